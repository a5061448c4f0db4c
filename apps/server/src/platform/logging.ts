import { once } from 'node:events';
import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pino from 'pino';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = Parameters<FastifyBaseLogger['child']>[1];

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

/** Log lines are held until this many characters are waiting, so a busy server writes blocks, not lines. */
const LOG_BLOCK_CHARS = 4096;
/** ...and at least this often, so a quiet server's lines still show at once to whoever reads them. */
const LOG_FLUSH_MS = 1000;

/**
 * Where the log goes: stdout (`npm run bench` passes /dev/null). pino's stdout stream (sonic-boom)
 * costs a few microseconds a line under load (it measures its whole pending buffer on each line),
 * and writes each line alone when no write is under way: at thousands of requests a second that
 * was the largest part of the request line's cost. Lines are held here and handed over in blocks
 * of LOG_BLOCK_CHARS, at least every LOG_FLUSH_MS, when the server closes and when the process
 * exits (a SIGKILL loses at most that second's lines).
 */
export function logDestination(dest: number | string = 1) {
  const sonic = pino.destination({ dest, sync: false });
  let held: string[] = [];
  let heldChars = 0;
  // Whether a block handed over is still being written ('drain': everything handed over is out).
  let writing = false;
  sonic.on('drain', () => (writing = false));
  const release = () => {
    if (held.length === 0) return;
    writing = true;
    sonic.write(held.join(''));
    held = [];
    heldChars = 0;
  };
  const stream = {
    write(line: string) {
      held.push(line);
      heldChars += line.length;
      if (heldChars >= LOG_BLOCK_CHARS) release();
    },
  };
  // Writing before the file is open (a path opens asynchronously) would throw.
  let open = false;
  const ready = new Promise<void>((resolve) => sonic.once('ready', resolve)).then(() => void (open = true));
  sonic.once('close', () => (open = false));
  const timer = setInterval(() => open && release(), LOG_FLUSH_MS).unref();
  const flushNow = () => {
    if (!open) return;
    release();
    sonic.flushSync();
  };
  process.once('exit', flushNow);
  // Everything still held, and the server's close waits until it is written.
  const close = async () => {
    clearInterval(timer);
    process.removeListener('exit', flushNow);
    if (!open) return;
    release();
    if (writing) await once(sonic, 'drain');
  };
  return { stream, ready, close };
}

export function registerRequestLog(app: FastifyInstance) {
  // Its fields are fixed and hold nothing personal (a route pattern, never the URL; her id, never
  // her name), so the line skips redaction: a third of the cost of writing it, on every request.
  const lines = app.log.child({}, { redact: { paths: [] } });
  // A callback hook, with the request id as a field: the same line as the request's own logger
  // would write, without building that logger (lazy, below).
  app.addHook('onResponse', (request, reply, done) => {
    lines.info(
      {
        [REQUEST_ID_LABEL]: request.id,
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        userId: request.principal?.userId,
      },
      'request',
    );
    done();
  });
}

/** Fastify's default name for the request id in log lines. */
const REQUEST_ID_LABEL = 'reqId';

type LogMethod = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * A request's logger that becomes pino's child (its request id bound) on its first use. Fastify
 * builds that child for every request, which serializes its bindings each time; most requests
 * write only the request line above, and warnings and errors are rare.
 */
class LazyRequestLogger {
  #child: FastifyBaseLogger | undefined;
  readonly #make: () => FastifyBaseLogger;
  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) {
    this.#make = () => parent.child(bindings, options);
  }
  get #logger() {
    return (this.#child ??= this.#make());
  }
  get level() {
    return this.#logger.level;
  }
  set level(level: string) {
    this.#logger.level = level;
  }
  child(bindings: Bindings, options?: ChildLoggerOptions) {
    return this.#logger.child(bindings, options);
  }
  #write(method: LogMethod, args: unknown[]) {
    (this.#logger[method] as (...rest: unknown[]) => void)(...args);
  }
  fatal(...args: unknown[]) {
    this.#write('fatal', args);
  }
  error(...args: unknown[]) {
    this.#write('error', args);
  }
  warn(...args: unknown[]) {
    this.#write('warn', args);
  }
  info(...args: unknown[]) {
    this.#write('info', args);
  }
  debug(...args: unknown[]) {
    this.#write('debug', args);
  }
  trace(...args: unknown[]) {
    this.#write('trace', args);
  }
  silent() {}
}

/** Fastify's `childLoggerFactory`: each request's logger, built only if the request writes a line of its own. */
export const lazyRequestLogger = (logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) =>
  new LazyRequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger;

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
