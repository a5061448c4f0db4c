import {
  PARTNER_EMAIL_INVALID_MESSAGE,
  PARTNER_EMAIL_REQUIRED_MESSAGE,
  NOT_SYNCED_MESSAGE,
  SYNC_ALREADY_ANSWERED_MESSAGE,
  SYNC_APPROVED_TITLE,
  SYNC_DECLINED_TITLE,
  SYNC_REMOVAL_FAILED_TITLE,
  SYNC_REMOVED_TITLE,
  SYNC_REQUEST_FAILED_TITLE,
  SYNC_REQUEST_SENT_TITLE,
  SYNC_RESPONSE_FAILED_TITLE,
  SYNC_SELF_REQUEST_MESSAGE,
} from '@bloom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  aConnection,
  incomingRequest,
  maya,
  never,
  outgoingRequest,
  renderSignedIn,
  type Routes,
} from '../testing/fixtures.tsx';
import { SyncPanel } from './sync-panel.tsx';

const REQUESTS = 'GET /api/parent-sync/requests';
const CONNECTION = 'GET /api/parent-sync/connection';

const panel = () => screen.findByRole('region', { name: 'Partner sync' });
const countOf = (calls: { method: string; path: string }[], key: string) =>
  calls.filter((c) => `${c.method} ${c.path}` === key).length;

/** Answers from a list that a test can change, as the server's state changes. */
function changing<T>(...answers: T[]) {
  let index = 0;
  return {
    route: async (): Promise<[number, unknown]> => [200, answers[Math.min(index, answers.length - 1)]],
    next: () => {
      index += 1;
    },
  };
}

