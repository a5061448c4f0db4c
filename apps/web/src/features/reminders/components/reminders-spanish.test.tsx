import type { CareTimeline, ReminderSettings } from '@bloom/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuth } from '@/lib/auth/auth-context.tsx';
import { setLanguage } from '@/lib/i18n/index.ts';
import { testProfile } from '@/testing/profile.ts';
import { renderWithApp, serveFetch } from '@/testing/render.tsx';
import { CalendarLinkCard } from './calendar-link-card.tsx';
import { CareTimelineCard } from './care-timeline-card.tsx';

const cdc = {
  organization: 'Centers for Disease Control and Prevention (CDC)',
  title: 'Vaccines During Pregnancy',
  url: 'https://www.cdc.gov/vaccines-pregnancy/',
  reviewed: '2026-11-23',
};
const timeline: CareTimeline = {
  dueDate: '2026-12-15',
  items: [
    {
      key: 'glucose',
      step: 'glucose',
      title: 'Glucose screening for gestational diabetes',
      text: 'Most people are tested between 24 and 28 weeks.',
      from: '2026-08-25',
      until: '2026-09-28',
      status: 'past',
      inSeason: null,
      source: cdc,
    },
    {
      key: 'tdap',
      step: 'tdap',
      title: 'Tdap vaccine (whooping cough)',
      text: 'One dose in every pregnancy.',
      from: '2026-09-15',
      until: '2026-11-23',
      status: 'now',
      inSeason: null,
      source: cdc,
    },
  ],
};
const settings: ReminderSettings = {
  calendarLinkCreatedAt: '2026-11-01T09:00:00.000Z',
  emailDayBefore: true,
  showDetails: false,
};

function SignedIn({ children }: { children: React.ReactNode }) {
  return useAuth().state.status === 'signed-in' ? children : null;
}

// Her profile says Spanish: signing in keeps it on screen.
function renderIn(ui: React.ReactNode) {
  localStorage.setItem('authToken', 'token-1');
  serveFetch({
    'GET /api/user/profile': [200, testProfile({ locale: 'es' })],
    'GET /api/reminders/timeline': [200, timeline],
    'GET /api/reminders/settings': [200, settings],
  });
  return renderWithApp(<SignedIn>{ui}</SignedIn>);
}

// The reminders' texts come from the 'reminders' catalogue (docs/decisions/021-languages.md).
describe('Reminders in Spanish', () => {
  it('frames the care timeline in Spanish, its dates by locale; the English steps are marked so', async () => {
    await setLanguage('es');
    renderIn(<CareTimelineCard />);
    expect(await screen.findByRole('heading', { name: 'Tu cronología de cuidados' })).toBeInTheDocument();
    const list = await screen.findByRole('list');
    const [glucose, tdap] = within(list).getAllByRole('listitem');
    expect(glucose).toHaveTextContent('25 ago 2026 – 28 sept 2026');
    expect(within(glucose!).getByText('Hecho o pasado')).toHaveAttribute('lang', 'es');
    expect(within(tdap!).getByText('Ahora')).toHaveAttribute('lang', 'es');
    expect(within(tdap!).getByText('15 sept 2026 – 23 nov 2026')).toHaveAttribute('lang', 'es');
    // The steps have no Spanish yet: said once, in Spanish; the steps are marked as English.
    expect(
      screen.getByText('Este contenido aún no está traducido al español; te lo mostramos en inglés.'),
    ).toBeInTheDocument();
    expect(list.closest('[lang="en"]')).not.toBeNull();
    expect(screen.queryByText(/Coming up|Done or passed|Sep 15/)).toBeNull();
  });

  it('shows Profile’s calendar and reminders in Spanish, the link’s date by locale', async () => {
    await setLanguage('es');
    renderIn(<CalendarLinkCard />);
    expect(await screen.findByRole('heading', { name: 'Calendario y recordatorios' })).toBeInTheDocument();
    // The contract's message in Spanish, with the date written the Spanish way.
    expect(
      await screen.findByText(/^Hay un enlace privado de calendario activo \(creado 1 nov 2026/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crear un enlace nuevo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Desactivar el enlace' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Enviarme un correo el día antes de una cita/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Mostrar detalles en mi calendario/ })).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'Ajustes de recordatorios' })).toBeInTheDocument();
  });
});
