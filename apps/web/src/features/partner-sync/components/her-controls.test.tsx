import {
  ErrorCode,
  ACCESS_ENDED_TITLE,
  NOT_SYNCED_MESSAGE,
  PARTNER_VIEW_PAUSED_MESSAGE,
  SHARING_PAUSED_TITLE,
  SHARING_PAUSE_FAILED_TITLE,
  SHARING_RESUMED_TITLE,
  SYNC_NOT_FOUND_MESSAGE,
  SYNC_REMOVAL_FAILED_TITLE,
  SYNC_REMOVED_TITLE,
} from '@bloom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  aConnection,
  aFollower,
  incomingRequest,
  maya,
  never,
  outgoingRequest,
  renderSignedIn,
  somePartnerData,
} from '../testing/fixtures.tsx';
import { partnerDataQueryOptions } from '../api/get-partner-data.ts';
import { PartnerView } from './partner-view.tsx';
import { PendingRequestsBadge } from './pending-requests-badge.tsx';
import { SharingCard } from './sharing-card.tsx';
import { SyncPanel } from './sync-panel.tsx';

const REQUESTS = 'GET /api/parent-sync/requests';
const CONNECTION = 'GET /api/parent-sync/connection';
const DATA = 'GET /api/parent-sync/partner-data';
const PAUSE_SAM = 'POST /api/parent-sync/connection/pause?partnerId=u-sam';
const RESUME_SAM = 'POST /api/parent-sync/connection/resume?partnerId=u-sam';
const END_SAM = 'DELETE /api/parent-sync/connection?partnerId=u-sam';

const countOf = (calls: { method: string; path: string }[], key: string) =>
  calls.filter((c) => `${c.method} ${c.path}` === key).length;
const followersIn = async (region: HTMLElement) => within(region).findByRole('region', { name: 'Synced with' });

/** Her syncs as the server holds them; the routes change it as the real server would. */
function herSyncs(...initial: ReturnType<typeof aFollower>[]) {
  let list = initial;
  const ok = (message: string): [number, unknown] => [200, { message }];
  return {
    routes: {
      [CONNECTION]: async (): Promise<[number, unknown]> => [200, list],
      [PAUSE_SAM]: async () => {
        list = list.map((c) => (c.partnerId === 'u-sam' ? { ...c, pausedAt: '2026-03-05T10:00:00.000Z' } : c));
        return ok(SHARING_PAUSED_TITLE);
      },
      [RESUME_SAM]: async () => {
        list = list.map((c) => (c.partnerId === 'u-sam' ? { ...c, pausedAt: null } : c));
        return ok(SHARING_RESUMED_TITLE);
      },
      [END_SAM]: async () => {
        list = list.filter((c) => c.partnerId !== 'u-sam');
        return ok(SYNC_REMOVED_TITLE);
      },
    },
  };
}

