import { translateMessage } from '@bloom/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LoginForm } from '@/features/accounts/components/login-form.tsx';
import { testProfile } from '@/testing/profile.ts';
import { renderWithApp, serveFetch } from '@/testing/render.tsx';
import { PROFILE_PATH } from '../boot/early-profile.ts';
import { installContractTranslator } from './contract-messages.ts';
import { i18n, setLanguage } from './index.ts';
import { LANGUAGE_KEY } from './language.ts';

function renderLogin() {
  return renderWithApp(
    <Routes>
      <Route path="/login" element={<LoginForm />} />
      <Route path="/" element={<p>home screen</p>} />
    </Routes>,
    { path: '/login' },
  );
}

describe('the interface in Spanish', () => {
  it('draws the login page in Spanish with <html lang="es">, the contract’s messages in Spanish too', async () => {
    installContractTranslator(() => translateMessage);
    await setLanguage('es');
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Te damos la bienvenida de nuevo a BLOOM' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    // The schema's English message, shown through the contract's translateMessage.
    const spanish = translateMessage('Invalid email address', 'es');
    expect(spanish).not.toBe('Invalid email address');
    expect(await screen.findByText(spanish)).toBeInTheDocument();
    expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument();
  });

  it('asks the server in the language on screen (Accept-Language)', async () => {
    await setLanguage('es');
    const calls = serveFetch({ 'POST /api/auth/login': [401, { message: 'Correo o contraseña no válidos' }] });
    renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'a-good-password');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('Correo o contraseña no válidos')).toBeInTheDocument();
    expect(calls[0]?.headers['accept-language']).toBe('es');
  });

  it('switches with the chooser, remembers it on the device, and saves a signed-out choice to her profile', async () => {
    const calls = serveFetch({
      'POST /api/auth/login': [200, { token: 'tok', user: testProfile({ locale: 'en' }) }],
      [`PATCH ${PROFILE_PATH}`]: [200, testProfile({ locale: 'es' })],
    });
    renderLogin();
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { name: 'Welcome back to BLOOM' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Language'), 'Español');
    expect(await screen.findByRole('heading', { name: 'Te damos la bienvenida de nuevo a BLOOM' })).toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('es');
    expect(document.documentElement.lang).toBe('es');

    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'a-good-password');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await screen.findByText('home screen');
    // Her profile said English; the choice she just made is saved to it, and stays on screen.
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ locale: 'es' }));
    expect(i18n.language).toBe('es');
  });

  it('follows her profile’s language once she is signed in', async () => {
    serveFetch({ 'POST /api/auth/login': [200, { token: 'tok', user: testProfile({ locale: 'es' }) }] });
    renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'a-good-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByText('home screen');
    await waitFor(() => expect(document.documentElement.lang).toBe('es'));
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('es');
  });
});