describe('Sync panel', () => {
  describe('loading and errors', () => {
    it('holds its place with a skeleton while loading', async () => {
      renderSignedIn(<SyncPanel />, { [REQUESTS]: never, [CONNECTION]: [200, []] });
      expect(await screen.findByText('Loading partner sync…')).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
      expect(screen.getByRole('region', { name: 'Partner sync' })).toHaveAttribute('id', 'partner-sync');
    });

    it('says it could not load, and tries again on request', async () => {
      let fail = true;
      const { calls } = renderSignedIn(<SyncPanel />, {
        [REQUESTS]: async () => (fail ? [500, { message: 'Something went wrong' }] : [200, []]),
        [CONNECTION]: [200, []],
      });
      const region = await panel();
      expect(await within(region).findByRole('alert')).toHaveTextContent('We could not load your partner sync.');
      fail = false;
      await userEvent.click(within(region).getByRole('button', { name: 'Try again' }));
      expect(await within(region).findByLabelText("Partner's email")).toBeInTheDocument();
      expect(countOf(calls, REQUESTS)).toBe(2);
    });
  });

  describe('a pregnant user', () => {
    it('is told what the panel is for while no request has come', async () => {
      renderSignedIn(<SyncPanel />, { [REQUESTS]: [200, []], [CONNECTION]: [200, []] }, maya());
      const region = await panel();
      expect(await within(region).findByText('No sync requests')).toBeInTheDocument();
      expect(within(region).queryByLabelText("Partner's email")).toBeNull();
    });

    it('approves a request: the request goes, the sync shows, a toast confirms', async () => {
      const requests = changing([incomingRequest()], []);
      const connections = changing(
        [],
        [aConnection({ isParent: true, partnerName: 'Sam Lee', partnerEmail: 'sam@example.com' })],
      );
      const { calls } = renderSignedIn(
        <SyncPanel />,
        {
          [REQUESTS]: requests.route,
          [CONNECTION]: connections.route,
          'POST /api/parent-sync/respond': async () => {
            requests.next();
            connections.next();
            return [200, incomingRequest({ status: 'approved' })];
          },
        },
        maya(),
      );
      const region = await panel();
      const list = await within(region).findByRole('region', { name: 'Sync requests' });
      expect(within(list).getByText('Sam Lee')).toBeInTheDocument();
      expect(within(list).getByText('sam@example.com')).toBeInTheDocument();
      await userEvent.click(within(list).getByRole('button', { name: 'Approve Sam Lee’s request' }));

      expect(await screen.findByText(SYNC_APPROVED_TITLE)).toBeInTheDocument();
      expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
        requestId: incomingRequest().id,
        status: 'approved',
      });
      const synced = await within(region).findByRole('region', { name: 'Synced with' });
      expect(within(synced).getByText('Sam Lee')).toBeInTheDocument();
      expect(within(synced).getByText('Mar 3, 2026')).toBeInTheDocument();
      expect(within(region).queryByRole('region', { name: 'Sync requests' })).toBeNull();
    });

    it('declines a request', async () => {
      const requests = changing([incomingRequest()], []);
      const { calls } = renderSignedIn(
        <SyncPanel />,
        {
          [REQUESTS]: requests.route,
          [CONNECTION]: [200, []],
          'POST /api/parent-sync/respond': async () => {
            requests.next();
            return [200, incomingRequest({ status: 'rejected' })];
          },
        },
        maya(),
      );
      const region = await panel();
      await userEvent.click(await within(region).findByRole('button', { name: 'Decline Sam Lee’s request' }));
      expect(await screen.findByText(SYNC_DECLINED_TITLE)).toBeInTheDocument();
      expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ status: 'rejected' });
      expect(await within(region).findByText('No sync requests')).toBeInTheDocument();
    });

    it('toasts “Response failed” with the server’s message', async () => {
      renderSignedIn(
        <SyncPanel />,
        {
          [REQUESTS]: [200, [incomingRequest()]],
          [CONNECTION]: [200, []],
          'POST /api/parent-sync/respond': [409, { message: SYNC_ALREADY_ANSWERED_MESSAGE, code: 'CONFLICT' }],
        },
        maya(),
      );
      const region = await panel();
      await userEvent.click(await within(region).findByRole('button', { name: 'Approve Sam Lee’s request' }));
      expect(await screen.findByText(SYNC_RESPONSE_FAILED_TITLE)).toBeInTheDocument();
      expect(screen.getByText(SYNC_ALREADY_ANSWERED_MESSAGE)).toBeInTheDocument();
    });
  });

  describe('a partner who is not pregnant', () => {
    it('asks for the e-mail before sending, with the contract’s messages', async () => {
      const { calls } = renderSignedIn(<SyncPanel />, { [REQUESTS]: [200, []], [CONNECTION]: [200, []] });
      const region = await panel();
      await userEvent.click(await within(region).findByRole('button', { name: 'Send request' }));
      expect(await within(region).findByText(PARTNER_EMAIL_REQUIRED_MESSAGE)).toHaveAttribute('role', 'alert');
      expect(within(region).getByLabelText("Partner's email")).toHaveAttribute('aria-invalid', 'true');
      await userEvent.type(within(region).getByLabelText("Partner's email"), 'not-an-email');
      await userEvent.click(within(region).getByRole('button', { name: 'Send request' }));
      expect(await within(region).findByText(PARTNER_EMAIL_INVALID_MESSAGE)).toBeInTheDocument();
      expect(calls.some((c) => c.method === 'POST')).toBe(false);
    });

    it('sends a request by e-mail, then shows it pending', async () => {
      const requests = changing([], [outgoingRequest()]);
      const { calls } = renderSignedIn(<SyncPanel />, {
        [REQUESTS]: requests.route,
        [CONNECTION]: [200, []],
        'POST /api/parent-sync/request': async () => {
          requests.next();
          return [201, outgoingRequest()];
        },
      });
      const region = await panel();
      await userEvent.type(await within(region).findByLabelText("Partner's email"), ' maya@example.com ');
      await userEvent.click(within(region).getByRole('button', { name: 'Send request' }));
      expect(await screen.findByText(SYNC_REQUEST_SENT_TITLE)).toBeInTheDocument();
      expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ partnerEmail: 'maya@example.com' });
      expect(await within(region).findByText('Request pending')).toBeInTheDocument();
      expect(within(region).getByLabelText("Partner's email")).toHaveValue('');
    });

    it('toasts “Request failed” with the server’s message, and marks the field the server names', async () => {
      renderSignedIn(<SyncPanel />, {
        [REQUESTS]: [200, []],
        [CONNECTION]: [200, []],
        'POST /api/parent-sync/request': [
          400,
          {
            message: SYNC_SELF_REQUEST_MESSAGE,
            code: 'VALIDATION_FAILED',
            fields: { partnerEmail: SYNC_SELF_REQUEST_MESSAGE },
          },
        ],
      });
      const region = await panel();
      await userEvent.type(await within(region).findByLabelText("Partner's email"), 'sam@example.com');
      await userEvent.click(within(region).getByRole('button', { name: 'Send request' }));
      expect(await screen.findByText(SYNC_REQUEST_FAILED_TITLE)).toBeInTheDocument();
      expect(within(region).getByRole('alert')).toHaveTextContent(SYNC_SELF_REQUEST_MESSAGE);
    });

    it('while her request waits, asks again every 5 s so an approval shows without a reload', async () => {
      const { queryClient } = renderSignedIn(<SyncPanel />, {
        [REQUESTS]: [200, [outgoingRequest()]],
        [CONNECTION]: [200, []],
      });
      expect(await within(await panel()).findByText('Request pending')).toBeInTheDocument();
      for (const key of ['/api/parent-sync/connection', '/api/parent-sync/requests']) {
        const observers = queryClient.getQueryCache().find({ queryKey: [key] })!.observers;
        expect(observers.map((o) => o.options.refetchInterval)).toContain(5000);
      }
    });

    it('says when the last request was declined, and still offers the form', async () => {
      renderSignedIn(<SyncPanel />, {
        [REQUESTS]: [200, [outgoingRequest({ status: 'rejected' })]],
        [CONNECTION]: [200, []],
      });
      const region = await panel();
      expect(await within(region).findByText('Your last request was declined')).toBeInTheDocument();
      expect(within(region).getByLabelText("Partner's email")).toBeInTheDocument();
    });

    it('shows the sync with her name, e-mail and date, and removes it after a confirmation', async () => {
      const connections = changing([aConnection()], []);
      const routes: Routes = {
        [REQUESTS]: [200, []],
        [CONNECTION]: connections.route,
        'DELETE /api/parent-sync/connection?partnerId=u-maya': async () => {
          connections.next();
          return [200, { message: 'Sync removed' }];
        },
      };
      const { calls } = renderSignedIn(<SyncPanel />, routes);
      const region = await panel();
      expect(await within(region).findByText('Maya Lopez')).toBeInTheDocument();
      expect(within(region).getByText('maya@example.com')).toBeInTheDocument();
      expect(within(region).getByText('Mar 3, 2026')).toBeInTheDocument();
      expect(within(region).queryByLabelText("Partner's email")).toBeNull();

      await userEvent.click(within(region).getByRole('button', { name: 'Remove sync' }));
      const dialog = await screen.findByRole('dialog', { name: 'Remove this sync?' });
      expect(within(dialog).getByText(/stop seeing Maya Lopez’s updates/)).toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Remove sync' }));

      expect(await screen.findByText(SYNC_REMOVED_TITLE)).toBeInTheDocument();
      expect(countOf(calls, 'DELETE /api/parent-sync/connection?partnerId=u-maya')).toBe(1);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(await within(region).findByLabelText("Partner's email")).toBeInTheDocument();
    });

    it('toasts “Removal failed” with the server’s message and keeps the sync', async () => {
      renderSignedIn(<SyncPanel />, {
        [REQUESTS]: [200, []],
        [CONNECTION]: [200, [aConnection()]],
        'DELETE /api/parent-sync/connection?partnerId=u-maya': [
          404,
          { message: NOT_SYNCED_MESSAGE, code: 'NOT_FOUND' },
        ],
      });
      const region = await panel();
      await userEvent.click(await within(region).findByRole('button', { name: 'Remove sync' }));
      const dialog = await screen.findByRole('dialog', { name: 'Remove this sync?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Remove sync' }));
      expect(await screen.findByText(SYNC_REMOVAL_FAILED_TITLE)).toBeInTheDocument();
      expect(screen.getByText(NOT_SYNCED_MESSAGE)).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Remove sync' })).toBeEnabled();
    });
  });
});
