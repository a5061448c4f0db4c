import { describe, expect, it } from 'vitest';
import { serveFetch, takeUnexpectedRequests } from './render.tsx';

const realFetch = globalThis.fetch;

// The tests run in order: the last one checks what the first two left behind.
describe('serveFetch', () => {
  it('answers a listed request from its table', async () => {
    serveFetch({ 'GET /api/symptoms': [200, [{ id: 'a' }]] });
    const response = await fetch('/api/symptoms');
    expect(await response.json()).toEqual([{ id: 'a' }]);
  });

  it('records an unlisted request even when the caller swallows the error, so setup fails the test', async () => {
    serveFetch({});
    await fetch('/api/moods', { method: 'POST', body: '{}' }).catch(() => undefined);
    expect(takeUnexpectedRequests()).toEqual(['POST /api/moods']);
  });

  it('gives the next test the real fetch back', () => {
    expect(globalThis.fetch).toBe(realFetch);
  });
});
