import { OFFLINE_CONTENT_MESSAGE } from '@bloom/contract';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render.tsx';
import { apiRequest } from '../api-client.ts';
import { PROFILE_PATH } from '../boot/early-profile.ts';
import { OfflineError } from '../network/offline-error.ts';
import { TOKEN_KEY } from '../token-storage.ts';
import { useAuth } from './auth-context.tsx';

const profile = {
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
  isAdmin: false,
  createdAt: '2026-11-01T10:00:00.000Z',
};

function Status() {
  const { state } = useAuth();
  return <p>{state.status === 'signed-in' ? `signed in as ${state.user.firstName}` : state.status}</p>;
}

/** fetch as the browser's: no network while `network.up` is false (a TypeError), else the profile. */
function stubNetwork() {
  const network = { up: false, calls: 0 };
  vi.stubGlobal('fetch', async (path: string) => {
    network.calls += 1;
    if (!network.up) throw new TypeError('Failed to fetch');
    expect(path).toBe(PROFILE_PATH);
    return new Response(JSON.stringify(profile), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return network;
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

describe('her session while the device is offline (decision 020)', () => {
  it('turns a request that cannot leave into a calm OfflineError, still a TypeError', async () => {
    stubNetwork();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const failure = await apiRequest('/api/symptoms').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(OfflineError);
    expect(failure).toBeInstanceOf(TypeError);
    expect((failure as Error).message).toBe(OFFLINE_CONTENT_MESSAGE);
  });

  it('keeps her signed in through a reload offline, and checks her profile once she is back', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok');
    const network = stubNetwork();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithApp(<Status />);
    await vi.waitFor(() => expect(network.calls).toBe(1));
    // The check could not be made: no sign-out, the token stays, the app waits.
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok');

    network.up = true;
    setOnline(true);
    expect(await screen.findByText('signed in as Ana')).toBeInTheDocument();
    expect(network.calls).toBe(2);
  });

  it('still ends the session when the check fails while online (spec §4)', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok');
    stubNetwork();
    renderWithApp(<Status />);
    expect(await screen.findByText('signed-out')).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});
