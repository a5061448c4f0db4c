import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster.tsx';
import { renderWithApp, serveFetch } from '@/testing/render.tsx';
import { aPage, aProfile, aUserRow } from '../testing/fixtures.ts';
import { UserManagement } from './user-management.tsx';

const FIRST_PAGE = '/api/admin/users?page=1&pageSize=25';

const ana = aUserRow({ id: 'u1', firstName: 'Ana', isApproved: false });
const bea = aUserRow({ id: 'u2', firstName: 'Bea', email: 'bea@example.com', pregnancyWeeks: null });
const cal = aUserRow({ id: 'u3', firstName: 'Cal', email: 'cal@example.com', isPregnant: false, pregnancyWeeks: null });
const root = aUserRow({ id: 'u4', firstName: 'Root', email: 'root@example.com', isAdmin: true, isPregnant: false });

const table = async () => within(await screen.findByRole('table', { name: /^Users/ }));
const row = async (name: string) => (await table()).getByRole('rowheader', { name }).closest('tr')!;

describe('UserManagement', () => {
  it("shows the spec's labels: status, the server's week, Not Pregnant or Unknown, Admin or User", async () => {
    serveFetch({ [`GET ${FIRST_PAGE}`]: [200, aPage([ana, bea, cal, root])] });
    renderWithApp(<UserManagement />);
    const cells = async (name: string) =>
      within(await row(name))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect((await cells('Ana Rivera')).slice(0, 4)).toEqual(['ana@example.com', 'Pending', 'Week 24', 'User']);
    // The address wraps only before its @ and dots, never mid-word.
    const email = within(await row('Ana Rivera')).getByRole('cell', { name: 'ana@example.com' });
    expect(email).not.toHaveClass('break-all');
    expect(email.querySelectorAll('wbr')).toHaveLength(2);
    expect((await cells('Bea Rivera')).slice(0, 4)).toEqual(['bea@example.com', 'Approved', 'Unknown', 'User']);
    expect((await cells('Cal Rivera')).slice(2, 3)).toEqual(['Not Pregnant']);
    expect((await cells('Root Rivera')).slice(2, 4)).toEqual(['Not Pregnant', 'Admin']);
    // Registered: date and time, en-US 12-hour.
    expect(
      within(await row('Ana Rivera')).getByRole('cell', { name: /^Mar 1, 2027, \d{1,2}:00 (AM|PM)$/ }),
    ).toBeInTheDocument();
  });

  it('offers Approve only to pending non-admins and Remove only to non-admins', async () => {
    serveFetch({ [`GET ${FIRST_PAGE}`]: [200, aPage([ana, bea, root])] });
    renderWithApp(<UserManagement />);
    const buttons = async (name: string) =>
      within(await row(name))
        .getAllByRole('button')
        .map((b) => b.textContent);
    expect(await buttons('Ana Rivera')).toEqual(['View', 'Approve', 'Remove']);
    expect(await buttons('Bea Rivera')).toEqual(['View', 'Remove']);
    expect(await buttons('Root Rivera')).toEqual(['View']);
  });

  it('on a phone shows one card per user with Approve and Remove beside the name', async () => {
    serveFetch({ [`GET ${FIRST_PAGE}`]: [200, aPage([ana, bea, root])] });
    renderWithApp(<UserManagement />);
    // The cards are the phone layout (hidden from md up by CSS); the table is the desktop one.
    const list = await screen.findByRole('list', { name: 'Users' });
    expect(list).toHaveClass('md:hidden');
    expect(screen.getByRole('table').parentElement).toHaveClass('hidden', 'md:block');
    const [anaCard, , rootCard] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(anaCard).getByText('Ana Rivera').parentElement?.nextElementSibling).toContainElement(
      within(anaCard).getByRole('button', { name: 'Approve Ana Rivera' }),
    );
    expect(anaCard).toHaveTextContent('StatusPending');
    expect(anaCard).toHaveTextContent('PregnancyWeek 24');
    expect(
      within(rootCard)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['View']);
    expect(rootCard).toHaveTextContent('AdminAdmin');
  });

  it('removes a user only after the confirmation, then refetches the list', async () => {
    const user = userEvent.setup();
    const calls = serveFetch({
      [`GET ${FIRST_PAGE}`]: [200, aPage([bea])],
      'DELETE /api/admin/users/u2': [200, { message: 'User removed' }],
    });
    renderWithApp(<UserManagement />);
    await user.click(within(await row('Bea Rivera')).getByRole('button', { name: 'Remove Bea Rivera' }));
    // The sheet names the person, and her address tells two people of one name apart.
    const dialog = screen.getByRole('dialog', { name: 'Remove Bea Rivera?' });
    expect(dialog).toHaveAccessibleDescription(
      'Bea’s account and everything logged in it will be deleted. This cannot be undone.',
    );
    expect(within(dialog).getByText('bea@example.com', { ignore: 'wbr' })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/admin/users/u2']);
    expect(calls.filter((c) => c.path === FIRST_PAGE)).toHaveLength(2);
  });

  it('cancelling the confirmation removes nobody', async () => {
    const user = userEvent.setup();
    const calls = serveFetch({ [`GET ${FIRST_PAGE}`]: [200, aPage([bea])] });
    renderWithApp(<UserManagement />);
    await user.click(within(await row('Bea Rivera')).getByRole('button', { name: 'Remove Bea Rivera' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.every((c) => c.method === 'GET')).toBe(true);
  });

  it("says 'Failed to approve user' when the approval fails", async () => {
    const user = userEvent.setup();
    serveFetch({
      [`GET ${FIRST_PAGE}`]: [200, aPage([ana])],
      'POST /api/admin/users/u1/approve': [500, { message: 'boom' }],
    });
    renderWithApp(
      <>
        <UserManagement />
        <Toaster />
      </>,
    );
    await user.click(within(await row('Ana Rivera')).getByRole('button', { name: 'Approve Ana Rivera' }));
    expect(await screen.findByText('Failed to approve user')).toBeInTheDocument();
  });

  it("says 'Failed to remove user' when the removal fails", async () => {
    const user = userEvent.setup();
    serveFetch({
      [`GET ${FIRST_PAGE}`]: [200, aPage([bea])],
      'DELETE /api/admin/users/u2': [500, { message: 'boom' }],
    });
    renderWithApp(
      <>
        <UserManagement />
        <Toaster />
      </>,
    );
    await user.click(within(await row('Bea Rivera')).getByRole('button', { name: 'Remove Bea Rivera' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Failed to remove user')).toBeInTheDocument();
  });

  it('searches by name or email once typing pauses', async () => {
    const user = userEvent.setup();
    const calls = serveFetch({
      [`GET ${FIRST_PAGE}`]: [200, aPage([ana, bea])],
      'GET /api/admin/users?page=1&pageSize=25&q=bea': [200, aPage([bea])],
    });
    renderWithApp(<UserManagement />);
    await user.type(await screen.findByRole('searchbox', { name: 'Search users' }), 'bea');
    await waitFor(() => expect(screen.queryByText('Ana Rivera')).not.toBeInTheDocument());
    // One request for the whole word, none for 'b' or 'be'.
    expect(calls.map((c) => c.path)).toEqual([FIRST_PAGE, '/api/admin/users?page=1&pageSize=25&q=bea']);
  });

  it('filters by status', async () => {
    const user = userEvent.setup();
    const calls = serveFetch({
      [`GET ${FIRST_PAGE}`]: [200, aPage([ana, bea])],
      'GET /api/admin/users?page=1&pageSize=25&status=pending': [200, aPage([ana])],
    });
    renderWithApp(<UserManagement />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Status' }), 'Pending');
    await waitFor(() =>
      expect(calls.map((c) => c.path)).toContain('/api/admin/users?page=1&pageSize=25&status=pending'),
    );
  });

  it("pages with Previous and Next and says 'Page X of Y'", async () => {
    const user = userEvent.setup();
    const calls = serveFetch({
      [`GET ${FIRST_PAGE}`]: [200, aPage([ana], { total: 60, pageSize: 25 })],
      'GET /api/admin/users?page=2&pageSize=25': [200, aPage([bea], { total: 60, page: 2, pageSize: 25 })],
    });
    renderWithApp(<UserManagement />);
    const pages = await screen.findByRole('navigation', { name: 'Users pages' });
    expect(pages).toHaveTextContent('Page 1 of 3');
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await within(pages).findByText('Page 2 of 3')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toContain('/api/admin/users?page=2&pageSize=25');
  });

  it("opens a user's full profile and record counts with View, and 'View events' hands her on", async () => {
    const user = userEvent.setup();
    const onViewEvents = vi.fn();
    serveFetch({
      [`GET ${FIRST_PAGE}`]: [200, aPage([bea])],
      'GET /api/admin/users/u2': [
        200,
        {
          // As she typed it at sign-up; shown as spec §5 formats 10 digits.
          user: aProfile({ id: 'u2', firstName: 'Bea', email: 'bea@example.com', phoneNumber: '512 555-0101' }),
          counts: { chatMessages: 7, symptoms: 2 },
        },
      ],
    });
    renderWithApp(<UserManagement onViewEvents={onViewEvents} />);
    await user.click(within(await row('Bea Rivera')).getByRole('button', { name: 'View Bea Rivera' }));
    const dialog = screen.getByRole('dialog', { name: 'Bea Rivera' });
    const records = within(dialog);
    expect(await records.findByText('(512) 555-0101')).toBeInTheDocument();
    expect(records.getByText('Chat messages').nextElementSibling).toHaveTextContent('7');
    expect(records.getByText('Symptoms').nextElementSibling).toHaveTextContent('2');

    await user.click(within(dialog).getByRole('button', { name: 'View events' }));
    expect(onViewEvents).toHaveBeenCalledWith(expect.objectContaining({ id: 'u2', firstName: 'Bea' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("sends an approved user's password reset e-mail from her View, and offers it to no pending account", async () => {
    const user = userEvent.setup();
    const calls = serveFetch({
      [`GET ${FIRST_PAGE}`]: [200, aPage([ana, bea])],
      'GET /api/admin/users/u2': [
        200,
        { user: aProfile({ id: 'u2', firstName: 'Bea', email: 'bea@example.com' }), counts: {} },
      ],
      'GET /api/admin/users/u1': [
        200,
        { user: aProfile({ id: 'u1', firstName: 'Ana', isApproved: false }), counts: {} },
      ],
      'POST /api/admin/users/u2/password-reset': [200, { message: 'Password reset email sent' }],
    });
    renderWithApp(<UserManagement />);
    await user.click(within(await row('Bea Rivera')).getByRole('button', { name: 'View Bea Rivera' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Bea Rivera' }));
    await user.click(dialog.getByRole('button', { name: 'Send password reset email' }));
    expect(await dialog.findByRole('status')).toHaveTextContent(
      'Password reset email sent to bea@example.com. The link works once, for 60 minutes.',
    );
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/admin/users/u2/password-reset']);

    await user.keyboard('{Escape}');
    await user.click(within(await row('Ana Rivera')).getByRole('button', { name: 'View Ana Rivera' }));
    const pending = within(screen.getByRole('dialog', { name: 'Ana Rivera' }));
    expect(pending.getByRole('button', { name: 'View events' })).toBeInTheDocument();
    expect(pending.queryByRole('button', { name: 'Send password reset email' })).not.toBeInTheDocument();
  });

  it('says so when a search matches nobody', async () => {
    const user = userEvent.setup();
    serveFetch({
      [`GET ${FIRST_PAGE}`]: [200, aPage([ana])],
      'GET /api/admin/users?page=1&pageSize=25&q=zed': [200, aPage([])],
    });
    renderWithApp(<UserManagement />);
    await user.type(await screen.findByRole('searchbox', { name: 'Search users' }), 'zed');
    expect(await screen.findByText('No users match your search')).toBeInTheDocument();
  });
});
