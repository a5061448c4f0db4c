/**
 * Errors that mean "the database cannot be reached right now" rather than "this request is wrong
 * or the code is broken": a refused or dropped connection, a pool that could not connect in
 * time, PostgreSQL shutting down or not yet accepting connections. They answer 503, so a client
 * (and the load balancer) knows to try again, instead of a 500 that reads like a bug.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// SQLSTATE classes 08 (connection exception) and 57P0x (operator intervention: admin shutdown,
// crash shutdown, cannot connect now, database dropped).
const SQLSTATE = /^(?:08\d{3}|57P0[1-4])$/;
const MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection terminated unexpectedly',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
    if (MESSAGES.some((m) => e instanceof Error && e.message.includes(m))) return true;
  }
  return false;
}
