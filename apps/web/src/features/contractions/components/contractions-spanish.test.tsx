import type { Contraction, ContractionGuidance, ContractionSummary } from '@bloom/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAuth } from '@/lib/auth/auth-context.tsx';
import { setLanguage } from '@/lib/i18n/index.ts';
import { testProfile } from '@/testing/profile.ts';
import { renderWithApp, serveFetch } from '@/testing/render.tsx';
import { ContractionsPage } from './contractions-page.tsx';

const acog = {
  organization: 'American College of Obstetricians and Gynecologists (ACOG)',
  title: 'How to Tell When Labor Begins (FAQ)',
  url: 'https://www.acog.org/womens-health/faqs/how-to-tell-when-labor-begins',
  reviewed: '2026-11-23',
};
const guidance: ContractionGuidance = {
  how: { text: 'Tap Start when a contraction begins and Stop when it eases.', source: acog },
  fiveOneOne: { text: 'Your contractions have come every 5 minutes or less for an hour.', source: acog },
  preterm: {
    text: 'You are not yet 37 weeks and your contractions are regular.',
    source: { ...acog, organization: 'NICHD' },
  },
  callAnyway: { text: 'Call right away if your water breaks.', source: acog },
};
const summary: ContractionSummary = {
  windowMinutes: 60,
  count: 4,
  averageDurationSeconds: 50,
  averageIntervalSeconds: 480,
  fiveOneOne: false,
  preterm: true,
  advice: 'call-now',
  pregnancyWeeks: 30,
  guidance,
};
const aContraction = (fields: Partial<Contraction> = {}): Contraction => ({
  id: 'c1',
  startedAt: '2026-03-04T09:10:00.000Z',
  endedAt: '2026-03-04T09:11:02.000Z',
  durationSeconds: 62,
  intervalSeconds: 270,
  createdAt: '2026-03-04T09:11:03.000Z',
  ...fields,
});

function SignedIn() {
  return useAuth().state.status === 'signed-in' ? <ContractionsPage /> : null;
}

// The timer's texts come from the 'contractions' catalogue (docs/decisions/021-languages.md).
describe('the contraction timer in Spanish', () => {
  it('draws the timer, the last hour, the list and the preterm call card in Spanish', async () => {
    await setLanguage('es');
    localStorage.setItem('authToken', 'token-1');
    serveFetch({
      'GET /api/user/profile': [
        200,
        testProfile({ pregnancyWeeks: 30, providerPhone: '(555) 010-2030', locale: 'es' }),
      ],
      'GET /api/contractions': [
        200,
        { contractions: [aContraction(), aContraction({ id: 'c2', durationSeconds: 48, intervalSeconds: null })] },
      ],
      'GET /api/contractions/summary': [200, summary],
    });
    renderWithApp(<SignedIn />, { path: '/contractions' });

    const card = await screen.findByRole('region', {
      name: 'Llama ahora a tu profesional de la salud o a la sala de partos',
    });
    // CDC's own Spanish first; NICHD's English sentence after it, marked as English.
    expect(
      within(card).getByText(
        'Las contracciones regulares antes de las 37 semanas pueden ser un parto prematuro: llame ahora.',
      ),
    ).toBeInTheDocument();
    expect(within(card).getByText(guidance.preterm.text).closest('[lang="en"]')).not.toBeNull();
    expect(within(card).getByRole('link', { name: 'Llamar al 911' })).toHaveAttribute('href', 'tel:911');
    expect(within(card).getByRole('link', { name: 'Llamar a mi profesional de la salud' })).toBeInTheDocument();

    const hour = screen.getByRole('region', { name: 'La última hora' });
    expect(hour).toHaveTextContent('Contracciones4');
    expect(hour).toHaveTextContent('Duración promedio50 s');
    expect(hour).toHaveTextContent('Intervalo promedio8 min 0 s');
    // The rule's plural: 1 hora.
    expect(hour).toHaveTextContent(
      '5-1-1 (cada 5 minutos o menos, de más o menos 1 minuto, durante 1 hora): todavía no',
    );

    const list = screen.getByRole('region', { name: 'Contracciones recientes' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Duró 1 min 2 s · 4 min 30 s después de la anterior');
    expect(items[1]).toHaveTextContent('Duró 48 s · la primera de esta serie');
    expect(within(items[0]!).getByRole('button', { name: /^Eliminar la contracción del \d+ mar 2026, / }));

    await userEvent.click(screen.getByRole('button', { name: 'Empezar contracción' }));
    expect(screen.getByText('Contracción iniciada.')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByText('Toca cuando la contracción se calme.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Parar contracción' }));
    expect(screen.getByText(/^Detenida a los \d+ s: demasiado corta para contar, no se guardó\.$/)).toBeInTheDocument();
  });
});
