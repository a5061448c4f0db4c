import type { KickGuidance, KickSession } from '@bloom/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster.tsx';
import { useAuth } from '@/lib/auth/auth-context.tsx';
import { setLanguage } from '@/lib/i18n/index.ts';
import { testProfile } from '@/testing/profile.ts';
import { renderWithApp, serveFetch } from '@/testing/render.tsx';
import { KicksPage } from './kicks-page.tsx';

const source = {
  organization: 'American College of Obstetricians and Gynecologists (ACOG)',
  title: 'Special Tests for Monitoring Fetal Well-Being (FAQ)',
  url: 'https://www.acog.org/womens-health/faqs/special-tests-for-monitoring-fetal-well-being',
  reviewed: '2026-11-23',
};
const guidance: KickGuidance = {
  how: { text: 'Count every kick until you reach 10.', source },
  tooEarly: { text: 'Most people first feel their baby move between about 16 and 25 weeks.', source },
  fewerThanTen: { text: 'You felt fewer than 10 movements in 2 hours.', source },
  lessThanUsual: { text: 'You said your baby is moving less than usual.', source },
  urgentSign: { text: 'CDC lists your baby’s movement slowing as an urgent maternal warning sign.', source },
};
const aSession = (fields: Partial<KickSession> = {}): KickSession => ({
  id: 's1',
  startedAt: '2026-03-04T09:00:00.000Z',
  endedAt: '2026-03-04T09:20:00.000Z',
  kicks: 12,
  tenthKickAt: '2026-03-04T09:14:30.000Z',
  secondsToTen: 870,
  lessThanUsual: false,
  concern: null,
  createdAt: '2026-03-04T09:20:01.000Z',
  ...fields,
});

function SignedIn() {
  return useAuth().state.status === 'signed-in' ? (
    <>
      <KicksPage />
      <Toaster />
    </>
  ) : null;
}

// The kick counter's texts come from the 'kicks' catalogue (docs/decisions/021-languages.md).
describe('the kick counter in Spanish', () => {
  it('counts in Spanish (plural forms), lists her sessions and shows the urgent card in Spanish', async () => {
    await setLanguage('es');
    localStorage.setItem('authToken', 'token-1');
    serveFetch({
      'GET /api/user/profile': [
        200,
        testProfile({ pregnancyWeeks: 30, providerPhone: '(555) 010-2030', locale: 'es' }),
      ],
      'GET /api/kick-sessions': [
        200,
        {
          sessions: [aSession(), aSession({ id: 's2', kicks: 1, tenthKickAt: null, secondsToTen: null })],
          guidance,
        },
      ],
      'POST /api/kick-sessions': [
        201,
        aSession({ kicks: 1, tenthKickAt: null, secondsToTen: null, concern: 'fewer-than-10' }),
      ],
    });
    renderWithApp(<SignedIn />, { path: '/kicks' });

    const list = await screen.findByRole('region', { name: 'Sesiones recientes' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('12 movimientos en 20 min · 10 en 14 min 30 s');
    expect(items[1]).toHaveTextContent('1 movimiento en 20 min · No llegó a 10');
    // Her session's date and time as es-US writes them.
    expect(within(items[0]!).getByRole('button', { name: /^Eliminar la sesión del \d+ mar 2026, .* [ap]\.\s?m\.$/ }));

    // The server's English sentence, marked as English until it has Spanish of its own.
    expect(screen.getByText(guidance.how.text).closest('[lang="en"]')).not.toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Empezar a contar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Toca con cada movimiento' }));
    expect(screen.getByText('1 movimiento')).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(screen.getByRole('button', { name: 'Parar y guardar' }));

    const card = await screen.findByRole('region', { name: 'Llama ahora a tu profesional de la salud' });
    // CDC's warning sign in CDC's own Spanish; the reason, without a Spanish source, in English, marked.
    expect(
      within(card).getByText(
        'Que el bebé deje de moverse o se mueva menos durante el embarazo es un signo de advertencia de urgencia.',
      ),
    ).toBeInTheDocument();
    expect(within(card).queryByText(guidance.urgentSign.text)).toBeNull();
    expect(within(card).getByText(guidance.fewerThanTen.text).closest('[lang="en"]')).not.toBeNull();
    expect(within(card).getByRole('link', { name: 'Llamar al 911' })).toHaveAttribute('href', 'tel:911');
    expect(within(card).getByRole('link', { name: 'Llamar a mi profesional de la salud' })).toHaveAttribute(
      'href',
      'tel:5550102030',
    );
    expect(screen.getByRole('button', { name: 'Contar otra vez' })).toBeInTheDocument();
  });
});
