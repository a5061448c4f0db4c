import type { UserProfile } from '@bloom/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp, serveFetch } from '../../../testing/render.tsx';
import { UserManagement } from './user-management.tsx';

const aUser = (fields: Partial<UserProfile>): UserProfile => ({
  id: 'u1',
  firstName: 'Ana',
  lastName: 'Rivera',
  email: 'ana@example.com',
  phoneNumber: '',
  dateOfBirth: '1994-05-17',
  gender: 'female',
  isPregnant: true,
  pregnancyWeeks: 24,
  dueDate: '2027-08-02',
  babyGender: null,
  timeZone: 'UTC',
  homeZip: null,
  isApproved: true,
  isAdmin: false,
  createdAt: '2027-03-01T15:00:00.000Z',
  ...fields,
});

describe('UserManagement', () => {
  it('shows the week the server derived from the due date, not one of its own', async () => {
    serveFetch({
      'GET /api/admin/users': [
        200,
        [
          // Signed up at week 18 six weeks ago: the server now says 24.
          aUser({ id: 'u1', firstName: 'Ana', pregnancyWeeks: 24, dueDate: '2027-08-02' }),
          aUser({ id: 'u2', firstName: 'Bea', email: 'bea@example.com', pregnancyWeeks: null, dueDate: null }),
          aUser({
            id: 'u3',
            firstName: 'Cal',
            email: 'cal@example.com',
            gender: 'male',
            isPregnant: false,
            pregnancyWeeks: null,
            dueDate: null,
          }),
        ],
      ],
    });
    renderWithApp(<UserManagement />);
    const row = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr')!;
    expect(within(await row('Ana Rivera')).getByRole('cell', { name: 'Week 24' })).toBeInTheDocument();
    expect(within(await row('Bea Rivera')).getByRole('cell', { name: 'Unknown' })).toBeInTheDocument();
    expect(within(await row('Cal Rivera')).getByRole('cell', { name: 'Not Pregnant' })).toBeInTheDocument();
  });

  it('on a phone shows one card per user with Approve and Remove beside the name, and the spec texts', async () => {
    serveFetch({
      'GET /api/admin/users': [
        200,
        [
          aUser({ id: 'u1', firstName: 'Ana', isApproved: false }),
          aUser({ id: 'u2', firstName: 'Bea', email: 'bea@example.com', pregnancyWeeks: null, dueDate: null }),
          aUser({ id: 'u3', firstName: 'Root', email: 'root@example.com', isAdmin: true, isPregnant: false }),
        ],
      ],
    });
    renderWithApp(<UserManagement />);
    // The cards are the phone layout (hidden from md up by CSS); the table is the desktop one.
    const cards = within(await screen.findByRole('list', { name: 'Users' })).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(screen.getByRole('list', { name: 'Users' })).toHaveClass('md:hidden');
    expect(screen.getByRole('table').parentElement).toHaveClass('hidden', 'md:block');

    const [ana, bea, root] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(ana).getAllByRole('button').map((b) => b.textContent)).toEqual(['Approve', 'Remove']);
    expect(within(ana).getByRole('button', { name: 'Approve Ana Rivera' })).toBeInTheDocument();
    // The actions sit in the card's first row, with the name.
    expect(within(ana).getByText('Ana Rivera').parentElement?.nextElementSibling).toContainElement(
      within(ana).getByRole('button', { name: 'Remove Ana Rivera' }),
    );
    expect(ana).toHaveTextContent('StatusPending');
    expect(ana).toHaveTextContent('PregnancyWeek 24');
    expect(ana).toHaveTextContent('AdminUser');

    expect(within(bea).getAllByRole('button').map((b) => b.textContent)).toEqual(['Remove']);
    expect(bea).toHaveTextContent('StatusApproved');
    expect(bea).toHaveTextContent('PregnancyUnknown');

    expect(within(root).queryByRole('button')).not.toBeInTheDocument();
    expect(root).toHaveTextContent('PregnancyNot Pregnant');
    expect(root).toHaveTextContent('AdminAdmin');
  });

  it('asks before removing a user from a card, in a dialog', async () => {
    const user = userEvent.setup();
    serveFetch({ 'GET /api/admin/users': [200, [aUser({ id: 'u1', firstName: 'Ana' })]] });
    renderWithApp(<UserManagement />);
    const card = within(await screen.findByRole('list', { name: 'Users' })).getByRole('listitem');
    await user.click(within(card).getByRole('button', { name: 'Remove Ana Rivera' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this user?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
