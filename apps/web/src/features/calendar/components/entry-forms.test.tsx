import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anEntry, deferred, openAddForms, renderCalendar } from '../testing/render-calendar.tsx';

describe('adding and editing calendar entries', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 22, 12, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("keeps the add forms closed behind an 'Add entry' button that opens and closes them", async () => {
    const user = userEvent.setup();
    await renderCalendar();
    const button = await screen.findByRole('button', { name: 'Add entry' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('form', { name: 'Add entry' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const forms = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(
      within(forms)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Entry', 'Food', 'Activity']);
    expect(within(forms).getByRole('form', { name: 'Add entry' })).toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('form', { name: 'Add entry' })).not.toBeInTheDocument();
  });

  it('enables Add only once a title is typed, then adds the entry to the selected day', async () => {
    const user = userEvent.setup();
    const answer = deferred<[number, unknown]>();
    const { calls, entries } = await renderCalendar({ routes: { 'POST /api/calendar/entries': () => answer.promise } });
    const form = await openAddForms(user);
    const add = within(form).getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();
    await user.type(within(form).getByLabelText('Title'), '   ');
    expect(add).toBeDisabled();

    await user.clear(within(form).getByLabelText('Title'));
    await user.type(within(form).getByLabelText('Title'), 'Hospital tour');
    await user.selectOptions(within(form).getByLabelText('Type'), 'event');
    await user.type(within(form).getByLabelText('Time (optional)'), '15:45');
    expect(add).toBeEnabled();
    await user.click(add);

    expect(await within(form).findByRole('button', { name: 'Adding...' })).toBeDisabled();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      type: 'event',
      title: 'Hospital tour',
      time: '15:45',
      description: null,
      category: null,
      date: '2026-11-22',
    });
    const created = anEntry({ type: 'event', title: 'Hospital tour', time: '15:45' });
    entries.push(created);
    answer.resolve([201, created]);

    expect(await screen.findByText('Entry added')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'November 22, today, 1 entry' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Entries for November 22' })).getByText('Hospital tour'),
    ).toBeVisible();
    expect(within(form).getByLabelText('Title')).toHaveValue('');
  });

  it("shows 'Failed to add entry' and keeps what was typed when the server refuses", async () => {
    const user = userEvent.setup();
    await renderCalendar({ routes: { 'POST /api/calendar/entries': [500, { message: 'boom' }] } });
    const form = await openAddForms(user);
    await user.type(within(form).getByLabelText('Title'), 'Birth plan');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Failed to add entry')).toBeInTheDocument();
    expect(within(form).getByLabelText('Title')).toHaveValue('Birth plan');
  });

  it('edits title and description inline and saves them', async () => {
    const user = userEvent.setup();
    const entry = anEntry({ title: 'Scan', description: 'Room 4' });
    const { calls, entries } = await renderCalendar({
      entries: [entry],
      routes: {
        [`PATCH /api/calendar/entries/${entry.id}`]: async () => {
          entries[0] = { ...entry, title: 'Anatomy scan', description: 'Room 5' };
          return [200, entries[0]];
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Scan' }));
    const form = screen.getByRole('form', { name: 'Edit Scan' });
    expect(within(form).getByLabelText('Title')).toHaveFocus();
    await user.clear(within(form).getByLabelText('Title'));
    await user.type(within(form).getByLabelText('Title'), 'Anatomy scan');
    await user.clear(within(form).getByLabelText('Description (optional)'));
    await user.type(within(form).getByLabelText('Description (optional)'), 'Room 5');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Entry updated')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ title: 'Anatomy scan', description: 'Room 5' });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit Scan' })).not.toBeInTheDocument());
    expect(await screen.findByText('Anatomy scan')).toBeInTheDocument();
    expect(screen.getByText('Room 5')).toBeInTheDocument();
  });

  it('cancels an inline edit without saving and returns focus to Edit', async () => {
    const user = userEvent.setup();
    const { calls } = await renderCalendar({ entries: [anEntry({ title: 'Scan', description: 'Room 4' })] });
    await user.click(await screen.findByRole('button', { name: 'Edit Scan' }));
    const form = screen.getByRole('form', { name: 'Edit Scan' });
    await user.clear(within(form).getByLabelText('Title'));
    await user.type(within(form).getByLabelText('Title'), 'Changed my mind');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('form', { name: 'Edit Scan' })).not.toBeInTheDocument();
    expect(screen.getByText('Scan')).toBeInTheDocument();
    expect(screen.getByText('Room 4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Scan' })).toHaveFocus();
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([]);
  });

  it("refuses a blank title in the inline edit, and shows 'Failed to update entry' on a failure", async () => {
    const user = userEvent.setup();
    const entry = anEntry({ title: 'Scan' });
    const { calls } = await renderCalendar({
      entries: [entry],
      routes: { [`PATCH /api/calendar/entries/${entry.id}`]: [500, { message: 'boom' }] },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Scan' }));
    const form = screen.getByRole('form', { name: 'Edit Scan' });
    await user.clear(within(form).getByLabelText('Title'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Title is required');
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([]);

    await user.type(within(form).getByLabelText('Title'), 'Scan at 9');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update entry')).toBeInTheDocument();
    expect(within(form).getByLabelText('Title')).toHaveValue('Scan at 9');
  });

  it('deletes an entry after a confirmation', async () => {
    const user = userEvent.setup();
    const entry = anEntry({ title: 'Old note' });
    const { calls, entries } = await renderCalendar({
      entries: [entry],
      routes: {
        [`DELETE /api/calendar/entries/${entry.id}`]: async () => {
          entries.length = 0;
          return [200, { message: 'Entry deleted' }];
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Old note' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    await user.click(
      within(screen.getByRole('group', { name: 'Confirm delete' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Entry deleted')).toBeInTheDocument();
    expect(await screen.findByText('No entries for this day yet.')).toBeInTheDocument();
  });
});
