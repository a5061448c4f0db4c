import type { UserProfile } from '@bloom/contract';
import { screen, within } from '@testing-library/react';
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
});
