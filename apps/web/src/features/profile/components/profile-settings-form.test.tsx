import {
  DUE_DATE_OUT_OF_PROFILE_RANGE_MESSAGE,
  HOME_ZIP_MESSAGE,
  PROVIDER_PHONE_MESSAGE,
  WEEKS_MESSAGE,
  WEEKS_REQUIRED_MESSAGE,
  type ProfileUpdate,
  type UserProfile,
} from '@bloom/contract';
import { addIsoDays, dueDateIso, toIsoDate } from '@bloom/pregnancy';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster.tsx';
import { renderWithApp, serveFetch } from '@/testing/render.tsx';
import { ProfileSettingsForm } from './profile-settings-form.tsx';
import { testProfile } from '@/testing/profile.ts';

const profile = (fields: Partial<UserProfile> = {}): UserProfile => testProfile({ phoneNumber: '', ...fields });

const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

function renderForm(user: UserProfile, patch: [number, unknown] | (() => Promise<[number, unknown]>)) {
  const calls = serveFetch({ 'PATCH /api/user/profile': patch });
  const result = renderWithApp(
    <>
      <ProfileSettingsForm profile={user} />
      <Toaster />
    </>,
  );
  return { calls, ...result };
}

const sent = (calls: ReturnType<typeof serveFetch>) =>
  calls.filter((c) => c.method === 'PATCH').map((c) => c.body as ProfileUpdate);

