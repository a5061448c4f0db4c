import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/**
 * Logger options: one line per request with the route pattern (never the raw URL, which can
 * hold a food term or an id), status, time, user id and request id. Bodies are never logged,
 * and neither are the values a failed query carried (see `serializeError`).
 */
export function loggerOptions(level: string) {
  return {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token', '*.email'],
      censor: '[redacted]',
    },
    serializers: { err: serializeError },
  };
}

export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        userId: request.principal?.userId,
      },
      'request',
    );
  });
}

type Loose = Record<string, unknown>;
/** The shape pino expects of a serialized error. */
type LoggedError = { type: string; message: string; stack: string; [key: string]: unknown };

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** A PostgreSQL error (from pg or PGlite): a SQLSTATE code and a severity. */
function isPostgresError(value: Loose): boolean {
  return typeof value.code === 'string' && SQLSTATE.test(value.code) && typeof value.severity === 'string';
}

/** Drizzle's wrapper, or PGlite's own error, both of which carry the statement and its values. */
function isQueryError(value: Loose): boolean {
  return value instanceof DrizzleQueryError || (typeof value.query === 'string' && Array.isArray(value.params));
}

/** The error and its causes, outermost first (bounded, in case of a cycle). */
function chainOf(err: unknown): Loose[] {
  const chain: Loose[] = [];
  let current: unknown = err;
  while (current !== null && typeof current === 'object' && chain.length < 8 && !chain.includes(current as Loose)) {
    chain.push(current as Loose);
    current = (current as Loose).cause;
  }
  return chain;
}

/** Only the "at …" lines of a stack: the first lines repeat the message, which may hold data. */
function framesOf(stack: unknown): string {
  if (typeof stack !== 'string') return '';
  return stack
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}

const pick = (value: Loose, key: string) => (typeof value[key] === 'string' ? { [key]: value[key] } : {});

/**
 * Errors in the log. A database error's message, detail and stack header repeat the statement's
 * values ("params: <user id>,<mood>,<notes>", "Failing row contains (…)"), so for a database
 * error only its SQLSTATE code, the statement (with $1 placeholders), the names of the table,
 * column and constraint involved and the stack frames are written, never a value.
 */
export function serializeError(err: unknown): LoggedError {
  const chain = chainOf(err);
  const top = chain[0];
  if (!top) return { type: typeof err, message: 'a non-object was thrown', stack: '' };
  const postgres = chain.find(isPostgresError);
  if (postgres || chain.some(isQueryError)) {
    const query = chain.find(isQueryError);
    return {
      type: 'DatabaseError',
      message: `database error${postgres ? ` ${String(postgres.code)}` : ''}`,
      ...(postgres ? { code: postgres.code } : {}),
      ...(query ? { statement: query.query } : {}),
      ...(postgres ? { ...pick(postgres, 'table'), ...pick(postgres, 'column'), ...pick(postgres, 'constraint') } : {}),
      stack: framesOf(top.stack),
    };
  }
  return plainError(top, 0);
}

/** Any other error: its kind, message, stack and well-known codes, but not arbitrary properties. */
function plainError(err: Loose, depth: number): LoggedError {
  const cause = err.cause;
  return {
    type: typeof err.constructor === 'function' ? err.constructor.name : 'Error',
    message: typeof err.message === 'string' ? err.message : '',
    stack: typeof err.stack === 'string' ? err.stack : '',
    ...Object.fromEntries(
      ['code', 'statusCode', 'errno', 'syscall']
        .filter((key) => typeof err[key] === 'string' || typeof err[key] === 'number')
        .map((key) => [key, err[key]]),
    ),
    ...(cause !== null && typeof cause === 'object' && depth < 4
      ? { cause: plainError(cause as Loose, depth + 1) }
      : {}),
  };
}
