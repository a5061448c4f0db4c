import { NUL_MESSAGE } from '@bloom/contract';
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';

const NUL = '\u0000';

/** The dotted path of the first string holding a NUL character, or undefined. */
function nulPath(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value === 'string') return value.includes(NUL) ? path : undefined;
  if (path.length > 20 || value === null || typeof value !== 'object') return undefined;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes(NUL)) return [...path, key.replaceAll(NUL, '')];
    const found = nulPath(child, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

/**
 * PostgreSQL cannot store the NUL character, so text carrying one would fail deep in a query
 * with a 500. Refusing it here covers every route at once and keeps it a clear 400, reported
 * on the field the way schema validation reports fields.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.body, request.query, request.params]) {
      const path = nulPath(part);
      if (path) throw badRequest(NUL_MESSAGE, { [path.join('.') || '_']: NUL_MESSAGE });
    }
  });
}
