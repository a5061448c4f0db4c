import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster.tsx';
import { setLanguage } from '@/lib/i18n/index.ts';
import { renderWithApp, serveFetch } from '@/testing/render.tsx';
import { testProfile } from '@/testing/profile.ts';
import { ChangePasswordCard } from './change-password-card.tsx';
import { MyDataCard } from './my-data-card.tsx';
import { ProfileSettingsForm } from './profile-settings-form.tsx';

const SPANISH_LONG_DATE = new Intl.DateTimeFormat('es-US', { dateStyle: 'long', timeZone: 'UTC' });

// Profile Settings' texts come from the 'profile' catalogue (docs/decisions/021-languages.md).
describe('Profile Settings in Spanish', () => {
  it('labels her details, the password and her data in Spanish, the due date by locale', async () => {
    await setLanguage('es');
    localStorage.setItem('authToken', 'token-1');
    // Her profile says Spanish too (signed in, the app follows her profile's language).
    const profile = testProfile({ phoneNumber: '', locale: 'es' });
    serveFetch({
      'GET /api/user/profile': [200, profile],
      'GET /api/user/export': [500, { message: 'Algo salió mal.' }],
    });
    renderWithApp(
      <>
        <ProfileSettingsForm profile={profile} />
        <ChangePasswordCard />
        <MyDataCard />
        <Toaster />
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Tu perfil' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre')).toHaveValue('Ana');
    expect(screen.getByRole('group', { name: '¿Estás embarazada ahora?' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Sí' })).toBeChecked();
    expect(screen.getByLabelText('¿De cuántas semanas estás?')).toHaveValue(18);
    // '3 de marzo de 2026', not 'March 3, 2026'.
    const due = SPANISH_LONG_DATE.format(new Date(`${profile.dueDate}T00:00:00Z`));
    expect(due).toMatch(/ de /);
    expect(screen.getByRole('status')).toHaveTextContent(due);
    expect(within(screen.getByLabelText('Sexo del bebé')).getByRole('option', { name: 'Niña' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'Cambiar la contraseña' })).toBeInTheDocument();
    expect(screen.getByLabelText('Contraseña actual')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cambiar contraseña' })).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'Mis datos' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Descargar mis datos (JSON)' }));
    expect(await screen.findByText('No se pudo descargar')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar tu cuenta?' });
    expect(within(dialog).getByLabelText('Tu contraseña')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Conservar mi cuenta' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Eliminar para siempre' })).toBeInTheDocument();
  });
});
