import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, serveFetch } from '@/testing/render.tsx';
import { anAuditEntry, aPage } from '../testing/fixtures.ts';
import { AuditLogTab } from './audit-log-tab.tsx';

describe('AuditLogTab', () => {
  it('shows who did or read what, about whom, and how many rows, in words', async () => {
    serveFetch({
      'GET /api/admin/audit-log?page=1&pageSize=50': [
        200,
        aPage([
          anAuditEntry({ action: 'read.events', targetUserId: null, targetName: null, rows: 100 }),
          anAuditEntry({ action: 'user.remove', targetName: null, actorName: null }),
          anAuditEntry({ action: 'promo.create', targetUserId: null, targetName: null, details: { code: 'SPRING25' } }),
        ]),
      ],
    });
    renderWithApp(<AuditLogTab />);
    const table = within(await screen.findByRole('table', { name: 'Audit log, newest first' }));
    const rows = table.getAllByRole('row').map((r) =>
      within(r)
        .queryAllByRole('cell')
        .slice(1)
        .map((c) => c.textContent),
    );
    expect(rows.slice(1)).toEqual([
      ['Root Admin', 'Viewed events', '—', '100'],
      ['Former administrator', 'Removed account', 'Removed user', '—'],
      ['Root Admin', 'Created promo code SPRING25', '—', '—'],
    ]);
    expect(table.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'When',
      'Administrator',
      'Action',
      'Person',
      'Rows',
    ]);
  });
});
