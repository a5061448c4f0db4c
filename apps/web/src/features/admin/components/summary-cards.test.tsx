import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, serveFetch } from '@/testing/render.tsx';
import { aSummary } from '../testing/fixtures.ts';
import { SummaryCards } from './summary-cards.tsx';

describe('SummaryCards', () => {
  it('shows the four numbers: users and how many are new today, pending, events, usage time and feature uses', async () => {
    serveFetch({
      'GET /api/admin/summary': [
        200,
        aSummary({
          totalUsers: 12,
          usersToday: 3,
          pendingApproval: 2,
          totalEvents: 1234,
          featureUses: 42,
          usageSeconds: 7500,
        }),
      ],
    });
    renderWithApp(<SummaryCards />);
    const card = async (name: string) => within(await screen.findByRole('group', { name }));
    expect((await card('Total Users')).getByText('12')).toBeInTheDocument();
    expect((await card('Total Users')).getByText('3 new today')).toBeInTheDocument();
    expect((await card('Pending Approval')).getByText('2')).toBeInTheDocument();
    expect((await card('Total Events')).getByText('1,234')).toBeInTheDocument();
    expect((await card('Platform Usage')).getByText('2 hr 5 min')).toBeInTheDocument();
    expect((await card('Platform Usage')).getByText('42 feature uses')).toBeInTheDocument();
  });
});
