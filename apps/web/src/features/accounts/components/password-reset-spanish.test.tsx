import { PASSWORD_RESET_DONE_MESSAGE, RESET_LINK_INVALID_MESSAGE, translateMessage } from '@bloom/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { installContractTranslator } from '@/lib/i18n/contract-messages.ts';
import { setLanguage } from '@/lib/i18n/index.ts';
import { renderWithApp, serveFetch } from '@/testing/render.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { LoginForm } from './login-form.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';

// The pages a forgotten password goes through, in Spanish ('accounts:reset', decision 021).
function renderPages(path: string) {
  return renderWithApp(
    <Routes>
      <Route path="/login" element={<LoginForm />} />
      <Route path="/forgot-password" element={<ForgotPasswordForm />} />
      <Route path="/reset-password" element={<ResetPasswordForm />} />
    </Routes>,
    { path },
  );
}

describe('a forgotten password, in Spanish', () => {
  it('asks for her e-mail in Spanish', async () => {
    await setLanguage('es');
    renderPages('/forgot-password');
    expect(screen.getByRole('heading', { name: '¿Olvidaste tu contraseña?' })).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar enlace' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute('href', '/login');
  });

  it('says in Spanish that a link without its token is not valid', async () => {
    installContractTranslator(() => translateMessage);
    await setLanguage('es');
    renderPages('/reset-password');
    expect(screen.getByRole('heading', { name: 'Elige una contraseña nueva' })).toBeInTheDocument();
    expect(await screen.findByText(translateMessage(RESET_LINK_INVALID_MESSAGE, 'es'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pedir un enlace nuevo' })).toBeInTheDocument();
  });

  it('chooses the new password in Spanish and is told on the login page, in Spanish', async () => {
    installContractTranslator(() => translateMessage);
    await setLanguage('es');
    serveFetch({ 'POST /api/auth/password-reset/confirm': [200, { message: PASSWORD_RESET_DONE_MESSAGE }] });
    renderPages('/reset-password?token=tok-abc');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Contraseña nueva'), 'lavender-kettle-77');
    await user.type(screen.getByLabelText('Confirma la contraseña nueva'), 'lavender-kettle-77');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña nueva' }));
    expect(await screen.findByRole('heading', { name: 'Te damos la bienvenida de nuevo a BLOOM' })).toBeInTheDocument();
    expect(screen.getByText(translateMessage(PASSWORD_RESET_DONE_MESSAGE, 'es'))).toBeInTheDocument();
  });
});
