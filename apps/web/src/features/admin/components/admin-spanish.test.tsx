import { EVENT_TYPE_LABELS } from '@bloom/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { admin } from '@/lib/i18n/en/admin.ts';
import { setLanguage } from '@/lib/i18n/index.ts';
import { renderWithApp, serveFetch } from '@/testing/render.tsx';
import { anAuditEntry, anEvent, aPage, aSummary, aUserRow } from '../testing/fixtures.ts';
import { AdminDashboard } from './admin-dashboard.tsx';
import { AuditLogTab } from './audit-log-tab.tsx';
import { SummaryCards } from './summary-cards.tsx';

// The admin texts come from the 'admin' catalogue (docs/decisions/021-languages.md).
describe('the admin dashboard in Spanish', () => {
  it('names the tabs, the users table and its count in Spanish, with plurals', async () => {
    await setLanguage('es');
    serveFetch({
      'GET /api/admin/summary': [200, aSummary()],
      'GET /api/admin/users?page=1&pageSize=25': [
        200,
        aPage([aUserRow({ isApproved: false, pregnancyWeeks: 24 }), aUserRow({ id: 'u2', isPregnant: false })], {
          total: 1234,
        }),
      ],
    });
    renderWithApp(<AdminDashboard />);
    const tabs = within(screen.getByRole('tablist', { name: 'Secciones de administración' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Gestión de usuarios',
      'Todos los datos de usuarios',
      'Análisis de uso',
      'Códigos promocionales',
      'Registro de auditoría',
    ]);
    const table = within(await screen.findByRole('table', { name: 'Usuarios, página 1 de 50' }));
    expect(table.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Nombre',
      'Correo electrónico',
      'Estado',
      'Embarazo',
      'Rol',
      'Registro',
      'Acciones',
    ]);
    // The count by locale and by Spanish plural rules; the week and the statuses in words.
    expect(screen.getByText('1,234 cuentas')).toBeInTheDocument();
    expect(table.getByText('Semana 24')).toBeInTheDocument();
    expect(table.getByText('Sin embarazo')).toBeInTheDocument();
    expect(table.getByText('Pendiente')).toBeInTheDocument();
    expect(table.getByRole('button', { name: 'Aprobar a Ana Rivera' })).toBeInTheDocument();
    expect(screen.queryByText('User Management')).not.toBeInTheDocument();

    // The All User Data tab: its filter and the event's type and category in Spanish.
    serveFetch({
      'GET /api/admin/summary': [200, aSummary()],
      'GET /api/admin/users?page=1&pageSize=25': [200, aPage([])],
      'GET /api/admin/events?page=1&pageSize=100': [200, aPage([anEvent({ type: 'kick_session' })])],
    });
    await userEvent.setup().click(tabs[1]!);
    expect(await screen.findByRole('heading', { name: 'Todos los datos de usuarios' })).toBeInTheDocument();
    expect(screen.getByLabelText('Tipo de evento')).toHaveDisplayValue('Todos los tipos de evento');
    const events = within(await screen.findByRole('table', { name: 'Eventos, del más reciente al más antiguo' }));
    expect(events.getByRole('cell', { name: 'Conteo de patadas' })).toBeInTheDocument();
    expect(events.getByRole('cell', { name: 'Salud' })).toBeInTheDocument();
  });

  it('gives the summary cards Spanish plurals, numbers and durations', async () => {
    await setLanguage('es');
    serveFetch({
      'GET /api/admin/summary': [
        200,
        aSummary({ totalUsers: 1234, usersToday: 1, pendingApproval: 1, featureUses: 2, usageSeconds: 7500 }),
      ],
    });
    renderWithApp(<SummaryCards />);
    const card = async (name: string) => within(await screen.findByRole('group', { name }));
    expect((await card('Total de usuarios')).getByText('1,234')).toBeInTheDocument();
    expect((await card('Total de usuarios')).getByText('1 se unió hoy')).toBeInTheDocument();
    expect((await card('Pendientes de aprobación')).getByText('cuenta en espera')).toBeInTheDocument();
    expect((await card('Uso de la plataforma')).getByText('2 h 5 min')).toBeInTheDocument();
    expect((await card('Uso de la plataforma')).getByText('2 usos de funciones')).toBeInTheDocument();
  });

  it('writes the audit log’s actions, people and rows in Spanish', async () => {
    await setLanguage('es');
    serveFetch({
      'GET /api/admin/audit-log?page=1&pageSize=50': [
        200,
        aPage([
          anAuditEntry({ action: 'read.kick-sessions', targetUserId: null, targetName: null, rows: 1 }),
          anAuditEntry({ action: 'user.remove', targetName: null, actorName: null }),
          anAuditEntry({ action: 'promo.create', targetName: null, targetUserId: null, details: { code: 'SPRING25' } }),
        ]),
      ],
    });
    renderWithApp(<AuditLogTab />);
    const table = within(
      await screen.findByRole('table', { name: 'Registro de auditoría, del más reciente al más antiguo' }),
    );
    const rows = table.getAllByRole('row').map((r) =>
      within(r)
        .queryAllByRole('cell')
        .slice(1)
        .map((c) => c.textContent),
    );
    expect(rows.slice(1)).toEqual([
      ['Root Admin', 'Consultó los conteos de patadas', '—', '1'],
      ['Antiguo administrador', 'Eliminó la cuenta', 'Usuario eliminado', '—'],
      ['Root Admin', 'Creó el código promocional SPRING25', '—', '—'],
    ]);
    // The phone's cards: one row, in the singular.
    expect(within(screen.getByRole('list', { name: 'Registro de auditoría' })).getByText('1 fila')).toBeInTheDocument();
  });

  it('keeps the English event labels equal to the contract’s', () => {
    expect(admin.events.types).toEqual(EVENT_TYPE_LABELS);
  });
});
