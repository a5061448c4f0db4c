import { FIRST_ADMIN_NOTICE, TOO_MANY_SIGN_UP_ATTEMPTS_MESSAGE, SIGNUP_RECEIVED_MESSAGE } from '@bloom/contract';
import { addIsoDays, toIsoDate } from '@bloom/pregnancy';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, serveFetch } from '../../../testing/render.tsx';
import { LoginForm } from './login-form.tsx';
import { SignupForm } from './signup-form.tsx';

function renderSignup() {
  return renderWithApp(
    <Routes>
      <Route path="/signup" element={<SignupForm />} />
      <Route path="/login" element={<LoginForm />} />
    </Routes>,
    { path: '/signup' },
  );
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Ana');
  await user.type(screen.getByLabelText('Last name'), 'Rivera');
  await user.type(screen.getByLabelText('Email'), 'ana@example.com');
  await user.type(screen.getByLabelText('Date of birth'), '1994-05-17');
  await user.type(screen.getByLabelText('Password'), 'a-strong-password');
}

describe('SignupForm', () => {
  it('asks for weeks only while "pregnant" is yes (the default)', async () => {
    serveFetch({});
    const user = userEvent.setup();
    renderSignup();
    expect(screen.getByLabelText('Yes')).toBeChecked();
    expect(screen.getByLabelText('How many weeks pregnant are you? (optional)')).toHaveAttribute('max', '42');
    await user.click(screen.getByLabelText('No'));
    expect(screen.queryByLabelText(/How many weeks pregnant are you\?/)).not.toBeInTheDocument();
    expect(
      screen.getByText('Please allow up to 48 hours to get approved. Check your email for more information.'),
    ).toBeInTheDocument();
  });

  it("marks the optional fields '(optional)' and only those", async () => {
    serveFetch({});
    renderSignup();
    const labels = [...document.querySelectorAll('label')].map((l) => l.textContent);
    expect(labels.filter((l) => l?.endsWith('(optional)'))).toEqual([
      'Phone number (optional)',
      'How many weeks pregnant are you? (optional)',
    ]);
  });

  it('shows and hides the password with a toggle button', async () => {
    serveFetch({});
    const user = userEvent.setup();
    renderSignup();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('sends isPregnant as a boolean and weeks as an integer, 0 when left empty', async () => {
    const calls = serveFetch({ 'POST /api/auth/signup': [201, { message: 'ok', user: {} }] });
    const user = userEvent.setup();
    renderSignup();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await screen.findByRole('heading', { name: 'Welcome back to BLOOM' }).catch(() => undefined);
    expect(calls[0]?.body).toMatchObject({ isPregnant: true, pregnancyWeeks: 0, gender: 'female' });
  });

  it('fills the weeks from the due-date calculator (last period), and sends them', async () => {
    const calls = serveFetch({ 'POST /api/auth/signup': [201, { message: 'ok', user: {} }] });
    const user = userEvent.setup();
    renderSignup();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Calculate my due date' }));
    // 12 weeks and 3 days ago in the browser's own zone, the zone the calculator counts in.
    const lmp = addIsoDays(toIsoDate(new Date()), -87);
    await user.type(screen.getByLabelText('First day of your last period'), lmp);
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByRole('status')).toHaveTextContent('you are 12 weeks and 3 days pregnant');
    expect(screen.getByLabelText('How many weeks pregnant are you? (optional)')).toHaveValue(12);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({ isPregnant: true, pregnancyWeeks: 12 });
  });

  it('sends the browser’s time zone, so the server counts her weeks from her own today', async () => {
    const real = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
      return { ...real.call(this), timeZone: 'America/Los_Angeles' };
    });
    const calls = serveFetch({ 'POST /api/auth/signup': [201, { message: 'ok', user: {} }] });
    const user = userEvent.setup();
    renderSignup();
    await fillRequired(user);
    await user.type(screen.getByLabelText('How many weeks pregnant are you? (optional)'), '18');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({ pregnancyWeeks: 18, timeZone: 'America/Los_Angeles' });
  });

  it('leaves the time zone out when the browser reports none the server would accept', async () => {
    const real = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
      return { ...real.call(this), timeZone: 'Mars/Olympus' };
    });
    const calls = serveFetch({ 'POST /api/auth/signup': [201, { message: 'ok', user: {} }] });
    const user = userEvent.setup();
    renderSignup();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).not.toHaveProperty('timeZone');
  });

  it('sends null weeks for someone not pregnant, then shows the approval note on the login screen', async () => {
    const calls = serveFetch({
      'POST /api/auth/signup': [
        201,
        {
          message: SIGNUP_RECEIVED_MESSAGE,
          user: {
            id: '7d7e6f2a-6a7e-4b43-9a56-8a0b8c1d2e3f',
            firstName: 'Ana',
            lastName: 'Rivera',
            email: 'ana@example.com',
            phoneNumber: '',
            dateOfBirth: '1994-05-17',
            gender: 'male',
            isPregnant: false,
            pregnancyWeeks: null,
            dueDate: null,
            babyGender: null,
            isApproved: false,
            isAdmin: false,
            createdAt: '2026-11-01T10:00:00.000Z',
          },
        },
      ],
    });
    const user = userEvent.setup();
    renderSignup();
    await fillRequired(user);
    await user.click(screen.getByLabelText('Male'));
    await user.click(screen.getByLabelText('No'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(/may take up to 48 hours to be approved/)).toBeInTheDocument();
    expect(calls[0]?.body).toMatchObject({ isPregnant: false, pregnancyWeeks: null, gender: 'male' });
  });

  it('through the first-administrator link: says so, and sends the link’s token with the sign-up', async () => {
    const calls = serveFetch({ 'POST /api/auth/signup': [400, { message: 'This setup link has been used.' }] });
    const user = userEvent.setup();
    renderWithApp(
      <Routes>
        <Route path="/signup" element={<SignupForm />} />
      </Routes>,
      { path: '/signup?setup=tok-123' },
    );
    expect(screen.getByText(FIRST_ADMIN_NOTICE)).toBeInTheDocument();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('This setup link has been used.')).toBeInTheDocument();
    expect(calls[0]?.body).toMatchObject({ setupToken: 'tok-123' });
  });

  it('shows field messages of the contract and the server message on failure', async () => {
    // A taken e-mail answers like a new one (no enumeration); the limit is a failure she can see.
    serveFetch({
      'POST /api/auth/signup': [429, { message: TOO_MANY_SIGN_UP_ATTEMPTS_MESSAGE, code: 'TOO_MANY_ATTEMPTS' }],
    });
    const user = userEvent.setup();
    renderSignup();
    await user.type(screen.getByLabelText('Phone number (optional)'), 'call me');
    await user.type(screen.getByLabelText('How many weeks pregnant are you? (optional)'), '50');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Invalid phone number')).toBeInTheDocument();
    expect(screen.getByText('Date of birth is required')).toBeInTheDocument();
    expect(screen.getByText('Weeks must be a whole number from 1 to 42')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Phone number (optional)'));
    await user.clear(screen.getByLabelText('How many weeks pregnant are you? (optional)'));
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TOO_MANY_SIGN_UP_ATTEMPTS_MESSAGE);
  });
});
