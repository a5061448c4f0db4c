import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aConnection, incomingRequest, maya, outgoingRequest, renderSignedIn } from '../testing/fixtures.tsx';
import { PendingRequestsBadge } from './pending-requests-badge.tsx';
import { useSyncFirst } from './sync-first.ts';
import { SyncPanel } from './sync-panel.tsx';

const REQUESTS = 'GET /api/parent-sync/requests';
const CONNECTION = 'GET /api/parent-sync/connection';

function Where() {
  return <p>{useSyncFirst() ? 'Sync panel first' : 'Sync panel last'}</p>;
}

describe('the sync request first and badged (issue 33)', () => {
  it('puts the panel first for a partner who follows nobody yet', async () => {
    renderSignedIn(<Where />, { [CONNECTION]: [200, []] });
    expect(await screen.findByText('Sync panel first')).toBeInTheDocument();
  });

  it('leaves it last once he follows her, and while the syncs load', async () => {
    const { queryClient } = renderSignedIn(<Where />, { [CONNECTION]: [200, [aConnection()]] });
    expect(await screen.findByText('Sync panel last')).toBeInTheDocument();
    // Still last once the syncs are in.
    await waitFor(() => expect(queryClient.getQueryState(['/api/parent-sync/connection'])?.status).toBe('success'));
    expect(screen.getByText('Sync panel last')).toBeInTheDocument();
  });

  it('puts it first for her while a partner’s request waits, and last otherwise', async () => {
    const { unmount } = renderSignedIn(
      <Where />,
      { [CONNECTION]: [200, []], [REQUESTS]: [200, [incomingRequest()]] },
      maya(),
    );
    expect(await screen.findByText('Sync panel first')).toBeInTheDocument();
    unmount();
    renderSignedIn(
      <Where />,
      { [CONNECTION]: [200, []], [REQUESTS]: [200, [incomingRequest({ status: 'approved' })]] },
      maya(),
    );
    expect(await screen.findByText('Sync panel last')).toBeInTheDocument();
  });

  it('badges his request while it waits for her answer, and once declined', async () => {
    const { unmount } = renderSignedIn(<SyncPanel />, {
      [REQUESTS]: [200, [outgoingRequest()]],
      [CONNECTION]: [200, []],
    });
    const region = await screen.findByRole('region', { name: 'Partner sync' });
    expect(await within(region).findByText('Waiting for an answer')).toBeInTheDocument();
    unmount();
    renderSignedIn(<SyncPanel />, {
      [REQUESTS]: [200, [outgoingRequest({ status: 'rejected' })]],
      [CONNECTION]: [200, []],
    });
    expect(await screen.findByText('Declined')).toBeInTheDocument();
  });

  it('badges the requests waiting for her answer, and nothing once synced', async () => {
    const { unmount } = renderSignedIn(
      <SyncPanel />,
      { [REQUESTS]: [200, [incomingRequest()]], [CONNECTION]: [200, []] },
      maya(),
    );
    const region = await screen.findByRole('region', { name: 'Partner sync' });
    expect(await within(region).findByText('Partner request')).toBeInTheDocument();
    unmount();
    renderSignedIn(<SyncPanel />, { [REQUESTS]: [200, []], [CONNECTION]: [200, [aConnection()]] });
    await screen.findByRole('button', { name: 'Remove sync' });
    expect(screen.queryByText('Waiting for an answer')).toBeNull();
    expect(screen.queryByText('Declined')).toBeNull();
  });

  it('names her badge with what it shows: the count on a phone, the words wider', async () => {
    renderSignedIn(<PendingRequestsBadge />, { [REQUESTS]: [200, [incomingRequest()]] }, maya());
    const badge = await screen.findByRole('link', { name: '1 partner request waiting for your answer' });
    expect(badge).toHaveTextContent('1Partner request');
    expect(badge).toHaveAttribute('href', '#partner-sync');
  });
});
