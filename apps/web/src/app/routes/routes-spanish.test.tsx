import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n/index.ts';
import { renderWithApp } from '@/testing/render.tsx';
import LegalRoute from './legal.tsx';
import { NotFound } from './not-found.tsx';

// The shell's texts come from the 'common' and 'legal' catalogues (docs/decisions/021-languages.md).
describe('the public pages in Spanish', () => {
  it('draws the not-found page signed out in Spanish, with the home link', async () => {
    await setLanguage('es');
    renderWithApp(<NotFound />, { path: '/no-such-page' });
    expect(await screen.findByRole('heading', { name: '404 Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Inicio de BLOOM' })).toBeInTheDocument();
    expect(screen.queryByText('404 Page Not Found')).not.toBeInTheDocument();
  });

  it('draws a legal page in Spanish, its footer’s links and rights too', async () => {
    await setLanguage('es');
    renderWithApp(
      <Routes>
        <Route path="/legal/:page" element={<LegalRoute />} />
      </Routes>,
      { path: '/legal/privacy' },
    );
    expect(await screen.findByRole('heading', { name: 'Política de privacidad' })).toBeInTheDocument();
    expect(screen.getByText(/^Lo que registras en BLOOM/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Términos y condiciones' })).toHaveAttribute('href', '/legal/terms');
    expect(screen.getByText('© 2025 BLOOM. Todos los derechos reservados.')).toBeInTheDocument();
  });

  it('keeps the legal page’s English as it was', () => {
    renderWithApp(
      <Routes>
        <Route path="/legal/:page" element={<LegalRoute />} />
      </Routes>,
      { path: '/legal/terms' },
    );
    expect(screen.getByRole('heading', { name: 'Terms and Conditions' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'You may stop using BLOOM at any time and delete your account with everything in it from Profile Settings.',
      ),
    ).toBeInTheDocument();
  });
});
