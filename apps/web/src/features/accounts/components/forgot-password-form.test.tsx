import { PASSWORD_RESET_REQUESTED_MESSAGE, TOO_MANY_RESET_REQUESTS_MESSAGE } from '@bloom/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithApp, serveFetch } from '@/testing/render.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { LoginForm } from './login-form.tsx';

function renderPages(path: string) {
  return renderWithApp(
    <Routes>
      <Route path="/login" element={<LoginForm />} />
      <Route path="/forgot-password" element={<ForgotPasswordForm />} />
    </Routes>,
    { path },
  );
}

describe('ForgotPasswordForm', () => {
  it('is reached from the login screen', async () => {
    const user = userEvent.setup();
    renderPages('/login');
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
  });

  it('checks the address with the contract message and sends nothing', async () => {
    const calls = serveFetch({});
    const user = userEvent.setup();
    renderPages('/forgot-password');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("sends the address and shows the server's answer, the same for any address", async () => {
    const calls = serveFetch({
      'POST /api/auth/password-reset': [202, { message: PASSWORD_RESET_REQUESTED_MESSAGE }],
    });
    const user = userEvent.setup();
    renderPages('/forgot-password');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(PASSWORD_RESET_REQUESTED_MESSAGE);
    expect(calls[0]?.body).toEqual({ email: 'ana@example.com' });
    expect(screen.queryByRole('button', { name: 'Send reset link' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it("shows the server's words when it refuses (too many requests)", async () => {
    serveFetch({
      'POST /api/auth/password-reset': [429, { message: TOO_MANY_RESET_REQUESTS_MESSAGE, code: 'TOO_MANY_ATTEMPTS' }],
    });
    const user = userEvent.setup();
    renderPages('/forgot-password');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TOO_MANY_RESET_REQUESTS_MESSAGE);
  });
});
