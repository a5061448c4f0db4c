import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster.tsx';
import { renderWithApp, serveFetch } from '@/testing/render.tsx';
import { anAppointment, aProvider, deferred } from '../testing/fixtures.ts';
import { DATE_TIME_PAST_MESSAGE, SAMPLE_BOOKED_MESSAGE } from '@bloom/contract';
import { BookAppointmentDialog } from './book-appointment-dialog.tsx';

const PROVIDER = aProvider({ id: 'npi-0100000013' });

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      {open ? <BookAppointmentDialog provider={PROVIDER} open onOpenChange={setOpen} /> : <p>closed</p>}
      <Toaster />
    </>
  );
}

function renderDialog(post: () => Promise<[number, unknown]>) {
  const calls = serveFetch({ 'POST /api/appointments': post, 'GET /api/appointments': [200, []] });
  renderWithApp(<Harness />);
  return { calls, dialog: screen.getByRole('dialog', { name: 'Book Appointment' }) };
}

async function fillIn(dialog: HTMLElement) {
  const user = userEvent.setup();
  await user.type(within(dialog).getByLabelText('Title'), 'First prenatal visit');
  await user.selectOptions(within(dialog).getByLabelText('Type'), 'Regular Checkup');
  await user.type(within(dialog).getByLabelText('Date and time'), '2030-03-05T09:30');
  return user;
}

describe('BookAppointmentDialog (providers page)', () => {
  it('books with the chosen provider, her office as the location, and confirms', async () => {
    const answer = deferred<[number, unknown]>();
    const { calls, dialog } = renderDialog(() => answer.promise);
    expect(within(dialog).getByText('Dr. Marigold Thistlewood', { selector: 'p' })).toBeInTheDocument();
    expect(within(dialog).getByText('Sample')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Location (optional)')).toHaveValue(
      'Bluebonnet Women’s Health, 1200 Willowbrook Lane, Austin, TX 78701',
    );
    const user = await fillIn(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Book appointment' }));

    expect(await within(dialog).findByRole('button', { name: 'Scheduling...' })).toBeDisabled();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      providerId: 'npi-0100000013',
      title: 'First prenatal visit',
      type: 'Regular Checkup',
      dateTime: new Date('2030-03-05T09:30').toISOString(),
      location: 'Bluebonnet Women’s Health, 1200 Willowbrook Lane, Austin, TX 78701',
      notes: null,
      status: 'scheduled',
    });
    answer.resolve([201, anAppointment()]);
    expect(await screen.findByText('Appointment scheduled')).toBeInTheDocument();
    // A sample practice is fictional: no promise that anyone there scheduled it.
    expect(screen.getByText(SAMPLE_BOOKED_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText('Your appointment has been successfully scheduled.')).not.toBeInTheDocument();
    expect(screen.getByText('closed')).toBeInTheDocument();
  });

  it('refuses a date and time that has passed, with the field message, and sends nothing', async () => {
    const { calls, dialog } = renderDialog(async () => [201, anAppointment()]);
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Title'), 'Checkup');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'Regular Checkup');
    await user.type(within(dialog).getByLabelText('Date and time'), '2020-03-05T09:30');
    await user.click(within(dialog).getByRole('button', { name: 'Book appointment' }));
    expect(await within(dialog).findByText(DATE_TIME_PAST_MESSAGE)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it("says 'Failed to book appointment. Please try again.' and keeps what she typed when it fails", async () => {
    const { dialog } = renderDialog(async () => [500, { message: 'boom' }]);
    const user = await fillIn(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Book appointment' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to book appointment. Please try again.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title')).toHaveValue('First prenatal visit');
  });

  it('shows the spec messages for the required fields and sends nothing', async () => {
    const { calls, dialog } = renderDialog(async () => [201, anAppointment()]);
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Book appointment' }));
    const messages = (await within(dialog).findAllByRole('alert')).map((a) => a.textContent);
    expect(messages).toEqual(['Title is required', 'Type is required', 'Date and time is required']);
    expect(calls).toEqual([]);
  });
});
