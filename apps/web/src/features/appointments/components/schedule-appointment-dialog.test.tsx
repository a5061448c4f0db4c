import { SAMPLE_BOOKED_MESSAGE } from '@bloom/contract';
import type { Appointment, Provider } from '@bloom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster.tsx';
import { renderWithApp, serveFetch } from '@/testing/render.tsx';
import { anAppointment, anOwnProvider, aProvider, deferred } from '../testing/fixtures.ts';
import { UpcomingAppointmentsCard } from './upcoming-appointments-card.tsx';

const PROVIDERS = [
  aProvider(),
  aProvider({ id: 'demo-provider-02', name: 'Juniper Meadowlark, CNM', specialty: 'Certified Nurse Midwife' }),
];

type Routes = Parameters<typeof serveFetch>[0];

function renderCard(
  post: () => Promise<[number, unknown]>,
  stored: Appointment[] = [],
  providers: Provider[] = PROVIDERS,
  routes: Routes = {},
) {
  const calls = serveFetch({
    'GET /api/appointments': async () => [200, stored],
    'GET /api/providers': async () => [200, providers],
    'POST /api/appointments': post,
    ...routes,
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

const providerBox = (dialog: HTMLElement) => within(dialog).getByRole('combobox', { name: 'Provider' });
const shownOptions = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('listbox', { name: 'Providers' })
    .flatMap((list) => within(list).queryAllByRole('option'))
    .map((o) => o.textContent);

async function openDialog(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Schedule New Appointment' }));
  const dialog = screen.getByRole('dialog', { name: 'Schedule New Appointment' });
  // The provider list loads when the dialog opens.
  await waitFor(() =>
    expect(providerBox(dialog)).toHaveAttribute('placeholder', 'Search by name, specialty or ZIP code'),
  );
  return dialog;
}

/** Types in the provider search and picks the option named `name`. */
async function pickProvider(user: User, dialog: HTMLElement, search: string, name: string) {
  await user.clear(providerBox(dialog));
  await user.type(providerBox(dialog), search);
  await user.click(within(dialog).getByRole('option', { name: new RegExp(`^${name}`) }));
}

async function fillIn(user: User, dialog: HTMLElement) {
  await pickProvider(user, dialog, 'juniper', 'Juniper Meadowlark, CNM – Certified Nurse Midwife \\(Sample\\)');
  await user.type(within(dialog).getByLabelText('Title'), 'Birth plan talk');
  await user.selectOptions(within(dialog).getByLabelText('Type'), 'Consultation');
  await user.type(within(dialog).getByLabelText('Date and time'), '2030-12-03T10:30');
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
      dateTime: new Date('2030-12-03T10:30').toISOString(),
      location: 'Lantern Birth Collective',
      notes: null,
      status: 'scheduled',
    });

    const created = anAppointment({
      title: 'Birth plan talk',
      providerName: 'Juniper Meadowlark, CNM',
      dateTime: new Date('2030-12-03T10:30').toISOString(),
    });
    stored.push(created);
    answer.resolve([201, created]);

    expect(await screen.findByText('Appointment scheduled')).toBeInTheDocument();
    // Juniper Meadowlark's practice is a sample: the calendar keeps it, nobody was booked.
    expect(screen.getByText(SAMPLE_BOOKED_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Schedule New Appointment' })).not.toBeInTheDocument();
    expect(await screen.findByText('Birth plan talk')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/appointments' && c.method === 'GET')).toHaveLength(2);

    const reopened = await openDialog(user);
    expect(within(reopened).getByLabelText('Title')).toHaveValue('');
    expect(providerBox(reopened)).toHaveValue('');
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
    expect(providerBox(dialog)).toHaveValue('Juniper Meadowlark, CNM – Certified Nurse Midwife (Sample)');
    expect(within(dialog).getByRole('button', { name: 'Schedule' })).toBeEnabled();
  });

  it('marks the sample directory as fictional and lists her own providers first, unmarked', async () => {
    const user = userEvent.setup();
    renderCard(async () => [201, anAppointment()], [], [anOwnProvider(), ...PROVIDERS]);
    const dialog = await openDialog(user);
    await user.click(providerBox(dialog));
    const groups = within(within(dialog).getByRole('listbox', { name: 'Providers' })).getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['Your providers', 'Sample directory (fictional)']);
    expect(
      within(groups[0]!)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Dr. Jane Real – Downtown Family Clinic1 Market St, San Francisco, CA']);
    expect(
      within(groups[1]!)
        .getAllByRole('option')
        .map((o) => o.textContent?.split('1200')[0]),
    ).toEqual([
      'Dr. Marigold Thistlewood – Obstetrics & Gynecology (Sample)',
      'Juniper Meadowlark, CNM – Certified Nurse Midwife (Sample)',
    ]);
    expect(within(dialog).getByText(/Providers marked \(Sample\) are fictional examples/)).toBeInTheDocument();
  });

  it('is a search near her instead of a long list: type to filter, nearest first, by keyboard', async () => {
    const user = userEvent.setup();
    // The server's order: nearest first from her home ZIP code.
    const many = Array.from({ length: 12 }, (_, i) =>
      aProvider({
        id: `p${i}`,
        name: `Dr. Near ${i + 1}`,
        distance: i + 0.5,
        address: `${i} Elm St, Austin, TX 7870${i % 10}`,
      }),
    );
    const calls = renderCard(async () => [201, anAppointment()], [], [...many, ...PROVIDERS]);
    const dialog = await openDialog(user);
    const box = providerBox(dialog);
    expect(box).toHaveAttribute('aria-expanded', 'false');

    // Opening shows the nearest 8, with their distance, and says how many more a search finds.
    await user.click(box);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(shownOptions(dialog)).toHaveLength(8);
    expect(shownOptions(dialog)[0]).toBe(
      'Dr. Near 1 – Obstetrics & Gynecology (Sample)0.5 mi · 0 Elm St, Austin, TX 78700',
    );
    expect(within(dialog).getByRole('status')).toHaveTextContent('8 providers shown, 6 more: type to narrow');

    // Typing filters by any word of the name, specialty, practice or address.
    await user.type(box, 'midwife');
    expect(shownOptions(dialog)).toEqual([
      'Juniper Meadowlark, CNM – Certified Nurse Midwife (Sample)1200 Willowbrook Lane, Austin, TX 78701',
    ]);
    expect(within(dialog).getByRole('status')).toHaveTextContent('1 provider shown');
    await user.clear(box);
    await user.type(box, 'zzz');
    expect(shownOptions(dialog)).toEqual([]);
    expect(within(dialog).getByRole('status')).toHaveTextContent('No provider matches.');

    // Arrow keys move the active option (announced through aria-activedescendant), Enter picks it.
    await user.clear(box);
    await user.type(box, 'near 1');
    // 'Near 1', then 'Near 2' (on 1 Elm St), ... in the server's order: the second one down is Near 2.
    expect(box).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = box.getAttribute('aria-activedescendant');
    const second = shownOptions(dialog)[1]!;
    expect(second).toMatch(/^Dr\. Near 2 /);
    expect(active && document.getElementById(active)?.textContent).toBe(second);
    await user.keyboard('{Enter}');
    expect(box).toHaveValue(second.split(/\d+(\.\d)? mi/)[0]);
    expect(box).toHaveAttribute('aria-expanded', 'false');
    // Escape closes the list and leaves the dialog open.
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('dialog', { name: 'Schedule New Appointment' })).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Title'), 'Checkup');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'Consultation');
    await user.type(within(dialog).getByLabelText('Date and time'), '2030-12-03T10:30');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ providerId: 'p1', title: 'Checkup' }),
    );
  });

  it('adds her own provider, selects it and books with it, keeping what she typed', async () => {
    const user = userEvent.setup();
    const providers: Provider[] = [...PROVIDERS];
    const created = anOwnProvider();
    const calls = renderCard(async () => [201, anAppointment({ providerId: created.id })], [], providers, {
      'POST /api/providers/mine': async () => {
        providers.unshift(created);
        return [201, created];
      },
    });
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Title'), 'First visit');
    await user.click(within(dialog).getByRole('button', { name: 'Add your own provider' }));

    const form = within(dialog).getByRole('form', { name: 'Add your own provider' });
    await user.click(within(form).getByRole('button', { name: 'Save provider' }));
    expect(await within(form).findByText('Provider name is required')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Phone (optional)'), 'call me');
    await user.click(within(form).getByRole('button', { name: 'Save provider' }));
    expect(await within(form).findByText('Invalid phone number')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/providers/mine')).toEqual([]);

    await user.type(within(form).getByLabelText('Provider name'), 'Dr. Jane Real');
    await user.type(within(form).getByLabelText('Practice (optional)'), 'Downtown Family Clinic');
    await user.clear(within(form).getByLabelText('Phone (optional)'));
    await user.type(within(form).getByLabelText('Phone (optional)'), '(415) 555-2671');
    await user.type(within(form).getByLabelText('Address (optional)'), '1 Market St, San Francisco, CA');
    await user.click(within(form).getByRole('button', { name: 'Save provider' }));

    expect(await screen.findByText('Provider added')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/providers/mine')?.body).toEqual({
      name: 'Dr. Jane Real',
      practice: 'Downtown Family Clinic',
      phone: '(415) 555-2671',
      address: '1 Market St, San Francisco, CA',
    });
    expect(within(dialog).queryByRole('form', { name: 'Add your own provider' })).not.toBeInTheDocument();
    await vi.waitFor(() => expect(providerBox(dialog)).toHaveValue('Dr. Jane Real – Downtown Family Clinic'));
    expect(within(dialog).getByLabelText('Title')).toHaveValue('First visit');

    await user.selectOptions(within(dialog).getByLabelText('Type'), 'Regular Checkup');
    await user.type(within(dialog).getByLabelText('Date and time'), '2030-12-03T10:30');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Appointment scheduled')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/appointments')?.body).toMatchObject({
      providerId: created.id,
      title: 'First visit',
    });
  });

  it("says so when her provider cannot be added, in the server's words for a refusal", async () => {
    const user = userEvent.setup();
    renderCard(async () => [201, anAppointment()], [], PROVIDERS, {
      'POST /api/providers/mine': [
        409,
        { message: 'You can add at most 50 providers of your own', code: 'CONFLICT', requestId: 'r1' },
      ],
    });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Add your own provider' }));
    const form = within(dialog).getByRole('form', { name: 'Add your own provider' });
    await user.type(within(form).getByLabelText('Provider name'), 'Dr. Jane Real');
    await user.click(within(form).getByRole('button', { name: 'Save provider' }));
    expect(await screen.findByText('You can add at most 50 providers of your own')).toBeInTheDocument();
    expect(within(form).getByLabelText('Provider name')).toHaveValue('Dr. Jane Real');
  });
});
