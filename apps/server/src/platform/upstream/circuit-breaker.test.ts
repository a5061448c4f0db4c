import { describe, expect, it } from 'vitest';
import { CircuitBreaker } from './circuit-breaker.ts';
import { UpstreamError } from './upstream-error.ts';

function setup(failureThreshold = 3, cooldownMs = 10_000) {
  let now = 1_000_000;
  const breaker = new CircuitBreaker('Test API', { failureThreshold, cooldownMs, now: () => now });
  let calls = 0;
  const ok = () => breaker.run(async () => (calls += 1));
  const fail = () =>
    breaker.run(async () => {
      calls += 1;
      throw new UpstreamError('Test API', 'timeout', 'no answer');
    });
  return { breaker, ok, fail, calls: () => calls, advance: (ms: number) => (now += ms) };
}

describe('CircuitBreaker', () => {
  it('opens after N consecutive failures and then refuses without calling', async () => {
    const b = setup(3);
    for (let i = 0; i < 3; i += 1) await expect(b.fail()).rejects.toMatchObject({ kind: 'timeout' });
    expect(b.breaker.state).toBe('open');
    await expect(b.ok()).rejects.toMatchObject({ kind: 'circuit-open', upstream: 'Test API' });
    expect(b.calls()).toBe(3);
  });

  it('counts consecutive failures only: a success in between resets the count', async () => {
    const b = setup(3);
    await expect(b.fail()).rejects.toThrow();
    await expect(b.fail()).rejects.toThrow();
    await b.ok();
    await expect(b.fail()).rejects.toThrow();
    await expect(b.fail()).rejects.toThrow();
    expect(b.breaker.state).toBe('closed');
  });

  it('lets one trial call through after the cool-down and closes when it succeeds', async () => {
    const b = setup(1, 10_000);
    await expect(b.fail()).rejects.toThrow();
    b.advance(9_999);
    expect(b.breaker.state).toBe('open');
    b.advance(1);
    expect(b.breaker.state).toBe('half-open');
    await b.ok();
    expect(b.breaker.state).toBe('closed');
  });

  it('opens again at once when the trial call fails', async () => {
    const b = setup(3, 10_000);
    for (let i = 0; i < 3; i += 1) await expect(b.fail()).rejects.toThrow();
    b.advance(10_000);
    await expect(b.fail()).rejects.toMatchObject({ kind: 'timeout' });
    expect(b.breaker.state).toBe('open');
    await expect(b.ok()).rejects.toMatchObject({ kind: 'circuit-open' });
  });

  it('refuses other calls while the half-open trial is still running', async () => {
    const b = setup(1, 10);
    await expect(b.fail()).rejects.toThrow();
    b.advance(10);
    let finish: (v: string) => void = () => undefined;
    const trial = b.breaker.run(() => new Promise<string>((resolve) => (finish = resolve)));
    await expect(b.ok()).rejects.toMatchObject({ kind: 'circuit-open' });
    finish('done');
    await expect(trial).resolves.toBe('done');
    expect(b.breaker.state).toBe('closed');
  });

  it('does not count errors that are not the upstream’s fault, such as the caller giving up', async () => {
    const b = setup(1);
    await expect(b.breaker.run(() => Promise.reject(new DOMException('gone', 'AbortError')))).rejects.toThrow('gone');
    expect(b.breaker.state).toBe('closed');
  });
});
