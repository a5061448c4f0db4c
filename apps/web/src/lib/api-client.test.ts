import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveFetch } from '../testing/render.tsx';
import { ApiError, apiRequest, setUnauthorizedHandler } from './api-client.ts';

describe('apiRequest (spec §4 and §8)', () => {
  afterEach(() => setUnauthorizedHandler(() => undefined));

  it('sends the stored token as a bearer header', async () => {
    localStorage.setItem('authToken', 'abc');
    const calls = serveFetch({ 'GET /api/thing': [200, { ok: true }] });
    await expect(apiRequest('/api/thing')).resolves.toEqual({ ok: true });
    expect(calls[0]?.headers.authorization).toBe('Bearer abc');
  });

  it('on 401 clears the token, calls the handler with the code and says the session expired', async () => {
    localStorage.setItem('authToken', 'abc');
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    serveFetch({ 'GET /api/thing': [401, { message: 'x', code: 'SESSION_EXPIRED_UPDATE' }] });
    await expect(apiRequest('/api/thing')).rejects.toThrow('Session expired. Please login again.');
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(handler).toHaveBeenCalledWith('SESSION_EXPIRED_UPDATE');
  });

  it('treats a session the server ended for idleness (SESSION_IDLE) like any 401', async () => {
    localStorage.setItem('authToken', 'abc');
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    serveFetch({
      'GET /api/thing': [401, { message: 'Session expired. Please login again.', code: 'SESSION_IDLE' }],
    });
    const error = await apiRequest('/api/thing').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).message).toBe('Session expired. Please login again.');
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(handler).toHaveBeenCalledWith('SESSION_IDLE');
  });

  it('leaves the session alone on a 401 from login', async () => {
    localStorage.setItem('authToken', 'keep');
    serveFetch({ 'POST /api/auth/login': [401, { message: 'Invalid email or password' }] });
    const error = await apiRequest('/api/auth/login', { method: 'POST', body: {}, sessionAware: false }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).serverMessage).toBe('Invalid email or password');
    expect(localStorage.getItem('authToken')).toBe('keep');
  });

  it('says servers are too busy on 429, and "status: body" otherwise', async () => {
    serveFetch({ 'GET /api/a': [429, { message: 'slow down' }], 'GET /api/b': [500, { message: 'boom' }] });
    await expect(apiRequest('/api/a')).rejects.toThrow('Servers are too busy. Please try again later.');
    await expect(apiRequest('/api/b')).rejects.toThrow('500: {"message":"boom"}');
  });
});
