import type { AppContext } from '../context.ts';
import { UpstreamCache } from './cache.ts';
import type { CircuitBreakerOptions } from './circuit-breaker.ts';
import { UpstreamSource } from './upstream-source.ts';

const sourcesByApp = new WeakMap<AppContext, Map<string, UpstreamSource>>();

/**
 * The app's one UpstreamSource for an outside API. Features that call the same API (openFDA
 * recalls and drug labels) share it, so they share its circuit breaker: one API, one verdict.
 * The first caller's breaker options win.
 */
export function upstreamSource(
  ctx: AppContext,
  name: string,
  options: { breaker?: CircuitBreakerOptions } = {},
): UpstreamSource {
  let sources = sourcesByApp.get(ctx);
  if (!sources) {
    sources = new Map();
    sourcesByApp.set(ctx, sources);
  }
  let source = sources.get(name);
  if (!source) {
    source = new UpstreamSource({
      name,
      cache: new UpstreamCache(ctx.database.db),
      timeoutMs: ctx.config.upstreamTimeoutMs,
      log: ctx.log,
      ...options,
    });
    sources.set(name, source);
  }
  return source;
}
