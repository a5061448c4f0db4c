import {
  PASSWORD_CHANGED_MESSAGE,
  PASSWORDS_DIFFER_MESSAGE,
  SAME_PASSWORD_MESSAGE,
  TOO_MANY_PASSWORD_ATTEMPTS_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from '@bloom/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster.tsx';
import { renderWithApp, serveFetch } from '@/testing/render.tsx';
import { ChangePasswordCard } from './change-password-card.tsx';

function renderCard(answer: [number, unknown]) {
  const calls = serveFetch({ 'POST /api/user/password': answer });
  renderWithApp(
    <>
      <ChangePasswordCard />
      <Toaster />
    </>,
  );
  return calls;
}

async function fill(current: string, next: string, confirm = next) {
  const user = userEvent.setup();
  if (current) await user.type(screen.getByLabelText('Current password'), current);
  if (next) await user.type(screen.getByLabelText('New password'), next);
  if (confirm) await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('Change password', () => {
  it.each([
    ['', 'lilac meadow 2027', 'lilac meadow 2027', 'Enter your current password'],
    ['old password 1', 'short', 'short', 'Password must be at least 8 characters'],
    ['old password 1', 'lilac meadow 2027', 'lilac meadow 2028', PASSWORDS_DIFFER_MESSAGE],
    ['old password 1', 'old password 1', 'old password 1', SAME_PASSWORD_MESSAGE],
  ])('refuses current %j, new %j, confirm %j with "%s" and sends nothing', async (current, next, confirm, message) => {
    const calls = renderCard([200, { message: PASSWORD_CHANGED_MESSAGE }]);
    await fill(current, next, confirm);
    expect(await screen.findByText(message)).toHaveAttribute('role', 'alert');
    expect(calls).toEqual([]);
  });

  it('sends the current and new password, confirms, and empties the form', async () => {
    const calls = renderCard([200, { message: PASSWORD_CHANGED_MESSAGE }]);
    await fill('old password 1', 'lilac meadow 2027');
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(screen.getByText(PASSWORD_CHANGED_MESSAGE)).toBeInTheDocument();
    expect(calls[0]!.body).toEqual({ currentPassword: 'old password 1', newPassword: 'lilac meadow 2027' });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it("shows the server's refusal next to the field it concerns", async () => {
    renderCard([
      400,
      { message: WRONG_CURRENT_PASSWORD_MESSAGE, fields: { currentPassword: WRONG_CURRENT_PASSWORD_MESSAGE } },
    ]);
    await fill('not my password', 'lilac meadow 2027');
    expect(await screen.findByText(WRONG_CURRENT_PASSWORD_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a refusal without a field above the form', async () => {
    renderCard([429, { message: TOO_MANY_PASSWORD_ATTEMPTS_MESSAGE, code: 'TOO_MANY_ATTEMPTS' }]);
    await fill('old password 1', 'lilac meadow 2027');
    expect(await screen.findByRole('alert')).toHaveTextContent(TOO_MANY_PASSWORD_ATTEMPTS_MESSAGE);
  });
});
