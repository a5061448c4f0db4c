import {
  FIRST_ADMIN_NOTICE,
  FIRST_ADMIN_READY_MESSAGE,
  SIGNUP_RECEIVED_MESSAGE,
  TOO_MANY_SIGN_UP_ATTEMPTS_MESSAGE,
  type StartupConfig,
  type UserProfile,
} from '@bloom/contract';
import { addIsoDays, toIsoDate } from '@bloom/pregnancy';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { startupConfigQueryKey } from '@/lib/startup/config.ts';
import { testProfile } from '@/testing/profile.ts';
import { renderWithApp, serveFetch } from '@/testing/render.tsx';
import { LoginForm } from './login-form.tsx';
import { SignupForm } from './signup-form.tsx';

type User = ReturnType<typeof userEvent.setup>;

function renderSignup(path = '/signup') {
  return renderWithApp(
    <Routes>
      <Route path="/signup" element={<SignupForm />} />
      <Route path="/login" element={<LoginForm />} />
    </Routes>,
    { path },
  );
}

const stepHeading = () => screen.getByRole('heading', { level: 2 });
const WEEKS = 'How many weeks pregnant are you? (optional)';

async function fillAboutYou(user: User) {
  await user.type(screen.getByLabelText('First name'), 'Ana');
  await user.type(screen.getByLabelText('Last name'), 'Rivera');
  await user.type(screen.getByLabelText('Email'), 'ana@example.com');
  await user.type(screen.getByLabelText('Date of birth'), '1994-05-17');
}

/** Through the first two steps (weeks left as they are) to the password, typed. */
async function fillToPassword(user: User) {
  await fillAboutYou(user);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(await screen.findByRole('button', { name: 'Next' }));
  await user.type(await screen.findByLabelText('Password'), 'a-strong-password');
}

const received = (fields: Partial<UserProfile> = {}) => ({
  message: SIGNUP_RECEIVED_MESSAGE,
  user: testProfile({ isApproved: false, ...fields }),
});

