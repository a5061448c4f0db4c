import { BROKEN_CHARACTER_MESSAGE, hasBrokenCharacters, NUL_MESSAGE } from '@bloom/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { badRequest } from './errors.ts';

const NUL = '\u0000';

/** What is wrong with a piece of text PostgreSQL would have to store, if anything. */
function textProblem(text: string): string | undefined {
  if (text.includes(NUL)) return NUL_MESSAGE;
  if (hasBrokenCharacters(text)) return BROKEN_CHARACTER_MESSAGE;
  return undefined;
}

interface Found {
  path: string[];
  message: string;
}

/** The dotted path of the first string (or key) the database could not store, with the reason. */
function findBadText(value: unknown, path: string[] = []): Found | undefined {
  if (typeof value === 'string') {
    const message = textProblem(value);
    return message ? { path, message } : undefined;
  }
  if (path.length > 20 || value === null || typeof value !== 'object') return undefined;
  for (const [key, child] of Object.entries(value)) {
    const keyProblem = textProblem(key);
    // A bad key is reported with its surrogates and NULs left out, so the path itself stays printable.
    if (keyProblem)
      return { path: [...path, key.replaceAll(NUL, '').replace(/[\uD800-\uDFFF]/g, '')], message: keyProblem };
    const found = findBadText(child, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

/**
 * PostgreSQL cannot store the NUL character, nor half of a UTF-16 surrogate pair (a JSON column
 * fails on it, a text column silently turns it into U+FFFD), so text carrying one would fail deep
 * in a query with a 500 or be stored changed. Refusing it here covers every string of every route
 * (body, query and path, at any depth) and keeps it a clear 400, reported on the field the way
 * schema validation reports fields.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    for (const part of [request.body, request.query, request.params]) {
      const found = findBadText(part);
      if (found) return done(badRequest(found.message, { [found.path.join('.') || '_']: found.message }));
    }
    done();
  });
}

/** Whether the matched route accepts a request without a body (it declares none, or an optional one). */
function bodyIsOptional(request: FastifyRequest): boolean {
  const schema = request.routeOptions.schema?.body as ZodType | undefined;
  if (!schema || typeof schema.safeParse !== 'function') return schema === undefined;
  return schema.safeParse(undefined).success;
}

/**
 * JSON bodies, parsed by Fastify's own safe parser (it refuses `__proto__` and `constructor`
 * poisoning), except that an empty body counts as no body: many clients send
 * `Content-Type: application/json` with nothing after it on DELETE and on action routes such as
 * logout or approve. A route that needs a body still answers the malformed-JSON 400.
 */
export function registerJsonBodyParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  // Every body is JSON: anything else, plain text included, is a 415, not a confusing 400.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' && bodyIsOptional(request)) {
      done(null, undefined);
      return;
    }
    void parseJson(request, body as string, done);
  });
}
