import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, serveFetch } from '@/testing/render.tsx';
import { aPage, aUsageStat } from '../testing/fixtures.ts';
import { UsageAnalytics } from './usage-analytics.tsx';

const USAGE = 'GET /api/admin/usage-stats?page=1&pageSize=50';
const DAILY = 'GET /api/admin/usage-stats/daily';

const days = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    date: `2027-03-${String(i + 1).padStart(2, '0')}`,
    activeUsers: i % 5,
    chatSessions: i % 3,
  }));

const table = async () => within(await screen.findByRole('table', { name: 'Usage statistics, newest first' }));

describe('UsageAnalytics', () => {
  it("says 'No usage statistics available yet' when there are none", async () => {
    serveFetch({ [USAGE]: [200, aPage([])], [DAILY]: [200, { days: [] }] });
    renderWithApp(<UsageAnalytics />);
    expect(await screen.findByText('No usage statistics available yet')).toBeInTheDocument();
  });

  it('shows user, feature with its icon, usage time and date; others get the other icon', async () => {
    const stats = [
      aUsageStat({ featureType: 'voice_chat', durationSeconds: 45 }),
      aUsageStat({ featureType: 'text_chat', durationSeconds: 200 }),
      aUsageStat({ featureType: 'calendar', durationSeconds: 3900 }),
      aUsageStat({ featureType: 'others', durationSeconds: 60 }),
    ];
    serveFetch({ [USAGE]: [200, aPage(stats)], [DAILY]: [200, { days: days(30) }] });
    renderWithApp(<UsageAnalytics />);
    const rows = (await table()).getAllByRole('row').slice(1);
    const cells = rows.map((r) => within(r).getAllByRole('cell'));
    expect(cells.map((c) => c.slice(0, 3).map((cell) => cell.textContent))).toEqual([
      ['Ana Rivera', 'Voice chat', '45 sec'],
      ['Ana Rivera', 'Text chat', '3 min 20 sec'],
      ['Ana Rivera', 'Calendar', '1 hr 5 min'],
      ['Ana Rivera', 'Other', '1 min'],
    ]);
    const icons = cells.map((c) => c[1]!.querySelector('svg')?.getAttribute('class'));
    expect(icons).toEqual([
      expect.stringContaining('lucide-mic'),
      expect.stringContaining('lucide-message-square'),
      expect.stringContaining('lucide-calendar-days'),
      expect.stringContaining('lucide-sparkles'),
    ]);
    expect(cells[0]![3]).toHaveTextContent(/^Mar 5, 2027, \d{1,2}:30 (AM|PM)$/);
  });

  it('shows at most the first 50 rows', async () => {
    const stats = Array.from({ length: 60 }, () => aUsageStat());
    serveFetch({ [USAGE]: [200, aPage(stats, { total: 60 })], [DAILY]: [200, { days: days(30) }] });
    renderWithApp(<UsageAnalytics />);
    expect((await table()).getAllByRole('row')).toHaveLength(51);
    expect(within(screen.getByRole('list', { name: 'Usage statistics' })).getAllByRole('listitem')).toHaveLength(50);
  });

  it('draws 30 days of active users and chat sessions, with the numbers as a table and a summary', async () => {
    serveFetch({ [USAGE]: [200, aPage([])], [DAILY]: [200, { days: days(30) }] });
    renderWithApp(<UsageAnalytics />);
    const chart = await screen.findByRole('img', { name: /^Daily usage over the last 30 days/ });
    expect(chart).toHaveAccessibleName(
      'Daily usage over the last 30 days: active users between 0 and 4 a day, 4 on Mar 30; chat sessions between 0 and 2 a day, 2 on Mar 30.',
    );
    const numbers = within(screen.getByRole('table', { name: 'Daily active users and chat sessions' }));
    expect(numbers.getAllByRole('row')).toHaveLength(31);
    expect(numbers.getByRole('row', { name: 'Mar 5 4 1' })).toBeInTheDocument();
  });
});
