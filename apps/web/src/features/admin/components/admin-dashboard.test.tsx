import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp, serveFetch } from '@/testing/render.tsx';
import { anEvent, aPage, aProfile, aSummary, aUserRow } from '../testing/fixtures.ts';
import { AdminDashboard } from './admin-dashboard.tsx';

const bea = aUserRow({ id: 'u2', firstName: 'Bea', email: 'bea@example.com' });

describe('AdminDashboard', () => {
  it("has the spec's three tabs and the issue's two, User Management first", async () => {
    serveFetch({
      'GET /api/admin/summary': [200, aSummary()],
      'GET /api/admin/users?page=1&pageSize=25': [200, aPage([bea])],
    });
    renderWithApp(<AdminDashboard />);
    const tabs = within(screen.getByRole('tablist', { name: 'Admin sections' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'User Management',
      'All User Data',
      'Usage Analytics',
      'Promo Codes',
      'Audit Log',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('table', { name: /^Users/ })).toBeInTheDocument();
  });

  it("'View events' in a user's details opens All User Data with only her events", async () => {
    const user = userEvent.setup();
    const calls = serveFetch({
      'GET /api/admin/summary': [200, aSummary()],
      'GET /api/admin/users?page=1&pageSize=25': [200, aPage([bea])],
      'GET /api/admin/users/u2': [200, { user: aProfile({ id: 'u2', firstName: 'Bea' }), counts: {} }],
      'GET /api/admin/events?page=1&pageSize=100&userId=u2': [
        200,
        aPage([anEvent({ userId: 'u2', userName: 'Bea Rivera', details: 'Headache (2/5)' })]),
      ],
    });
    renderWithApp(<AdminDashboard />);
    const users = within(await screen.findByRole('table', { name: /^Users/ }));
    await user.click(users.getByRole('button', { name: 'View Bea Rivera' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Bea Rivera' })).getByRole('button', { name: 'View events' }),
    );

    expect(screen.getByRole('tab', { name: 'All User Data' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'All User Data' })).toHaveFocus();
    const events = within(await screen.findByRole('table', { name: 'Events, newest first' }));
    expect(events.getByRole('cell', { name: 'Headache (2/5)' })).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toContain('/api/admin/events?page=1&pageSize=100&userId=u2');
    expect(calls.map((c) => c.path)).not.toContain('/api/admin/events?page=1&pageSize=100');
  });

  it('refetches the summary cards and the list after an approval', async () => {
    const user = userEvent.setup();
    const ana = aUserRow({ id: 'u1', isApproved: false });
    const calls = serveFetch({
      'GET /api/admin/summary': [200, aSummary()],
      'GET /api/admin/users?page=1&pageSize=25': [200, aPage([ana])],
      'POST /api/admin/users/u1/approve': [200, { message: 'User approved' }],
    });
    renderWithApp(<AdminDashboard />);
    const users = within(await screen.findByRole('table', { name: /^Users/ }));
    await user.click(users.getByRole('button', { name: 'Approve Ana Rivera' }));
    const count = (path: string) => calls.filter((c) => c.path === path).length;
    await waitFor(() => expect(count('/api/admin/summary')).toBe(2));
    expect(count('/api/admin/users?page=1&pageSize=25')).toBe(2);
  });
});
