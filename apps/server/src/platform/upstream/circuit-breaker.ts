import { UpstreamError } from './upstream-error.ts';

export type CircuitState = 'closed' | 'open' | 'half-open';

export interface CircuitBreakerOptions {
  /** Consecutive failures that open the circuit. */
  failureThreshold?: number;
  /** How long an open circuit refuses calls before one trial call is let through. */
  cooldownMs?: number;
  /** Injectable clock, so tests move time instead of waiting for it. */
  now?: () => number;
}

const DEFAULT_FAILURE_THRESHOLD = 5;
const DEFAULT_COOLDOWN_MS = 30_000;

/**
 * Stops calling an upstream that keeps failing, so a dead API costs users nothing (not even the
 * timeout) until the cool-down has passed and a single trial call shows it is back.
 * Only UpstreamErrors count as failures: a caller giving up is not the upstream's fault.
 */
export class CircuitBreaker {
  readonly name: string;
  readonly #threshold: number;
  readonly #cooldownMs: number;
  readonly #now: () => number;
  #failures = 0;
  #openedAt: number | undefined;
  #trialRunning = false;

  constructor(name: string, options: CircuitBreakerOptions = {}) {
    this.name = name;
    this.#threshold = options.failureThreshold ?? DEFAULT_FAILURE_THRESHOLD;
    this.#cooldownMs = options.cooldownMs ?? DEFAULT_COOLDOWN_MS;
    this.#now = options.now ?? Date.now;
  }

  get state(): CircuitState {
    if (this.#openedAt === undefined) return 'closed';
    return this.#now() - this.#openedAt >= this.#cooldownMs ? 'half-open' : 'open';
  }

  async run<T>(call: () => Promise<T>): Promise<T> {
    const state = this.state;
    if (state === 'open' || (state === 'half-open' && this.#trialRunning)) {
      throw new UpstreamError(this.name, 'circuit-open', 'recent calls failed; waiting before trying again');
    }
    const isTrial = state === 'half-open';
    if (isTrial) this.#trialRunning = true;
    try {
      const result = await call();
      this.#failures = 0;
      this.#openedAt = undefined;
      return result;
    } catch (error) {
      if (error instanceof UpstreamError) this.#recordFailure(isTrial);
      throw error;
    } finally {
      if (isTrial) this.#trialRunning = false;
    }
  }

  #recordFailure(isTrial: boolean) {
    this.#failures += 1;
    if (isTrial || this.#failures >= this.#threshold) this.#openedAt = this.#now();
  }
}
