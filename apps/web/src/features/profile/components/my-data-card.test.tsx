import {
  ACCOUNT_DELETED_MESSAGE,
  DELETE_PASSWORD_REQUIRED_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from '@bloom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster.tsx';
import { renderWithApp, serveFetch } from '@/testing/render.tsx';
import { MyDataCard } from './my-data-card.tsx';
import { testProfile } from '@/testing/profile.ts';

const user = testProfile({
  phoneNumber: '',
  dateOfBirth: null,
  isPregnant: false,
  pregnancyWeeks: null,
  dueDate: null,
});

type Routes = Parameters<typeof serveFetch>[0];

function renderCard(routes: Routes = {}) {
  localStorage.setItem('authToken', 'token-1');
  const calls = serveFetch({ 'GET /api/user/profile': [200, user], ...routes });
  renderWithApp(
    <>
      <Routes>
        <Route path="/profile" element={<MyDataCard />} />
        <Route path="/login" element={<p>Login screen</p>} />
      </Routes>
      <Toaster />
    </>,
    { path: '/profile' },
  );
  return calls;
}

/** What the page handed to the browser's download: the file's name, type and text. */
function watchDownloads() {
  const files: { name: string; type: string; text: Promise<string> }[] = [];
  let last: Blob | undefined;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    last = blob as Blob;
    return 'blob:http://localhost/file-1';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.push({ name: this.download, type: last!.type, text: last!.text() });
  });
  return files;
}

describe('My data', () => {
  beforeEach(() => {
    // URL.createObjectURL does not exist in jsdom; define it so it can be spied on.
    URL.createObjectURL ??= () => '';
    URL.revokeObjectURL ??= () => undefined;
  });

  it('downloads everything as readable JSON with her token', async () => {
    const files = watchDownloads();
    const calls = renderCard({ 'GET /api/user/export': [200, { format: 'bloom-export/1', symptoms: [] }] });
    await userEvent.click(await screen.findByRole('button', { name: 'Download my data (JSON)' }));

    await waitFor(() => expect(files).toHaveLength(1));
    const call = calls.find((c) => c.path === '/api/user/export')!;
    expect(call.method).toBe('GET');
    expect(call.headers.authorization).toBe('Bearer token-1');
    expect(files[0]!.name).toMatch(/^bloom-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    expect(files[0]!.type).toBe('application/json');
    expect(await files[0]!.text).toBe('{\n  "format": "bloom-export/1",\n  "symptoms": []\n}');
  });

  it('downloads the FHIR bundle and the appointments calendar from their own addresses', async () => {
    const files = watchDownloads();
    const calls = renderCard({
      'GET /api/user/export/fhir': [200, { resourceType: 'Bundle', type: 'collection', entry: [] }],
      'GET /api/user/export/appointments.ics': [200, 'BEGIN:VCALENDAR'],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Download health records (FHIR)' }));
    await waitFor(() => expect(files).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Download appointments (.ics)' }));
    await waitFor(() => expect(files).toHaveLength(2));
    expect(files.map((f) => [f.name.replace(/\d{4}-\d{2}-\d{2}/, 'DATE'), f.type])).toEqual([
      ['bloom-my-data-fhir-DATE.json', 'application/fhir+json'],
      ['bloom-appointments-DATE.ics', 'text/calendar'],
    ]);
    expect(calls.map((c) => c.path)).toEqual(
      expect.arrayContaining(['/api/user/export/fhir', '/api/user/export/appointments.ics']),
    );
  });

  it('says so when a download fails', async () => {
    const files = watchDownloads();
    renderCard({ 'GET /api/user/export': [500, { message: 'Something went wrong on our side. Please try again.' }] });
    await userEvent.click(await screen.findByRole('button', { name: 'Download my data (JSON)' }));
    expect(await screen.findByText('Download failed')).toBeInTheDocument();
    expect(files).toEqual([]);
  });

  it('asks for her password before deleting, and keeps the account when she changes her mind', async () => {
    const user = userEvent.setup();
    const calls = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveTextContent('It cannot be undone.');

    await user.click(within(dialog).getByRole('button', { name: 'Delete forever' }));
    expect(await within(dialog).findByText(DELETE_PASSWORD_REQUIRED_MESSAGE)).toHaveAttribute('role', 'alert');
    await user.click(within(dialog).getByRole('button', { name: 'Keep my account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
  });

  it('shows a wrong password next to the field and deletes nothing', async () => {
    const user = userEvent.setup();
    renderCard({
      'DELETE /api/user/account': [
        400,
        { message: WRONG_CURRENT_PASSWORD_MESSAGE, fields: { password: WRONG_CURRENT_PASSWORD_MESSAGE } },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Your password'), 'not it');
    await user.click(within(dialog).getByRole('button', { name: 'Delete forever' }));
    expect(await within(dialog).findByText(WRONG_CURRENT_PASSWORD_MESSAGE)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Your password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('deletes the account with her password, signs out and goes to /login', async () => {
    const user = userEvent.setup();
    const calls = renderCard({
      'DELETE /api/user/account': [200, { message: ACCOUNT_DELETED_MESSAGE }],
      'POST /api/auth/logout': [401, { message: 'Session expired. Please login again.' }],
    });
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Your password'), 'correct horse 42');
    await user.click(within(dialog).getByRole('button', { name: 'Delete forever' }));

    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(await screen.findByText('Account deleted')).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_DELETED_MESSAGE)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.body).toEqual({ password: 'correct horse 42' });
    expect(localStorage.getItem('authToken')).toBeNull();
  });
});