describe('SignupForm: sign-up in three steps', () => {
  it('checks each step before the next, focuses the first field in error, and loses nothing going back', async () => {
    serveFetch({});
    const user = userEvent.setup();
    renderSignup();
    expect(stepHeading()).toHaveTextContent('Step 1 of 3 About you');
    const trail = screen.getByRole('list', { name: 'Sign-up steps' });
    expect(within(trail).getByText('About you')).toHaveAttribute('aria-current', 'step');
    expect(screen.queryByLabelText('Password')).toBeNull();

    // Next with nothing typed: the contract's messages, and focus on the first field.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Date of birth is required')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(stepHeading()).toHaveTextContent('About you');
    // A message goes as soon as its field is right.
    await user.type(screen.getByLabelText('First name'), 'Ana');
    expect(screen.queryByText('First name is required')).toBeNull();
    await user.type(screen.getByLabelText('Phone number (optional)'), 'call me');
    await user.type(screen.getByLabelText('Last name'), 'Rivera');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Date of birth'), '1994-05-17');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Invalid phone number')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number (optional)')).toHaveFocus();
    await user.clear(screen.getByLabelText('Phone number (optional)'));
    await user.click(screen.getByLabelText('Other'));

    // Step 2, its heading focused (read out).
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: /Your pregnancy/ })).toHaveFocus();
    expect(screen.getByLabelText('Yes')).toBeChecked();
    await user.type(screen.getByLabelText(WEEKS), '50');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Weeks must be a whole number from 1 to 42')).toBeInTheDocument();
    expect(screen.getByLabelText(WEEKS)).toHaveFocus();
    await user.clear(screen.getByLabelText(WEEKS));
    await user.type(screen.getByLabelText(WEEKS), '18');

    // Back: everything she typed is still there.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: /About you/ })).toHaveFocus();
    expect(screen.getByLabelText('First name')).toHaveValue('Ana');
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
    expect(screen.getByLabelText('Other')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByLabelText(WEEKS)).toHaveValue(18);

    // Enter moves on too; the last step has the password, the spec's note and 'Create Account'.
    await user.type(screen.getByLabelText(WEEKS), '{Enter}');
    expect(await screen.findByRole('heading', { name: /Password/ })).toHaveFocus();
    expect(
      screen.getByText('Please allow up to 48 hours to get approved. Check your email for more information.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('asks for weeks only while "pregnant" is yes (the default)', async () => {
    serveFetch({});
    const user = userEvent.setup();
    renderSignup();
    await fillAboutYou(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByLabelText(WEEKS)).toHaveAttribute('max', '42');
    await user.click(screen.getByLabelText('No'));
    expect(screen.queryByLabelText(/How many weeks pregnant are you\?/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Calculate my due date' })).toBeNull();
  });

  it("marks the optional fields '(optional)' and only those", async () => {
    serveFetch({});
    const user = userEvent.setup();
    renderSignup();
    const optional = () =>
      [...document.querySelectorAll('label')].map((l) => l.textContent).filter((l) => l?.endsWith('(optional)'));
    expect(optional()).toEqual(['Phone number (optional)']);
    await fillAboutYou(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByLabelText(WEEKS);
    expect(optional()).toEqual([WEEKS]);
  });

  it('shows and hides the password with a toggle button', async () => {
    serveFetch({});
    const user = userEvent.setup();
    renderSignup();
    await fillToPassword(user);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('sends one request at the end: isPregnant as a boolean and weeks as an integer, 0 when left empty', async () => {
    const calls = serveFetch({ 'POST /api/auth/signup': [201, received()] });
    const user = userEvent.setup();
    renderSignup();
    await fillAboutYou(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(calls).toHaveLength(0);
    await user.type(await screen.findByLabelText('Password'), 'a-strong-password');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({
      firstName: 'Ana',
      email: 'ana@example.com',
      isPregnant: true,
      pregnancyWeeks: 0,
      gender: 'female',
      password: 'a-strong-password',
    });
  });

  it('fills the weeks from the due-date calculator (last period), and sends them', async () => {
    const calls = serveFetch({ 'POST /api/auth/signup': [201, received()] });
    const user = userEvent.setup();
    renderSignup();
    await fillAboutYou(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Calculate my due date' }));
    // 12 weeks and 3 days ago in the browser's own zone, the zone the calculator counts in.
    const lmp = addIsoDays(toIsoDate(new Date()), -87);
    await user.type(screen.getByLabelText('First day of your last period'), lmp);
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByRole('status')).toHaveTextContent('you are 12 weeks and 3 days pregnant');
    expect(screen.getByLabelText(WEEKS)).toHaveValue(12);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText('Password'), 'a-strong-password');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({ isPregnant: true, pregnancyWeeks: 12 });
  });

  it('sends the browser’s time zone, so the server counts her weeks from her own today', async () => {
    const real = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
      return { ...real.call(this), timeZone: 'America/Los_Angeles' };
    });
    const calls = serveFetch({ 'POST /api/auth/signup': [201, received()] });
    const user = userEvent.setup();
    renderSignup();
    await fillAboutYou(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText(WEEKS), '18');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText('Password'), 'a-strong-password');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({ pregnancyWeeks: 18, timeZone: 'America/Los_Angeles' });
  });

  it('leaves the time zone out when the browser reports none the server would accept', async () => {
    const real = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
      return { ...real.call(this), timeZone: 'Mars/Olympus' };
    });
    const calls = serveFetch({ 'POST /api/auth/signup': [201, received()] });
    const user = userEvent.setup();
    renderSignup();
    await fillToPassword(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).not.toHaveProperty('timeZone');
  });

  it('sends null weeks for someone not pregnant, then shows the approval wait without promising an e-mail it cannot know of', async () => {
    const calls = serveFetch({
      'POST /api/auth/signup': [201, received({ gender: 'male', isPregnant: false, pregnancyWeeks: null })],
    });
    const user = userEvent.setup();
    renderSignup();
    await fillAboutYou(user);
    await user.click(screen.getByLabelText('Male'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByLabelText('No'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText('Password'), 'a-strong-password');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you, Ana!' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(SIGNUP_RECEIVED_MESSAGE);
    const next = screen.getByRole('region', { name: 'What happens next' });
    expect(within(next).getAllByRole('listitem')).toHaveLength(3);
    expect(next).toHaveTextContent('Once your account is approved, sign in with ana@example.com and your password.');
    expect(next).not.toHaveTextContent('We will e-mail you');
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
    expect(calls[0]?.body).toMatchObject({ isPregnant: false, pregnancyWeeks: null, gender: 'male' });

    await user.click(screen.getByRole('link', { name: 'Go to sign in' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back to BLOOM' })).toBeInTheDocument();
  });

  it('promises the approval e-mail when the server sends e-mail', async () => {
    serveFetch({ 'POST /api/auth/signup': [201, received()] });
    const user = userEvent.setup();
    const { queryClient } = renderSignup();
    const config: StartupConfig = {
      version: '1.0.0',
      features: { llm: false, liveData: false, clientLockdown: false, mail: true },
      sessionEpoch: 1,
    };
    queryClient.setQueryData(startupConfigQueryKey, config);
    await fillToPassword(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const next = await screen.findByRole('region', { name: 'What happens next' });
    expect(next).toHaveTextContent('We will e-mail you at ana@example.com as soon as your account is approved.');
  });

  it('through the first-administrator link: says so on every step, sends the token, and shows a refusal', async () => {
    const calls = serveFetch({ 'POST /api/auth/signup': [400, { message: 'This setup link has been used.' }] });
    const user = userEvent.setup();
    renderSignup('/signup?setup=tok-123');
    expect(screen.getByText(FIRST_ADMIN_NOTICE)).toBeInTheDocument();
    await fillToPassword(user);
    expect(screen.getByText(FIRST_ADMIN_NOTICE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('This setup link has been used.')).toBeInTheDocument();
    expect(calls[0]?.body).toMatchObject({ setupToken: 'tok-123' });
  });

  it('sends the first administrator, approved at once, to sign in with the server’s message', async () => {
    serveFetch({
      'POST /api/auth/signup': [201, { message: FIRST_ADMIN_READY_MESSAGE, user: testProfile({ isAdmin: true }) }],
    });
    const user = userEvent.setup();
    renderSignup('/signup?setup=tok-123');
    await fillToPassword(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back to BLOOM' })).toBeInTheDocument();
    expect(screen.getByText(FIRST_ADMIN_READY_MESSAGE)).toBeInTheDocument();
  });

  it('shows the server’s message on failure, and keeps every value', async () => {
    // A taken e-mail answers like a new one (no enumeration); the limit is a failure she can see.
    serveFetch({
      'POST /api/auth/signup': [429, { message: TOO_MANY_SIGN_UP_ATTEMPTS_MESSAGE, code: 'TOO_MANY_ATTEMPTS' }],
    });
    const user = userEvent.setup();
    renderSignup();
    await fillToPassword(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TOO_MANY_SIGN_UP_ATTEMPTS_MESSAGE);
    expect(screen.getByLabelText('Password')).toHaveValue('a-strong-password');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('First name')).toHaveValue('Ana');
  });
});
