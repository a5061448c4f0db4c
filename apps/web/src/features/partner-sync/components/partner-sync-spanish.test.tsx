import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n/index.ts';
import {
  aProfile,
  aConnection,
  aFollower,
  incomingRequest,
  maya,
  renderSignedIn,
  somePartnerData,
} from '../testing/fixtures.tsx';
import { PartnerView } from './partner-view.tsx';
import { PendingRequestsBadge } from './pending-requests-badge.tsx';
import { SyncPanel } from './sync-panel.tsx';

const REQUESTS = 'GET /api/parent-sync/requests';
const CONNECTION = 'GET /api/parent-sync/connection';
const DATA = 'GET /api/parent-sync/partner-data';

/** A due date `days` days after today (UTC, as the test profile's zone). */
const dueIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

// The partner-sync texts come from the 'partnerSync' catalogue (docs/decisions/021-languages.md).
describe('Partner sync in Spanish', () => {
  it('shows the partner view in Spanish: her week, the days left (plural), the lists and dates by locale', async () => {
    await setLanguage('es');
    const data = somePartnerData({
      dueDate: dueIn(100),
      recentKickSessions: [
        {
          id: 'k1',
          startedAt: '2026-03-04T19:00:00.000Z',
          endedAt: '2026-03-04T20:00:00.000Z',
          kicks: 1,
          secondsToTen: null,
          concern: null,
        },
      ],
    });
    renderSignedIn(
      <PartnerView />,
      { [CONNECTION]: [200, [aConnection()]], [DATA]: [200, data] },
      aProfile({ locale: 'es' }),
    );
    const region = await screen.findByRole('region', { name: 'El embarazo de Maya' });
    expect(within(region).getByText('Solo lectura')).toBeInTheDocument();
    expect(within(region).getByText(/^Semana 24/)).toHaveTextContent('Semana 24 de 40');
    expect(within(region).getByText(/^Fecha probable de parto: /)).toHaveTextContent(/ · faltan (99|100|101) días$/);

    const symptoms = within(region).getByRole('list', { name: 'Síntomas recientes' });
    expect(within(symptoms).getByText(/^Intensidad 4\/5/)).toBeInTheDocument();
    // Her moods and appointment types are stored in English and shown in Spanish.
    const moods = within(region).getByRole('list', { name: 'Estados de ánimo recientes' });
    expect(within(moods).getByText('Con cansancio')).toBeInTheDocument();
    const appointments = within(region).getByRole('list', { name: 'Próximas citas' });
    expect(within(appointments).getByText('Ecografía')).toBeInTheDocument();
    expect(within(appointments).getByText('Profesional desconocido')).toBeInTheDocument();
    expect(within(appointments).getByText('10 mar 2026, 3:30 p.m.')).toBeInTheDocument();
    // One movement: the singular.
    expect(within(region).getByRole('list', { name: 'Conteo de movimientos' })).toHaveTextContent('1 movimiento');
    expect(within(region).getByText('Duró 1 min 2 s · 5 min 0 s después de la anterior')).toBeInTheDocument();
    // Her checklists: the list's name in Spanish, a suggestion marked English, her own item as she wrote it.
    const checklists = within(region).getByRole('list', { name: 'Sus listas' });
    expect(within(checklists).getByText('Bolsa para el hospital: completados 1 de 2')).toBeInTheDocument();
    expect(within(checklists).getByText('Your pregnancy notes')).toHaveAttribute('lang', 'en');
    expect(within(region).getByRole('link', { name: 'Cronometrar una contracción para ella' })).toBeInTheDocument();
    // The tips have no Spanish yet: they say so and are marked as English.
    const help = await screen.findByRole('region', { name: 'Cómo ayudar esta semana' });
    expect(await within(help).findByText('Learn the urgent warning signs.')).toBeInTheDocument();
    expect(within(help).getByText('Learn the urgent warning signs.').closest('[lang="en"]')).not.toBeNull();
  });

  it('gives her the sync panel and her controls in Spanish, with the requests counted', async () => {
    await setLanguage('es');
    renderSignedIn(
      <>
        <PendingRequestsBadge />
        <SyncPanel />
      </>,
      {
        [REQUESTS]: [
          200,
          [
            incomingRequest(),
            incomingRequest({ id: '00000000-0000-4000-8000-000000000002', requesterName: 'Ben Ode' }),
          ],
        ],
        [CONNECTION]: [200, [aFollower({ pausedAt: '2026-03-05T10:00:00.000Z' })]],
      },
      maya({ locale: 'es' }),
    );
    const panel = await screen.findByRole('region', { name: 'Sincronización con tu pareja' });
    const requests = await within(panel).findByRole('region', { name: 'Solicitudes de sincronización' });
    expect(screen.getByRole('link', { name: '2 solicitudes de pareja esperan tu respuesta' })).toBeInTheDocument();
    expect(within(requests).getByRole('button', { name: 'Aprobar la solicitud de Ben Ode' })).toBeInTheDocument();
    expect(within(requests).getAllByText('Pidió el 2 mar 2026 seguir tu embarazo, solo para leer.')).toHaveLength(2);
    const followers = within(panel).getByRole('region', { name: 'Sincronizado con' });
    expect(within(followers).getByText('En pausa')).toBeInTheDocument();
    expect(within(followers).getByText(/^Uso compartido en pausa desde el/)).toHaveTextContent('5 mar 2026');
    expect(
      within(followers).getByRole('button', { name: 'Reanudar el uso compartido con Sam Lee' }),
    ).toBeInTheDocument();
    expect(within(followers).getByRole('button', { name: 'Terminar el acceso de Sam Lee' })).toBeInTheDocument();
  });

  it('names a single waiting request in the singular', async () => {
    await setLanguage('es');
    renderSignedIn(<PendingRequestsBadge />, { [REQUESTS]: [200, [incomingRequest()]] }, maya({ locale: 'es' }));
    expect(await screen.findByRole('link', { name: '1 solicitud de pareja espera tu respuesta' })).toBeInTheDocument();
  });
});
