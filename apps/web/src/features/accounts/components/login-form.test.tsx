import { ErrorCode, PENDING_APPROVAL_MESSAGE } from '@bloom/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithApp, serveFetch } from '@/testing/render.tsx';
import { LoginForm } from './login-form.tsx';

const profile = (isAdmin: boolean) => ({
  id: '7d7e6f2a-6a7e-4b43-9a56-8a0b8c1d2e3f',
  firstName: 'Ana',
  lastName: 'Rivera',
  email: 'ana@example.com',
  phoneNumber: '',
  dateOfBirth: '1994-05-17',
  gender: 'female',
  isPregnant: true,
  pregnancyWeeks: 18,
  dueDate: '2027-04-01',
  babyGender: null,
  isApproved: true,
  isAdmin,
  createdAt: '2026-11-01T10:00:00.000Z',
});

function renderLogin() {
  return renderWithApp(
    <Routes>
      <Route path="/login" element={<LoginForm />} />
      <Route path="/" element={<p>home screen</p>} />
      <Route path="/admin" element={<p>admin screen</p>} />
    </Routes>,
    { path: '/login' },
  );
}

async function fill(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('LoginForm', () => {
  it('shows the spec validation messages and sends nothing', async () => {
    const calls = serveFetch({});
    renderLogin();
    await fill('not-an-email', 'short');
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('puts the focus on the first refused field and checks a field again as she corrects it', async () => {
    const calls = serveFetch({});
    const user = userEvent.setup();
    renderLogin();
    await fill('ana@example', 'a-strong-password');
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Email'), '.com');
    expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'short');
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends the address as the contract reads it, without the spaces around it', async () => {
    const calls = serveFetch({ 'POST /api/auth/login': [200, { token: 't', user: profile(false) }] });
    renderLogin();
    await fill('  ana@example.com ', 'a-strong-password');
    expect(await screen.findByText('home screen')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ email: 'ana@example.com', password: 'a-strong-password' });
  });

  it('reads "Signing in..." while pending, stores the token and sends a user home', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const calls = serveFetch({
      'POST /api/auth/login': async () => {
        await gate;
        return [200, { token: 'tok-123', user: profile(false) }];
      },
    });
    renderLogin();
    await fill('ana@example.com', 'a-strong-password');
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    release();
    expect(await screen.findByText('home screen')).toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBe('tok-123');
    expect(calls[0]?.body).toEqual({ email: 'ana@example.com', password: 'a-strong-password' });
  });

  it('sends an administrator to /admin', async () => {
    serveFetch({ 'POST /api/auth/login': [200, { token: 't', user: profile(true) }] });
    renderLogin();
    await fill('boss@example.com', 'a-strong-password');
    expect(await screen.findByText('admin screen')).toBeInTheDocument();
  });

  it('shows and hides the password with a toggle button that does not submit the form', async () => {
    const calls = serveFetch({});
    const user = userEvent.setup();
    renderLogin();
    const password = screen.getByLabelText('Password');
    await user.type(password, 'a-strong-password');
    expect(password).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(password).toHaveValue('a-strong-password');
    expect(toggle).toHaveAccessibleName('Hide password');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Enter}');
    expect(password).toHaveAttribute('type', 'password');
    expect(calls).toHaveLength(0);
  });

  it("shows a pending account's notice as information, in the server's words, not as an error", async () => {
    serveFetch({
      'POST /api/auth/login': [403, { message: PENDING_APPROVAL_MESSAGE, code: ErrorCode.pendingApproval }],
    });
    renderLogin();
    await fill('ana@example.com', 'a-strong-password');
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent(PENDING_APPROVAL_MESSAGE);
    expect(notice).toHaveClass('bg-lavender-50');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's message above the form, or 'Login failed' when there is none", async () => {
    serveFetch({ 'POST /api/auth/login': [401, { message: 'Invalid email or password' }] });
    const first = renderLogin();
    await fill('ana@example.com', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(localStorage.getItem('authToken')).toBeNull();
    first.unmount();

    serveFetch({ 'POST /api/auth/login': [500, undefined] });
    renderLogin();
    await fill('ana@example.com', 'a-strong-password');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Login failed'));
  });
});
