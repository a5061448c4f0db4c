import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster.tsx';
import { renderWithApp, serveFetch } from '@/testing/render.tsx';
import { anAppointment } from '../testing/fixtures.ts';
import { UpcomingAppointmentsCard } from './upcoming-appointments-card.tsx';

function renderCard(routes: Parameters<typeof serveFetch>[0]) {
  const calls = serveFetch(routes);
  renderWithApp(
    <>
      <UpcomingAppointmentsCard />
      <Toaster />
    </>,
  );
  return calls;
}

describe('UpcomingAppointmentsCard', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the empty state with its hint', async () => {
    renderCard({ 'GET /api/appointments': [200, []] });
    expect(await screen.findByText('No upcoming appointments')).toBeInTheDocument();
    expect(screen.getByText('Schedule your next appointment below')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schedule New Appointment' })).toBeInTheDocument();
  });

  it('shows up to 3 future scheduled appointments in the order returned', async () => {
    renderCard({
      'GET /api/appointments': [
        200,
        [
          anAppointment({ title: 'Past', dateTime: '2026-11-01T15:00:00.000Z' }),
          anAppointment({ title: 'Cancelled', status: 'cancelled', dateTime: '2026-12-02T15:00:00.000Z' }),
          anAppointment({ title: 'First', dateTime: '2026-12-01T15:00:00.000Z', location: 'Suite 300' }),
          anAppointment({ title: 'Second', providerName: null, providerId: null }),
          anAppointment({ title: 'Third' }),
          anAppointment({ title: 'Fourth' }),
        ],
      ],
    });
    const section = await screen.findByRole('region', { name: 'Upcoming Appointments' });
    expect(section).toHaveAttribute('id', 'appointments');
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((li) => li.querySelector('p:nth-child(2)')?.textContent)).toEqual(['First', 'Second', 'Third']);
    expect(items[0]).toHaveTextContent('Dr. Marigold Thistlewood');
    expect(items[0]).toHaveTextContent('Suite 300');
    expect(items[0]).toHaveTextContent(/Dec 1, 2026, \d{1,2}:00 (AM|PM)/);
    expect(items[1]).toHaveTextContent('Unknown Provider');
  });

  it("marks a sample-directory provider with a 'Sample' badge, and her own provider without one", async () => {
    renderCard({
      'GET /api/appointments': [
        200,
        [
          anAppointment({ title: 'Sample visit' }),
          anAppointment({ title: 'Real visit', providerName: 'Dr. Jane Real', providerIsSample: false }),
        ],
      ],
    });
    const section = await screen.findByRole('region', { name: 'Upcoming Appointments' });
    const [sample, real] = await within(section).findAllByRole('listitem');
    expect(within(sample!).getByText('Sample')).toBeInTheDocument();
    expect(within(real!).getByText('Dr. Jane Real')).toBeInTheDocument();
    expect(within(real!).queryByText('Sample')).not.toBeInTheDocument();
  });

  it('shows past and cancelled appointments in their own tabs under Manage, without a cancel action', async () => {
    const user = userEvent.setup();
    renderCard({
      'GET /api/appointments': [
        200,
        [
          anAppointment({ title: 'Older scan', dateTime: '2026-10-01T15:00:00.000Z' }),
          anAppointment({ title: 'Called off', status: 'cancelled', dateTime: '2026-10-15T15:00:00.000Z' }),
          anAppointment({ title: 'Recent checkup', dateTime: '2026-11-20T15:00:00.000Z' }),
          anAppointment({ title: 'Next checkup', dateTime: '2026-12-01T15:00:00.000Z' }),
          anAppointment({ title: 'Moved', status: 'cancelled', dateTime: '2026-12-05T15:00:00.000Z' }),
        ],
      ],
    });
    await screen.findByText('Next checkup');
    await user.click(screen.getByRole('button', { name: 'Manage' }));
    const dialog = screen.getByRole('dialog', { name: 'Manage Appointments' });
    const titles = () =>
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('p:nth-child(2)')?.textContent);

    expect(within(dialog).getByRole('tab', { name: 'Upcoming (1)' })).toHaveAttribute('aria-selected', 'true');
    expect(titles()).toEqual(['Next checkup']);

    await user.click(within(dialog).getByRole('tab', { name: 'Past (2)' }));
    expect(titles()).toEqual(['Recent checkup', 'Older scan']);
    expect(within(dialog).queryByRole('button', { name: /^Cancel / })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('tab', { name: 'Cancelled (2)' }));
    expect(titles()).toEqual(['Moved', 'Called off']);
    expect(within(dialog).queryByRole('button', { name: /^Cancel / })).not.toBeInTheDocument();
  });

  it('says so in each empty tab', async () => {
    const user = userEvent.setup();
    renderCard({ 'GET /api/appointments': [200, []] });
    await screen.findByText('No upcoming appointments');
    await user.click(screen.getByRole('button', { name: 'Manage' }));
    const dialog = screen.getByRole('dialog', { name: 'Manage Appointments' });
    expect(within(dialog).getByText('No upcoming appointments')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('tab', { name: 'Past (0)' }));
    expect(within(dialog).getByText('No past appointments')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('tab', { name: 'Cancelled (0)' }));
    expect(within(dialog).getByText('No cancelled appointments')).toBeInTheDocument();
  });

  it('lists every upcoming appointment under Manage and cancels one after a confirmation', async () => {
    const user = userEvent.setup();
    const list = [anAppointment({ title: 'Scan' }), ...['A', 'B', 'C'].map((title) => anAppointment({ title }))];
    const scan = list[0]!;
    const calls = renderCard({
      'GET /api/appointments': async () => [200, list],
      [`PATCH /api/appointments/${scan.id}/cancel`]: async () => {
        list[0] = { ...scan, status: 'cancelled' };
        return [200, list[0]];
      },
    });
    await screen.findByText('Scan');
    await user.click(screen.getByRole('button', { name: 'Manage' }));
    const dialog = screen.getByRole('dialog', { name: 'Manage Appointments' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(4);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel Scan' }));
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));

    expect(await screen.findByText('Appointment cancelled')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1);
    await vi.waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(3));
    expect(within(dialog).queryByText('Scan')).not.toBeInTheDocument();
    // It is now under Cancelled.
    await user.click(within(dialog).getByRole('tab', { name: 'Cancelled (1)' }));
    expect(within(dialog).getByText('Scan')).toBeInTheDocument();
  });

  it('keeps an appointment when the cancellation is called off', async () => {
    const user = userEvent.setup();
    const calls = renderCard({ 'GET /api/appointments': [200, [anAppointment({ title: 'Scan' })]] });
    await screen.findByText('Scan');
    await user.click(screen.getByRole('button', { name: 'Manage' }));
    const dialog = screen.getByRole('dialog', { name: 'Manage Appointments' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Scan' }));
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(within(dialog).getByRole('button', { name: 'Cancel Scan' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([]);
  });
});
