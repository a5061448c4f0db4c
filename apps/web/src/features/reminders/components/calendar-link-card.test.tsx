import {
  CALENDAR_LINK_COPIED_TITLE,
  CALENDAR_LINK_MADE_TITLE,
  CALENDAR_LINK_NONE_MESSAGE,
  CALENDAR_LINK_SHOWN_ONCE_MESSAGE,
  CALENDAR_LINK_STOPPED_TITLE,
  REMINDER_SETTINGS_SAVED_TITLE,
  type ReminderSettings,
} from '@bloom/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster.tsx';
import { useAuth } from '@/lib/auth/auth-context.tsx';
import { testProfile } from '@/testing/profile.ts';
import { renderWithApp, serveFetch } from '@/testing/render.tsx';
import { CalendarLinkCard } from './calendar-link-card.tsx';

const URL_1 = 'https://bloom.example/api/calendar/feed/first-secret.ics';
const URL_2 = 'https://bloom.example/api/calendar/feed/second-secret.ics';

function SignedIn() {
  return useAuth().state.status === 'signed-in' ? (
    <>
      <CalendarLinkCard />
      <Toaster />
    </>
  ) : null;
}

function renderCard(initial: Partial<ReminderSettings> = {}) {
  localStorage.setItem('authToken', 'token-1');
  let settings: ReminderSettings = {
    calendarLinkCreatedAt: null,
    emailDayBefore: false,
    showDetails: false,
    ...initial,
  };
  const links = [URL_1, URL_2];
  const calls = serveFetch({
    'GET /api/user/profile': [200, testProfile()],
    'GET /api/reminders/settings': async () => [200, settings],
    'POST /api/reminders/calendar-link': async () => {
      settings = { ...settings, calendarLinkCreatedAt: '2026-11-20T10:00:00.000Z' };
      return [201, { url: links.shift(), createdAt: settings.calendarLinkCreatedAt }];
    },
    'DELETE /api/reminders/calendar-link': async () => {
      settings = { ...settings, calendarLinkCreatedAt: null };
      return [200, { message: 'Calendar link turned off' }];
    },
    'PATCH /api/reminders/settings': async () => {
      const body = calls.at(-1)!.body as Partial<ReminderSettings>;
      settings = { ...settings, ...body };
      return [200, settings];
    },
  });
  return { calls, ...renderWithApp(<SignedIn />, { path: '/profile' }) };
}

describe('CalendarLinkCard', () => {
  it('makes a link, shows it once with Copy link, and copies it', async () => {
    // user-event puts its own clipboard on navigator; the link is read back from it.
    const user = userEvent.setup();
    renderCard();
    expect(await screen.findByText(CALENDAR_LINK_NONE_MESSAGE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Make a calendar link' }));
    const link = await screen.findByLabelText('Your private calendar link');
    expect(link).toHaveValue(URL_1);
    expect(screen.getByText(CALENDAR_LINK_SHOWN_ONCE_MESSAGE)).toBeInTheDocument();
    expect(await screen.findByText(CALENDAR_LINK_MADE_TITLE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(URL_1);
    expect(await screen.findByText(CALENDAR_LINK_COPIED_TITLE)).toBeInTheDocument();
  });

  it('makes a new link that replaces the old one, and turns the link off', async () => {
    const user = userEvent.setup();
    const { calls } = renderCard({ calendarLinkCreatedAt: '2026-11-01T09:00:00.000Z' });
    // An active link is never shown again: only when it was made.
    expect(await screen.findByText(/A private calendar link is active \(made Nov 1, 2026/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Your private calendar link')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Make a new link' }));
    expect(await screen.findByLabelText('Your private calendar link')).toHaveValue(URL_1);
    await user.click(screen.getByRole('button', { name: 'Make a new link' }));
    await waitFor(() => expect(screen.getByLabelText('Your private calendar link')).toHaveValue(URL_2));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Turn off the link' }));
    expect(await screen.findByText(CALENDAR_LINK_STOPPED_TITLE)).toBeInTheDocument();
    expect(screen.queryByLabelText('Your private calendar link')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Make a calendar link' })).toBeInTheDocument();
  });

  it('has e-mail reminders off by default and turns them on', async () => {
    const user = userEvent.setup();
    const { calls } = renderCard();
    const email = await screen.findByRole('checkbox', { name: /E-mail me the day before an appointment/ });
    const details = screen.getByRole('checkbox', { name: /Show details in my calendar and e-mails/ });
    expect(email).not.toBeChecked();
    expect(details).not.toBeChecked();
    await user.click(email);
    await waitFor(() => expect(email).toBeChecked());
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({ emailDayBefore: true });
    expect(await screen.findByText(REMINDER_SETTINGS_SAVED_TITLE)).toBeInTheDocument();
  });
});