describe('her control over who sees her data', () => {
  describe('in the sync panel', () => {
    const panel = () => screen.findByRole('region', { name: 'Partner sync' });

    it('pauses sharing with a partner, shows it paused, and resumes it', async () => {
      const syncs = herSyncs(aFollower());
      const { calls } = renderSignedIn(<SyncPanel />, { [REQUESTS]: [200, []], ...syncs.routes }, maya());
      const followers = await followersIn(await panel());
      expect(within(followers).getByText('Sam Lee')).toBeInTheDocument();
      expect(within(followers).queryByText('Paused')).toBeNull();

      await userEvent.click(within(followers).getByRole('button', { name: 'Pause sharing with Sam Lee' }));
      expect(await screen.findByText(SHARING_PAUSED_TITLE)).toBeInTheDocument();
      expect(await within(followers).findByText('Paused')).toBeInTheDocument();
      expect(within(followers).getByText(/^Sharing paused since/)).toHaveTextContent('Mar 5, 2026');
      expect(countOf(calls, PAUSE_SAM)).toBe(1);

      await userEvent.click(await within(followers).findByRole('button', { name: 'Resume sharing with Sam Lee' }));
      expect(await screen.findByText(SHARING_RESUMED_TITLE)).toBeInTheDocument();
      await waitFor(() => expect(within(followers).queryByText('Paused')).toBeNull());
      expect(countOf(calls, RESUME_SAM)).toBe(1);
    });

    it('ends one partner’s access after a confirmation; the other partner stays', async () => {
      const ben = aFollower({ partnerId: 'u-ben', partnerName: 'Ben Ode', partnerEmail: 'ben@example.com' });
      const syncs = herSyncs(aFollower(), ben);
      const { calls } = renderSignedIn(<SyncPanel />, { [REQUESTS]: [200, []], ...syncs.routes }, maya());
      const followers = await followersIn(await panel());
      await userEvent.click(within(followers).getByRole('button', { name: 'End access for Sam Lee' }));
      const dialog = await screen.findByRole('dialog', { name: 'End Sam Lee’s access?' });
      expect(within(dialog).getByText(/told only that access ended/)).toBeInTheDocument();
      // Cancelling changes nothing.
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(countOf(calls, END_SAM)).toBe(0);

      await userEvent.click(within(followers).getByRole('button', { name: 'End access for Sam Lee' }));
      const again = await screen.findByRole('dialog', { name: 'End Sam Lee’s access?' });
      await userEvent.click(within(again).getByRole('button', { name: 'End access' }));
      expect(await screen.findByText(ACCESS_ENDED_TITLE)).toBeInTheDocument();
      expect(countOf(calls, END_SAM)).toBe(1);
      await waitFor(() => expect(within(followers).queryByText('Sam Lee')).toBeNull());
      expect(within(followers).getByText('Ben Ode')).toBeInTheDocument();
      expect(within(followers).getByRole('button', { name: 'End access for Ben Ode' })).toBeInTheDocument();
    });

    it('ending her only partner’s access leaves the panel empty', async () => {
      const syncs = herSyncs(aFollower());
      renderSignedIn(<SyncPanel />, { [REQUESTS]: [200, []], ...syncs.routes }, maya());
      const region = await panel();
      await userEvent.click(within(await followersIn(region)).getByRole('button', { name: 'End access for Sam Lee' }));
      const dialog = await screen.findByRole('dialog', { name: 'End Sam Lee’s access?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'End access' }));
      expect(await within(region).findByText('No sync requests')).toBeInTheDocument();
    });

    it('toasts “Pause failed” or “Removal failed” with the server’s message, and keeps the sync', async () => {
      renderSignedIn(
        <SyncPanel />,
        {
          [REQUESTS]: [200, []],
          [CONNECTION]: [200, [aFollower()]],
          [PAUSE_SAM]: [404, { message: SYNC_NOT_FOUND_MESSAGE, code: 'NOT_FOUND' }],
          [END_SAM]: [404, { message: SYNC_NOT_FOUND_MESSAGE, code: 'NOT_FOUND' }],
        },
        maya(),
      );
      const followers = await followersIn(await panel());
      await userEvent.click(within(followers).getByRole('button', { name: 'Pause sharing with Sam Lee' }));
      expect(await screen.findByText(SHARING_PAUSE_FAILED_TITLE)).toBeInTheDocument();
      expect(screen.getByText(SYNC_NOT_FOUND_MESSAGE)).toBeInTheDocument();

      await userEvent.click(within(followers).getByRole('button', { name: 'End access for Sam Lee' }));
      const dialog = await screen.findByRole('dialog', { name: 'End Sam Lee’s access?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'End access' }));
      expect(await screen.findByText(SYNC_REMOVAL_FAILED_TITLE)).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'End access' })).toBeEnabled();
      expect(within(followers).getByText('Sam Lee')).toBeInTheDocument();
    });

    it('ends only the sync she chose when she both follows someone and is followed', async () => {
      const followed = aConnection({ partnerId: 'u-ines', partnerName: 'Ines Diaz', partnerEmail: 'ines@example.com' });
      const { calls } = renderSignedIn(
        <SyncPanel />,
        {
          [REQUESTS]: [200, []],
          [CONNECTION]: [200, [aFollower(), followed]],
          'DELETE /api/parent-sync/connection?partnerId=u-ines': [200, { message: SYNC_REMOVED_TITLE }],
        },
        maya(),
      );
      const region = await panel();
      await userEvent.click(await within(region).findByRole('button', { name: 'Remove sync' }));
      const dialog = await screen.findByRole('dialog', { name: 'Remove this sync?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Remove sync' }));
      expect(await screen.findByText(SYNC_REMOVED_TITLE)).toBeInTheDocument();
      expect(countOf(calls, 'DELETE /api/parent-sync/connection?partnerId=u-ines')).toBe(1);
      expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    });

    it('tells the partner when she has paused sharing, and gives him no pause of his own', async () => {
      renderSignedIn(<SyncPanel />, {
        [REQUESTS]: [200, []],
        [CONNECTION]: [200, [aConnection({ pausedAt: '2026-03-05T10:00:00.000Z' })]],
      });
      const region = await panel();
      expect(await within(region).findByText(/They have paused sharing for now/)).toBeInTheDocument();
      expect(within(region).queryByRole('button', { name: /Pause|Resume/ })).toBeNull();
      expect(within(region).getByRole('button', { name: 'Remove sync' })).toBeInTheDocument();
    });
  });

  describe('in Profile', () => {
    const card = () => screen.findByRole('region', { name: 'Who sees your data' });

    it('lists the partners who follow her with the same controls', async () => {
      const syncs = herSyncs(aFollower());
      const { calls } = renderSignedIn(<SharingCard />, syncs.routes, maya());
      const region = await card();
      await userEvent.click(within(region).getByRole('button', { name: 'Pause sharing with Sam Lee' }));
      expect(await within(region).findByText('Paused')).toBeInTheDocument();
      await userEvent.click(within(region).getByRole('button', { name: 'End access for Sam Lee' }));
      const dialog = await screen.findByRole('dialog', { name: 'End Sam Lee’s access?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'End access' }));
      expect(await within(region).findByText(/No partner follows your updates/)).toBeInTheDocument();
      expect(countOf(calls, END_SAM)).toBe(1);
    });

    it('shows nothing to a partner who only follows someone', async () => {
      const { calls } = renderSignedIn(
        <>
          <SharingCard />
          <p>Below</p>
        </>,
        { [CONNECTION]: [200, [aConnection()]] },
      );
      expect(await screen.findByText('Below')).toBeInTheDocument();
      await waitFor(() => expect(countOf(calls, CONNECTION)).toBe(1));
      expect(screen.queryByRole('region', { name: 'Who sees your data' })).toBeNull();
    });
  });

  describe('the partner, once she pauses or ends his access', () => {
    it('is told sharing is paused, sees none of what was shown, and sees it again once she resumes', async () => {
      let paused = false;
      const { queryClient } = renderSignedIn(<PartnerView />, {
        [CONNECTION]: async () => [200, [aConnection({ pausedAt: paused ? '2026-03-05T10:00:00.000Z' : null })]],
        [DATA]: async () =>
          paused
            ? [403, { message: PARTNER_VIEW_PAUSED_MESSAGE, code: ErrorCode.syncPaused }]
            : [200, somePartnerData()],
      });
      const region = await screen.findByRole('region', { name: 'Maya’s pregnancy' });
      expect(await within(region).findByText('Heartburn')).toBeInTheDocument();

      // The next poll, without waiting for the clock.
      paused = true;
      const poll = () => queryClient.refetchQueries({ queryKey: partnerDataQueryOptions().queryKey });
      await poll();
      expect(await within(region).findByText(PARTNER_VIEW_PAUSED_MESSAGE)).toBeInTheDocument();
      expect(within(region).queryByText('Heartburn')).toBeNull();
      expect(within(region).queryByText(/Showing the last update/)).toBeNull();

      paused = false;
      await poll();
      expect(await within(region).findByText('Heartburn')).toBeInTheDocument();
      expect(within(region).queryByText(PARTNER_VIEW_PAUSED_MESSAGE)).toBeNull();
    });

    it('is told his access ended, not why, and the view goes', async () => {
      let ended = false;
      const { queryClient } = renderSignedIn(<PartnerView />, {
        [CONNECTION]: async () => [200, ended ? [] : [aConnection()]],
        [DATA]: async () =>
          ended ? [404, { message: NOT_SYNCED_MESSAGE, code: 'NOT_FOUND' }] : [200, somePartnerData()],
      });
      const region = await screen.findByRole('region', { name: 'Maya’s pregnancy' });
      expect(await within(region).findByText('Heartburn')).toBeInTheDocument();
      ended = true;
      await queryClient.refetchQueries({ queryKey: partnerDataQueryOptions().queryKey });
      await waitFor(() => expect(screen.queryByRole('region', { name: 'Maya’s pregnancy' })).toBeNull());
      expect(screen.queryByText('Heartburn')).toBeNull();
    });
  });

  describe('the dashboard badge', () => {
    it('shows her waiting requests, linked to the sync panel', async () => {
      renderSignedIn(
        <PendingRequestsBadge />,
        {
          [REQUESTS]: [
            200,
            [
              incomingRequest(),
              incomingRequest({ id: '00000000-0000-4000-8000-000000000002', requesterName: 'Ben Ode' }),
            ],
          ],
        },
        maya(),
      );
      const link = await screen.findByRole('link', { name: '2 partner requests waiting for your answer' });
      expect(link).toHaveAttribute('href', '#partner-sync');
    });

    it('shows nothing without a waiting request addressed to her, nor while they load', async () => {
      const { calls } = renderSignedIn(
        <>
          <PendingRequestsBadge />
          <p>Hero</p>
        </>,
        { [REQUESTS]: [200, [incomingRequest({ status: 'rejected' }), outgoingRequest({ requesterId: 'u-maya' })]] },
        maya(),
      );
      expect(await screen.findByText('Hero')).toBeInTheDocument();
      await waitFor(() => expect(countOf(calls, REQUESTS)).toBe(1));
      expect(screen.queryByRole('link')).toBeNull();
    });

    it('holds no place while loading', async () => {
      const { calls } = renderSignedIn(
        <div data-testid="slot">
          <PendingRequestsBadge />
        </div>,
        { [REQUESTS]: never },
        maya(),
      );
      await waitFor(() => expect(countOf(calls, REQUESTS)).toBe(1));
      expect(screen.getByTestId('slot')).toBeEmptyDOMElement();
    });

    it('asks nothing for someone not pregnant, who answers no requests', async () => {
      const { calls } = renderSignedIn(
        <>
          <PendingRequestsBadge />
          <p>Hero</p>
        </>,
        {},
      );
      expect(await screen.findByText('Hero')).toBeInTheDocument();
      expect(countOf(calls, REQUESTS)).toBe(0);
    });
  });
});
