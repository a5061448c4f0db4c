import type { ChatAction, ChatMessage } from '@bloom/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, serveFetch } from '@/testing/render.tsx';
import { CallCard } from './call-card.tsx';
import { ChatPage } from './chat-page.tsx';

// Issue 29: the urgent card's buttons are real tel: and sms: links with plain names and big
// tap targets, from the actions the server sends with the reply and with her history.

const CRISIS_REPLY = [
  '📞 Call or text 988 now, or call 911 if you might act on these thoughts',
  'I’m really glad you told me.',
  'You can call or text **988**, the Suicide & Crisis Lifeline.',
].join('\n\n');

const ACTIONS: ChatAction[] = [
  { kind: 'call-988', label: 'Call 988', href: 'tel:988' },
  { kind: 'text-988', label: 'Text 988', href: 'sms:988' },
  { kind: 'call-911', label: 'Call 911', href: 'tel:911' },
  { kind: 'call-provider', label: 'Call my provider', href: 'tel:+15550102030' },
];

afterEach(() => {
  vi.unstubAllGlobals();
});

function reduceMotion() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('the call card’s buttons', () => {
  it('renders each action as a link with its name and href, 988 grouped under its caption', () => {
    render(<CallCard text={CRISIS_REPLY} when="now" idPrefix="m1" actions={ACTIONS} />);
    const crisis = screen.getByRole('group', { name: 'Call or text 988, the Suicide & Crisis Lifeline' });
    expect(within(crisis).getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    expect(within(crisis).getByRole('link', { name: 'Text 988' })).toHaveAttribute('href', 'sms:988');
    expect(screen.getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
    expect(screen.getByRole('link', { name: 'Call my provider' })).toHaveAttribute('href', 'tel:+15550102030');
    // Big tap targets: every button is at least 48px tall.
    for (const link of screen.getAllByRole('link')) expect(link.className).toMatch(/\bmin-h-12\b/);
  });

  it('shows only "Call 911" when that is all the server sends, and no buttons without actions', () => {
    const { unmount } = render(
      <CallCard text="📞 Call 911 or your provider now" when="now" idPrefix="m1" actions={[ACTIONS[2]!]} />,
    );
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Call 911']);
    expect(screen.queryByRole('group')).toBeNull();
    unmount();
    render(<CallCard text="📞 Call 911 or your provider now" when="now" idPrefix="m1" />);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('drops any action whose link is not a phone number', () => {
    const bad: ChatAction = { kind: 'call-provider', label: 'Call my provider', href: 'javascript:alert(1)' };
    render(<CallCard text="📞 Call 911 or your provider now" when="now" idPrefix="m1" actions={[ACTIONS[2]!, bad]} />);
    expect(screen.queryByRole('link', { name: 'Call my provider' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Call 911' })).toBeInTheDocument();
  });

  it('shows the buttons of a reply as soon as it arrives in the chat', async () => {
    reduceMotion();
    const store: ChatMessage[] = [];
    const calls: ReturnType<typeof serveFetch> = serveFetch({
      'GET /api/chat/messages': () => Promise.resolve([200, [...store]]),
      'POST /api/chat/messages': () => {
        const body = calls.at(-1)!.body as { message: string; isFromUser: boolean };
        // As the server does, the saved card is listed again with its buttons.
        const message: ChatMessage = {
          id: `s${store.length + 1}`,
          ...body,
          timestamp: new Date().toISOString(),
          ...(body.message.startsWith('📞') ? { actions: ACTIONS } : {}),
        };
        store.push(message);
        return Promise.resolve([201, message]);
      },
      'POST /api/chat/text': [200, { reply: CRISIS_REPLY, actions: ACTIONS }],
    });
    renderWithApp(<ChatPage />, { path: '/chat' });
    await screen.findByText('What questions can I help you with today?');
    await userEvent.type(screen.getByRole('textbox', { name: 'Message BLOOM' }), 'cant go on anymore{Enter}');
    const link = await screen.findByRole('link', { name: 'Call 988' });
    expect(link).toHaveAttribute('href', 'tel:988');
    expect(screen.getByRole('link', { name: 'Text 988' })).toHaveAttribute('href', 'sms:988');
    expect(screen.getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST' && c.path === '/api/chat/messages')).toHaveLength(2),
    );
    expect(await screen.findByRole('link', { name: 'Call my provider' })).toHaveAttribute('href', 'tel:+15550102030');
  });

  it('shows the buttons of a card read back from her history', async () => {
    serveFetch({
      'GET /api/chat/messages': [
        200,
        [
          { id: 'm1', message: 'my water broke', isFromUser: true, timestamp: '2026-05-04T14:05:00.000Z' },
          {
            id: 'm2',
            message: '📞 Call 911 or your provider now\n\nWhat you describe can be an urgent maternal warning sign.',
            isFromUser: false,
            timestamp: '2026-05-04T14:05:01.000Z',
            actions: [ACTIONS[2], ACTIONS[3]],
          },
        ],
      ],
    });
    renderWithApp(<ChatPage />, { path: '/chat' });
    expect(await screen.findByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
    expect(screen.getByRole('link', { name: 'Call my provider' })).toHaveAttribute('href', 'tel:+15550102030');
  });
});
