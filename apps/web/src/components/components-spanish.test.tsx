import { dueDateSentence } from '@bloom/contract';
import { addIsoDays, estimateDueDate, toIsoDate } from '@bloom/pregnancy';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n/index.ts';
import { renderWithApp } from '@/testing/render.tsx';
import { DueDateCalculator } from './due-date-calculator.tsx';
import { SourceLine } from './source-line.tsx';
import { VerdictBadge } from './ui/badge.tsx';
import { Button } from './ui/button.tsx';
import { Dialog } from './ui/dialog.tsx';

function OpenDialog() {
  const [open, setOpen] = useState(true);
  return (
    <Dialog open={open} onOpenChange={setOpen} title="Registrar síntoma" trigger={<Button>Abrir</Button>}>
      <p>…</p>
    </Dialog>
  );
}

const source = {
  organization: 'ACOG',
  title: 'Nausea and Vomiting',
  url: 'https://www.acog.org/x',
  reviewed: '2025-01-02',
};

// The shared components' texts come from the 'common', 'shell' and 'dueDate' catalogues (decision 021).
describe('shared components in Spanish', () => {
  it('names a dialog’s close button, a verdict and a source line in Spanish', async () => {
    await setLanguage('es');
    render(
      <>
        <OpenDialog />
        <VerdictBadge status="caution" />
        <SourceLine source={source} />
      </>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Precaución')).toBeInTheDocument();
    expect(
      screen.getByText(
        (_, el) =>
          el?.tagName === 'P' && el.textContent === 'Fuente: ACOG, Nausea and Vomiting (revisado el 2025-01-02)',
      ),
    ).toBeInTheDocument();
  });

  it('keeps the source line’s English as it was', () => {
    render(<SourceLine source={source} />);
    expect(
      screen.getByText(
        (_, el) => el?.tagName === 'P' && el.textContent === 'Source: ACOG, Nausea and Vomiting (reviewed 2025-01-02)',
      ),
    ).toBeInTheDocument();
  });

  it('calculates a due date in Spanish: labels, the long date and plural weeks and days', async () => {
    await setLanguage('es');
    const user = userEvent.setup();
    renderWithApp(<DueDateCalculator summary="Calcular mi fecha" timeZone="UTC" onResult={() => null} />);
    await user.click(screen.getByRole('button', { name: 'Calcular mi fecha' }));
    expect(screen.getByLabelText('¿Cómo conoces tus fechas?')).toHaveDisplayValue(
      'Primer día de mi última menstruación',
    );
    const lmp = addIsoDays(toIsoDate(new Date(), 'UTC'), -87);
    await user.type(screen.getByLabelText('Primer día de tu última menstruación'), lmp);
    await user.click(screen.getByRole('button', { name: 'Calcular' }));
    const answer = estimateDueDate({ method: 'lmp', date: lmp }, new Date(), 'UTC');
    if (!answer.ok) throw new Error('no answer');
    const long = new Intl.DateTimeFormat('es-US', { dateStyle: 'full', timeZone: 'UTC' }).format(
      new Date(`${answer.dueDate}T00:00:00Z`),
    );
    expect(
      await screen.findByText(
        `Tu fecha probable de parto estimada es el ${long}: tienes 12 semanas y 3 días de embarazo.`,
      ),
    ).toBeInTheDocument();
    // The English sentence is the contract's, word for word.
    await setLanguage('en');
    expect(await screen.findByText(dueDateSentence(answer))).toBeInTheDocument();
  });
});
