import { EVENT_TYPE_LABELS, EVENT_TYPES, UNKNOWN_USER } from '@bloom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, serveFetch } from '@/testing/render.tsx';
import { anEvent, aPage } from '../testing/fixtures.ts';
import { EventsTab } from './events-tab.tsx';

const FIRST_PAGE = '/api/admin/events?page=1&pageSize=100';
const table = async () => within(await screen.findByRole('table', { name: 'Events, newest first' }));

describe('EventsTab (All User Data)', () => {
  it("shows each event's type label and category from the spec, with who and what", async () => {
    const events = EVENT_TYPES.map((type) => anEvent({ type, details: `details of ${type}` }));
    serveFetch({ [`GET ${FIRST_PAGE}`]: [200, aPage(events)] });
    renderWithApp(<EventsTab onClearUser={() => undefined} />);
    const rows = (await table()).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(2, 5)
          .map((c) => c.textContent),
      ),
    ).toEqual(
      EVENT_TYPES.map((type) => [
        EVENT_TYPE_LABELS[type].label,
        EVENT_TYPE_LABELS[type].category,
        `details of ${type}`,
      ]),
    );
    expect(within(rows[0]!).getAllByRole('cell')[1]).toHaveTextContent('Ana Rivera');
  });

  it('shows the details as they were recorded, marked so that no translator rewrites them', async () => {
    serveFetch({ [`GET ${FIRST_PAGE}`]: [200, aPage([anEvent({ details: 'User: Which foods should I avoid?' })])] });
    renderWithApp(<EventsTab onClearUser={() => undefined} />);
    const row = (await table()).getAllByRole('row')[1]!;
    expect(within(row).getByText('User: Which foods should I avoid?')).toHaveAttribute('translate', 'no');
    const card = within(screen.getByRole('list', { name: 'Events' })).getByText('User: Which foods should I avoid?');
    expect(card).toHaveAttribute('translate', 'no');
  });

  // The note and the pages follow the server's total, not the rows on screen, so a few rows stand
  // in for a full page of 100 (a hundred rows made these tests time out on a busy machine).
  it("notes 'Showing first 100 of N total events' when there are more than 100", async () => {
    const events = Array.from({ length: 3 }, () => anEvent());
    serveFetch({ [`GET ${FIRST_PAGE}`]: [200, aPage(events, { total: 250 })] });
    renderWithApp(<EventsTab onClearUser={() => undefined} />);
    expect(await screen.findByText('Showing first 100 of 250 total events')).toBeInTheDocument();
    // Every row the server sent is listed, under the header row.
    expect((await table()).getAllByRole('row')).toHaveLength(events.length + 1);
  });

  it('leaves the note out when every event fits', async () => {
    serveFetch({ [`GET ${FIRST_PAGE}`]: [200, aPage([anEvent()], { total: 1 })] });
    renderWithApp(<EventsTab onClearUser={() => undefined} />);
    await table();
    expect(screen.queryByText(/^Showing first/)).not.toBeInTheDocument();
  });

  it("opens the event's full record, field by field, with View", async () => {
    const user = userEvent.setup();
    const event = anEvent({ type: 'mood', details: 'Happy (energy 4/5)' });
    serveFetch({
      [`GET ${FIRST_PAGE}`]: [200, aPage([event])],
      [`GET /api/admin/events/mood/${event.id}`]: [
        200,
        { event, record: { mood: 'happy', energy: 4, tags: ['calm', 'rested'], notes: null } },
      ],
    });
    renderWithApp(<EventsTab onClearUser={() => undefined} />);
    await user.click((await table()).getByRole('button', { name: 'View Mood Log from Ana Rivera' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Mood Log' }));
    expect((await dialog.findByText('Mood')).nextElementSibling).toHaveTextContent('happy');
    expect(dialog.getByText('Energy').nextElementSibling).toHaveTextContent('4');
    expect(dialog.getByText('Tags').nextElementSibling).toHaveTextContent('calm, rested');
    expect(dialog.getByText('Notes').nextElementSibling).toHaveTextContent('—');
  });

  it('asks for one event type with the type filter', async () => {
    const user = userEvent.setup();
    const calls = serveFetch({
      [`GET ${FIRST_PAGE}`]: [200, aPage([anEvent()])],
      'GET /api/admin/events?page=1&pageSize=100&type=chat_message': [200, aPage([])],
    });
    renderWithApp(<EventsTab onClearUser={() => undefined} />);
    await table();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Event type' }), 'Chat Message');
    expect(await screen.findByText('No events match these filters')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toContain('/api/admin/events?page=1&pageSize=100&type=chat_message');
  });

  it('lists the kick counter among the types and asks for its sessions alone', async () => {
    const user = userEvent.setup();
    const session = anEvent({ type: 'kick_session', details: '12 movements · 10 in 23 min' });
    const calls = serveFetch({
      [`GET ${FIRST_PAGE}`]: [200, aPage([anEvent()])],
      'GET /api/admin/events?page=1&pageSize=100&type=kick_session': [200, aPage([session])],
    });
    renderWithApp(<EventsTab onClearUser={() => undefined} />);
    await table();
    const filter = screen.getByRole('combobox', { name: 'Event type' });
    expect(within(filter).getByRole('option', { name: 'Kick Count' })).toHaveValue('kick_session');
    await user.selectOptions(filter, 'Kick Count');
    const row = await waitFor(() => {
      const [, first] = screen.getAllByRole('row');
      expect(first).toHaveTextContent('12 movements · 10 in 23 min');
      return first!;
    });
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(2, 4)
        .map((c) => c.textContent),
    ).toEqual(['Kick Count', 'Health']);
    expect(calls.map((c) => c.path)).toContain('/api/admin/events?page=1&pageSize=100&type=kick_session');
  });

  it("shows only the chosen person's events until 'Show all users'", async () => {
    const user = userEvent.setup();
    const onClearUser = vi.fn();
    const calls = serveFetch({
      'GET /api/admin/events?page=1&pageSize=100&userId=u2': [
        200,
        aPage([anEvent({ userId: 'u2', userName: 'Bea Rivera' })]),
      ],
    });
    renderWithApp(<EventsTab userId="u2" userName="Bea Rivera" onClearUser={onClearUser} />);
    await table();
    expect(screen.getByText('Bea Rivera', { selector: 'span.font-semibold' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all users' }));
    expect(onClearUser).toHaveBeenCalled();
    expect(calls.map((c) => c.path)).toEqual(['/api/admin/events?page=1&pageSize=100&userId=u2']);
  });

  it('shows an event of a removed account as Unknown User, and one card per event on a phone', async () => {
    serveFetch({ [`GET ${FIRST_PAGE}`]: [200, aPage([anEvent({ userName: UNKNOWN_USER }), anEvent()])] });
    renderWithApp(<EventsTab onClearUser={() => undefined} />);
    const list = await screen.findByRole('list', { name: 'Events' });
    expect(list).toHaveClass('md:hidden');
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent(UNKNOWN_USER);
    expect(
      within(cards[0]!).getByRole('button', { name: `View Symptom Log from ${UNKNOWN_USER}` }),
    ).toBeInTheDocument();
  });

  it('says there are no events yet', async () => {
    serveFetch({ [`GET ${FIRST_PAGE}`]: [200, aPage([])] });
    renderWithApp(<EventsTab onClearUser={() => undefined} />);
    expect(await screen.findByText('No events yet')).toBeInTheDocument();
  });

  it('pages on to the next 100 from the server', async () => {
    const user = userEvent.setup();
    const calls = serveFetch({
      [`GET ${FIRST_PAGE}`]: [
        200,
        aPage(
          Array.from({ length: 3 }, () => anEvent()),
          { total: 102 },
        ),
      ],
      'GET /api/admin/events?page=2&pageSize=100': [
        200,
        aPage(
          Array.from({ length: 2 }, () => anEvent()),
          { total: 102, page: 2 },
        ),
      ],
    });
    renderWithApp(<EventsTab onClearUser={() => undefined} />);
    await user.click(
      within(await screen.findByRole('navigation', { name: 'Events pages' })).getByRole('button', { name: 'Next' }),
    );
    expect(await screen.findByText('Showing events 101–102 of 102 total events')).toBeInTheDocument();
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/api/admin/events?page=2&pageSize=100'));
  });
});
