import { PASSWORD_RESET_DONE_MESSAGE, RESET_LINK_INVALID_MESSAGE } from '@bloom/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithApp, serveFetch } from '@/testing/render.tsx';
import { LoginForm } from './login-form.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';

function renderReset(path = '/reset-password?token=tok-abc') {
  return renderWithApp(
    <Routes>
      <Route path="/login" element={<LoginForm />} />
      <Route path="/reset-password" element={<ResetPasswordForm />} />
      <Route path="/forgot-password" element={<p>forgot page</p>} />
    </Routes>,
    { path },
  );
}

async function choose(password: string, again = password) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), again);
  await user.click(screen.getByRole('button', { name: 'Save new password' }));
  return user;
}

describe('ResetPasswordForm', () => {
  it('sends the token from the link with the new password, then asks her to sign in', async () => {
    const calls = serveFetch({
      'POST /api/auth/password-reset/confirm': [200, { message: PASSWORD_RESET_DONE_MESSAGE }],
    });
    renderReset();
    await choose('lavender-kettle-77');
    expect(await screen.findByRole('heading', { name: 'Welcome back to BLOOM' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(PASSWORD_RESET_DONE_MESSAGE);
    expect(calls[0]?.body).toEqual({ token: 'tok-abc', password: 'lavender-kettle-77' });
  });

  it('checks length and the repeat before sending anything', async () => {
    const calls = serveFetch({});
    renderReset();
    await choose('short', 'shorter');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("shows the server's password policy at the field and keeps the form", async () => {
    const message = 'Password is too common - please choose a less predictable one';
    serveFetch({
      'POST /api/auth/password-reset/confirm': [
        400,
        { message, code: 'VALIDATION_FAILED', fields: { password: message } },
      ],
    });
    renderReset();
    await choose('Password123');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers a new link when the link is spent or expired', async () => {
    serveFetch({
      'POST /api/auth/password-reset/confirm': [
        400,
        {
          message: RESET_LINK_INVALID_MESSAGE,
          code: 'VALIDATION_FAILED',
          fields: { token: RESET_LINK_INVALID_MESSAGE },
        },
      ],
    });
    renderReset();
    await choose('lavender-kettle-77');
    expect(await screen.findByRole('alert')).toHaveTextContent(RESET_LINK_INVALID_MESSAGE);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('says the link is incomplete when it carries no token', () => {
    serveFetch({});
    renderReset('/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent(RESET_LINK_INVALID_MESSAGE);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeInTheDocument();
  });
});