describe('Profile Settings form', () => {
  it('starts from her profile, with the due date shown', () => {
    const user = profile({ homeZip: '94110', babyGender: 'girl', timeZone: 'America/New_York' });
    renderForm(user, [200, user]);
    expect(screen.getByLabelText('First name')).toHaveValue('Ana');
    expect(screen.getByLabelText('Last name')).toHaveValue('Rivera');
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(screen.getByLabelText('How many weeks pregnant are you?')).toHaveValue(18);
    expect(screen.getByRole('status')).toHaveTextContent(longDate(user.dueDate!));
    expect(screen.getByLabelText('Baby gender')).toHaveValue('girl');
    expect(screen.getByLabelText('Home ZIP code')).toHaveValue('94110');
    expect(screen.getByLabelText('Time zone')).toHaveValue('America/New_York');
  });

  it('recomputes the due date as the weeks change', async () => {
    const user = userEvent.setup();
    renderForm(profile(), [200, profile()]);
    const weeks = screen.getByLabelText('How many weeks pregnant are you?');
    await user.clear(weeks);
    await user.type(weeks, '30');
    expect(screen.getByRole('status')).toHaveTextContent(longDate(dueDateIso(30, new Date(), 'UTC')!));
    await user.clear(weeks);
    expect(screen.getByRole('status')).toHaveTextContent('Enter your weeks to see your due date');
  });

  it('fills the weeks and the exact due date from the calculator (IVF day 5), and saves that date', async () => {
    const user = userEvent.setup();
    const { calls } = renderForm(profile(), [200, profile()]);
    await user.click(screen.getByRole('button', { name: 'Calculate my due date' }));
    await user.selectOptions(screen.getByLabelText('How do you know your dates?'), 'ivf5');
    // A transfer 32 days ago: 7 weeks and 2 days today, due 261 days after it.
    const transfer = addIsoDays(toIsoDate(new Date(), 'UTC'), -32);
    const dueDate = addIsoDays(transfer, 261);
    await user.type(screen.getByLabelText('Transfer date'), transfer);
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByLabelText('How many weeks pregnant are you?')).toHaveValue(7);
    const [shownDueDate, sentence] = screen.getAllByRole('status');
    expect(shownDueDate).toHaveTextContent(longDate(dueDate));
    expect(sentence).toHaveTextContent('you are 7 weeks and 2 days pregnant');

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Profile updated');
    expect(sent(calls)).toEqual([
      {
        firstName: 'Ana',
        lastName: 'Rivera',
        isPregnant: true,
        dueDate,
        babyGender: null,
        timeZone: 'UTC',
        homeZip: null,
        providerPhone: null,
      },
    ]);
  });

  it('goes back to weeks when she types other weeks after calculating', async () => {
    const user = userEvent.setup();
    const { calls } = renderForm(profile(), [200, profile()]);
    await user.click(screen.getByRole('button', { name: 'Calculate my due date' }));
    await user.type(
      screen.getByLabelText('First day of your last period'),
      addIsoDays(toIsoDate(new Date(), 'UTC'), -90),
    );
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    const weeks = screen.getByLabelText('How many weeks pregnant are you?');
    expect(weeks).toHaveValue(12);
    await user.clear(weeks);
    await user.type(weeks, '20');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Profile updated');
    expect(sent(calls)[0]).toMatchObject({ pregnancyWeeks: 20 });
    expect(sent(calls)[0]).not.toHaveProperty('dueDate');
  });

  it('refuses a calculated date outside the weeks 1-42 the profile holds, and keeps her weeks', async () => {
    const user = userEvent.setup();
    renderForm(profile(), [200, profile()]);
    await user.click(screen.getByRole('button', { name: 'Calculate my due date' }));
    // A period 3 days ago: due in 277 days, week 0, which the profile cannot hold.
    const date = screen.getByLabelText('First day of your last period');
    await user.type(date, addIsoDays(toIsoDate(new Date(), 'UTC'), -3));
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(date).toHaveAccessibleDescription(DUE_DATE_OUT_OF_PROFILE_RANGE_MESSAGE);
    expect(screen.getByLabelText('How many weeks pregnant are you?')).toHaveValue(18);
  });

  it.each([
    ['First name', '', 'First name is required'],
    ['Last name', '   ', 'Last name is required'],
    ['How many weeks pregnant are you?', '', WEEKS_REQUIRED_MESSAGE],
    ['How many weeks pregnant are you?', '43', WEEKS_MESSAGE],
    ['How many weeks pregnant are you?', '0', WEEKS_MESSAGE],
    ['Home ZIP code', '9411', HOME_ZIP_MESSAGE],
    ['Your provider’s phone', 'call the clinic', PROVIDER_PHONE_MESSAGE],
    ['Your provider’s phone', '12', PROVIDER_PHONE_MESSAGE],
  ])('shows "%s" = %j as "%s" and sends nothing', async (label, value, message) => {
    const user = userEvent.setup();
    const { calls } = renderForm(profile(), [200, profile()]);
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(message)).toHaveAttribute('role', 'alert');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(sent(calls)).toEqual([]);
  });

  it('lets a pregnant user without weeks add them; the PATCH carries the weeks', async () => {
    const user = userEvent.setup();
    const unknown = profile({ pregnancyWeeks: null, dueDate: null });
    const saved = profile({ pregnancyWeeks: 12, dueDate: dueDateIso(12, new Date(), 'UTC') });
    const { calls } = renderForm(unknown, [200, saved]);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(WEEKS_REQUIRED_MESSAGE)).toBeInTheDocument();

    await user.type(screen.getByLabelText('How many weeks pregnant are you?'), '12');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(screen.getByText('Your profile has been saved.')).toBeInTheDocument();
    expect(sent(calls)).toEqual([
      {
        firstName: 'Ana',
        lastName: 'Rivera',
        isPregnant: true,
        pregnancyWeeks: 12,
        babyGender: null,
        timeZone: 'UTC',
        homeZip: null,
        providerPhone: null,
      },
    ]);
  });

  it('sends no weeks when they were not changed, so the due date stays', async () => {
    const user = userEvent.setup();
    const { calls } = renderForm(profile(), [200, profile({ firstName: 'Ana María', homeZip: '10001' })]);
    await user.type(screen.getByLabelText('First name'), ' María');
    await user.type(screen.getByLabelText('Home ZIP code'), '10001');
    await user.selectOptions(screen.getByLabelText('Baby gender'), 'boy');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Profile updated');
    expect(sent(calls)).toEqual([
      {
        firstName: 'Ana María',
        lastName: 'Rivera',
        isPregnant: true,
        babyGender: 'boy',
        timeZone: 'UTC',
        homeZip: '10001',
        providerPhone: null,
      },
    ]);
  });

  it('hides the weeks when she is not pregnant and says so to the server', async () => {
    const user = userEvent.setup();
    const { calls } = renderForm(profile(), [200, profile({ isPregnant: false, pregnancyWeeks: null, dueDate: null })]);
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.queryByLabelText('How many weeks pregnant are you?')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Profile updated');
    expect(sent(calls)[0]).toMatchObject({ isPregnant: false });
    expect(sent(calls)[0]).not.toHaveProperty('pregnancyWeeks');
  });

  it('shows her provider’s phone, saves a new one trimmed, and clears it when emptied', async () => {
    const user = userEvent.setup();
    const withPhone = profile({ providerPhone: '555-0100' });
    const { calls } = renderForm(withPhone, [200, profile({ providerPhone: '+1 (555) 010-2030' })]);
    const phone = screen.getByLabelText('Your provider’s phone');
    expect(phone).toHaveValue('555-0100');
    expect(phone).toHaveAttribute('type', 'tel');
    await user.clear(phone);
    await user.type(phone, ' +1 (555) 010-2030 ');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Profile updated');
    expect(sent(calls)[0]).toMatchObject({ providerPhone: '+1 (555) 010-2030' });
    // The form now holds what the server saved.
    expect(phone).toHaveValue('+1 (555) 010-2030');

    await user.clear(phone);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(sent(calls)).toHaveLength(2));
    expect(sent(calls)[1]).toMatchObject({ providerPhone: null });
  });

  it("reads 'Saving...' while pending and shows 'Update Failed' when the server refuses", async () => {
    const user = userEvent.setup();
    let answer: (value: [number, unknown]) => void = () => undefined;
    renderForm(profile(), () => new Promise((resolve) => (answer = resolve)));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    answer([500, { message: 'Something went wrong on our side. Please try again.' }]);
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to update profile. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled());
    // What she typed stays for another try.
    expect(screen.getByLabelText('First name')).toHaveValue('Ana');
  });

  it("puts the server's field message next to the field", async () => {
    const user = userEvent.setup();
    renderForm(profile(), [
      400,
      {
        message: 'Choose a valid time zone, such as America/New_York',
        fields: { timeZone: 'Choose a valid time zone, such as America/New_York' },
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByLabelText('Time zone')).toHaveAttribute('aria-invalid', 'true');
  });
});
