import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, serveFetch } from '@/testing/render.tsx';
import { ApiError, setUnauthorizedHandler } from '../api-client.ts';
import { PROFILE_PATH } from '../boot/early-profile.ts';
import { TOKEN_KEY } from '../token-storage.ts';
import { useAuth } from './auth-context.tsx';
import { profileQueryOptions } from './profile-query.ts';

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

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const fetchProfile = () => new QueryClient().fetchQuery(profileQueryOptions());

describe('the profile check', () => {
  afterEach(() => {
    window.bloomEarlyProfile = undefined;
    setUnauthorizedHandler(() => undefined);
  });

  it("uses the boot script's early answer once, then asks the server itself", async () => {
    localStorage.setItem(TOKEN_KEY, 'tok');
    window.bloomEarlyProfile = { token: 'tok', response: Promise.resolve(json(200, profile)) };
    const calls = serveFetch({ [`GET ${PROFILE_PATH}`]: [200, { ...profile, firstName: 'Later' }] });
    await expect(fetchProfile()).resolves.toMatchObject({ firstName: 'Ana' });
    expect(calls).toHaveLength(0);
    await expect(fetchProfile()).resolves.toMatchObject({ firstName: 'Later' });
    expect(calls).toHaveLength(1);
  });

  it('reads an early 401 like any other: the session ends', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok');
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    window.bloomEarlyProfile = {
      token: 'tok',
      response: Promise.resolve(json(401, { message: 'x', code: 'SESSION_IDLE' })),
    };
    await expect(fetchProfile()).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(handler).toHaveBeenCalledWith('SESSION_IDLE');
  });

  it('asks again when the early request failed or was sent with another token', async () => {
    localStorage.setItem(TOKEN_KEY, 'new');
    window.bloomEarlyProfile = { token: 'old', response: Promise.resolve(json(200, profile)) };
    const calls = serveFetch({ [`GET ${PROFILE_PATH}`]: [200, profile] });
    await fetchProfile();
    window.bloomEarlyProfile = { token: 'new', response: Promise.resolve(null) };
    await fetchProfile();
    expect(calls.map((c) => c.headers.authorization)).toEqual(['Bearer new', 'Bearer new']);
  });
});

function Status() {
  const { state } = useAuth();
  return <p>{state.status === 'signed-in' ? `signed in as ${state.user.firstName}` : state.status}</p>;
}

describe('the auth state on a page load', () => {
  afterEach(() => {
    window.bloomEarlyProfile = undefined;
  });

  it('goes from loading to signed in with the early answer', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok');
    window.bloomEarlyProfile = { token: 'tok', response: Promise.resolve(json(200, profile)) };
    serveFetch({});
    renderWithApp(<Status />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('signed in as Ana')).toBeInTheDocument();
  });

  it('is signed out at once without a token', () => {
    serveFetch({});
    renderWithApp(<Status />);
    expect(screen.getByText('signed-out')).toBeInTheDocument();
  });
});
