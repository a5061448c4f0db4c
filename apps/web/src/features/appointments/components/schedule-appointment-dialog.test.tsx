import type { Appointment } from '@bloom/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster.tsx';
import { renderWithApp, serveFetch } from '../../../testing/render.tsx';
import { anAppointment, aProvider, deferred } from '../testing/fixtures.ts';
import { UpcomingAppointmentsCard } from './upcoming-appointments-card.tsx';

const PROVIDERS = [
  aProvider(),
  aProvider({ id: 'demo-provider-02', name: 'Juniper Meadowlark, CNM', specialty: 'Certified Nurse Midwife' }),
];

function renderCard(post: () => Promise<[number, unknown]>, stored: Appointment[] = []) {
  const calls = serveFetch({
    'GET /api/appointments': async () => [200, stored],
    'GET /api/providers': [200, PROVIDERS],
    'POST /api/appointments': post,
  });
  renderWithApp(
    <>
      <UpcomingAppointmentsCard />
      <Toaster />
    </>,
  );
  return calls;
}

type User = ReturnType<typeof userEvent.setup>;

async function openDialog(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Schedule New Appointment' }));
  const dialog = screen.getByRole('dialog', { name: 'Schedule New Appointment' });
  // The provider list loads when the dialog opens.
  await within(dialog).findByRole('option', { name: 'Juniper Meadowlark, CNM – Certified Nurse Midwife' });
  return dialog;
}

async function fillIn(user: User, dialog: HTMLElement) {
  await user.selectOptions(within(dialog).getByLabelText('Provider'), 'demo-provider-02');
  await user.type(within(dialog).getByLabelText('Title'), 'Birth plan talk');
  await user.selectOptions(within(dialog).getByLabelText('Type'), 'Consultation');
  await user.type(within(dialog).getByLabelText('Date and time'), '2026-12-03T10:30');
  await user.type(within(dialog).getByLabelText('Location (optional)'), 'Lantern Birth Collective');
}

describe('ScheduleAppointmentDialog', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows every required-field message and sends nothing', async () => {
    const user = userEvent.setup();
    const calls = renderCard(async () => [201, anAppointment()]);
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    const messages = (await within(dialog).findAllByRole('alert')).map((a) => a.textContent);
    expect(messages).toEqual([
      'Provider is required',
      'Title is required',
      'Type is required',
      'Date and time is required',
    ]);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it("reads 'Scheduling...' while saving, then closes, resets, confirms and refetches", async () => {
    const user = userEvent.setup();
    const stored: Appointment[] = [];
    const answer = deferred<[number, unknown]>();
    const calls = renderCard(() => answer.promise, stored);
    expect(await screen.findByText('No upcoming appointments')).toBeInTheDocument();
    const dialog = await openDialog(user);
    await fillIn(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));

    expect(await within(dialog).findByRole('button', { name: 'Scheduling...' })).toBeDisabled();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      providerId: 'demo-provider-02',
      title: 'Birth plan talk',
      type: 'Consultation',
      dateTime: new Date('2026-12-03T10:30').toISOString(),
      location: 'Lantern Birth Collective',
      notes: null,
      status: 'scheduled',
    });

    const created = anAppointment({
      title: 'Birth plan talk',
      providerName: 'Juniper Meadowlark, CNM',
      dateTime: new Date('2026-12-03T10:30').toISOString(),
    });
    stored.push(created);
    answer.resolve([201, created]);

    expect(await screen.findByText('Appointment scheduled')).toBeInTheDocument();
    expect(screen.getByText('Your appointment has been successfully scheduled.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Schedule New Appointment' })).not.toBeInTheDocument();
    expect(await screen.findByText('Birth plan talk')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/appointments' && c.method === 'GET')).toHaveLength(2);

    const reopened = await openDialog(user);
    expect(within(reopened).getByLabelText('Title')).toHaveValue('');
    expect(within(reopened).getByLabelText('Provider')).toHaveValue('');
  });

  it('keeps what was typed and says so when scheduling fails', async () => {
    const user = userEvent.setup();
    renderCard(async () => [500, { message: 'boom' }]);
    const dialog = await openDialog(user);
    await fillIn(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));

    expect(await screen.findByText('Failed to schedule appointment. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Schedule New Appointment' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Birth plan talk');
    expect(within(dialog).getByLabelText('Provider')).toHaveValue('demo-provider-02');
    expect(within(dialog).getByRole('button', { name: 'Schedule' })).toBeEnabled();
  });
});
