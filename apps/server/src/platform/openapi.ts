import { readFileSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import fastifySwagger, { type SwaggerTransformObject } from '@fastify/swagger';
import { errorBodySchema } from '@bloom/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';
import type { Access } from './auth/access.ts';
import { renderDocsPage } from './openapi-docs.ts';
import { serverRoot } from '../server-root.ts';

/** The error statuses an operation may answer; each is one shared response of the document. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 503;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Error answers of this route beyond those its access and inputs imply (see `errorStatusesOf`):
     * a rule's 403 or 409, a throttle's 429. Only documents them; the handler still throws.
     */
    errors?: readonly ErrorStatus[];
  }
}

const serverPackage = JSON.parse(readFileSync(new URL('package.json', serverRoot), 'utf8')) as {
  version?: string;
};

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

/** The one security scheme: the opaque session token of decision 003, sent as a bearer header. */
const SESSION_SCHEME = 'session';

const ERROR_RESPONSES: Record<ErrorStatus, { name: string; description: string; retryAfter?: true }> = {
  400: {
    name: 'BadRequest',
    description:
      'The input is not valid: `fields` names each wrong field with its message (VALIDATION_FAILED), or the body is not JSON (MALFORMED_JSON).',
  },
  401: {
    name: 'Unauthorized',
    description: 'No session token, or it has ended (UNAUTHENTICATED, SESSION_EXPIRED_UPDATE, SESSION_IDLE).',
  },
  403: {
    name: 'Forbidden',
    description: 'The session may not do this (FORBIDDEN, or the code of the rule refusing it).',
  },
  404: { name: 'NotFound', description: 'Nothing with this id belongs to the caller (NOT_FOUND).' },
  409: {
    name: 'Conflict',
    description: 'The request conflicts with what is stored (CONFLICT or a more precise code).',
  },
  410: { name: 'Gone', description: 'The thing asked for existed but has been withdrawn.' },
  413: { name: 'PayloadTooLarge', description: 'The body is larger than 100 KB (PAYLOAD_TOO_LARGE).' },
  415: { name: 'UnsupportedMediaType', description: 'The body is not `application/json` (UNSUPPORTED_MEDIA_TYPE).' },
  429: {
    name: 'TooManyRequests',
    description: 'Too many requests or attempts; try again after `Retry-After` seconds.',
    retryAfter: true,
  },
  503: {
    name: 'ServiceUnavailable',
    description: 'The database cannot be reached for now (UNAVAILABLE); try again after `Retry-After` seconds.',
    retryAfter: true,
  },
};

/** Where a transform leaves an operation's error statuses for `completeDocument` to turn into responses. */
const ERRORS_KEY = 'x-bloom-error-statuses';

interface DocumentedRoute {
  method: string | readonly string[];
  url: string;
  config?: { access?: Access; errors?: readonly ErrorStatus[] };
  schema?: { body?: unknown; querystring?: unknown; params?: unknown; operationId?: string };
}

/**
 * A stable operationId from the method and the path alone: `DELETE /api/kick-sessions/:id` is
 * `deleteKickSessionsById`. Nothing to keep by hand, and unique as long as the routes are.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .flatMap((part) => {
      if (part === '*') return ['by', 'path'];
      // `:secret.ics` is the parameter `secret`, then `ics`.
      const param = /^:(\w+)(.*)$/.exec(part);
      if (param) return ['by', param[1] ?? '', ...(param[2] ?? '').split(/[^A-Za-z0-9]+/)];
      return part.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  return method.toLowerCase() + words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
}

/**
 * The error answers a route may give, derived from what it declares: inputs can be invalid (400),
 * a body can be too large or not JSON (413, 415), an id can belong to nobody she can see (404),
 * a signed-in route needs a live session (401) and the session store (503), an admin route an
 * administrator (403), and every write needs the database (503). `config.errors` adds the rest.
 */
export function errorStatusesOf(route: DocumentedRoute): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>(route.config?.errors ?? []);
  const { body, querystring, params } = route.schema ?? {};
  const access = route.config?.access ?? 'public';
  if (body || querystring || params) statuses.add(400);
  if (body) {
    statuses.add(413);
    statuses.add(415);
  }
  if (params) statuses.add(404);
  if (access !== 'public') {
    statuses.add(401);
    statuses.add(503);
  }
  if (access === 'admin') statuses.add(403);
  if ([route.method].flat().some((m) => m !== 'GET' && m !== 'HEAD')) statuses.add(503);
  return [...statuses].sort((a, b) => a - b);
}

/** The first path segment after /api names the operation's group in the reference. */
function tagOf(url: string): string {
  return url.replace(/^\/(api\/)?/, '').split('/')[0] || 'api';
}

/**
 * A `*` route whose handler names the rest of the path (`/api/health/medication/*` reads it as
 * `name`) is documented with that name, so the path and its one parameter agree.
 */
function namedWildcard(url: string, params: unknown): string {
  const names = Object.keys((params as { properties?: object } | undefined)?.properties ?? {});
  return url.endsWith('/*') && names.length === 1 ? `${url.slice(0, -1)}:${names[0]}` : url;
}

type Transform = typeof jsonSchemaTransform;

/** The zod transform, plus what the document needs of each route: id, tag, security and errors. */
const transform: Transform = (input) => {
  const route = input.route as unknown as DocumentedRoute;
  // The document describes the routes that declare who may call them: the API. Health probes
  // and the web app's files are left out.
  if (!route.config?.access) return { schema: { hide: true }, url: input.url };
  const { schema } = jsonSchemaTransform(input);
  if (!schema || schema.hide) return { schema: { hide: true }, url: input.url };
  const url = namedWildcard(route.url, schema.params);
  const method = [route.method].flat()[0] ?? 'GET';
  return {
    url,
    schema: {
      ...schema,
      operationId: route.schema?.operationId ?? operationIdOf(method, url),
      tags: [tagOf(route.url)],
      security: route.config.access === 'public' ? [] : [{ [SESSION_SCHEME]: [] }],
      [ERRORS_KEY]: errorStatusesOf(route),
    },
  };
};

function errorResponse({ description, retryAfter }: (typeof ERROR_RESPONSES)[ErrorStatus]) {
  return {
    description,
    ...(retryAfter
      ? { headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } } } }
      : {}),
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
  };
}

type Operation = OpenAPIV3_1.OperationObject & { [ERRORS_KEY]?: ErrorStatus[] };

/** Adds the shared parts (security scheme, error body, error responses) and each operation's errors. */
const completeDocument: SwaggerTransformObject = (input) => {
  if (!('openapiObject' in input)) return input.swaggerObject;
  const openapiObject = input.openapiObject as Partial<OpenAPIV3_1.Document>;
  const { $schema: _, ...errorBody } = z.toJSONSchema(errorBodySchema, { target: 'draft-2020-12' });
  const used = new Set<ErrorStatus>();
  const tags = new Set<string>();
  for (const pathItem of Object.values(openapiObject.paths ?? {})) {
    for (const operation of Object.values(pathItem ?? {}) as Operation[]) {
      if (typeof operation !== 'object' || !operation.responses) continue;
      for (const status of operation[ERRORS_KEY] ?? []) {
        used.add(status);
        operation.responses[status] = { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` };
      }
      delete operation[ERRORS_KEY];
      // A success answer reads better as "OK" or "Created" than as the plugin's "Default Response".
      for (const [status, response] of Object.entries(operation.responses)) {
        if ('description' in response && response.description === 'Default Response') {
          response.description = STATUS_CODES[status] ?? 'Answer';
        }
      }
      for (const tag of operation.tags ?? []) tags.add(tag);
    }
  }
  const responses = Object.fromEntries(
    [...used].sort((a, b) => a - b).map((s) => [ERROR_RESPONSES[s].name, errorResponse(ERROR_RESPONSES[s])]),
  );
  return {
    ...openapiObject,
    tags: [...tags].sort().map((name) => ({ name, description: `The ${name} operations.` })),
    components: {
      ...openapiObject.components,
      schemas: { ...openapiObject.components?.schemas, ErrorBody: errorBody },
      responses,
    },
  } as OpenAPIV3_1.Document;
};

/**
 * Collects every route added after it into an OpenAPI 3.1 document, served at /api/openapi.json,
 * and a reference page at /api/docs built from that document on the server (no script, no CDN).
 * Register before the features: the document is built from the routes as they are added.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'BLOOM API',
        version: serverPackage.version ?? '0.0.0',
        description:
          'The API of BLOOM, a pregnancy-health companion, as served at /api/openapi.json (reference page: /api/docs). Every answer is JSON unless said otherwise; every error has the one body `ErrorBody`.',
      },
      servers: [{ url: '/', description: 'This BLOOM server' }],
      components: {
        securitySchemes: {
          [SESSION_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            description:
              'The opaque session token that POST /api/auth/login returns, sent as `Authorization: Bearer <token>`. Logging out or an administrator removing the account ends it at once.',
          },
        },
      },
    },
    transform,
    transformObject: completeDocument,
  });

  let json: string | undefined;
  let page: string | undefined;
  app.get(
    OPENAPI_PATH,
    // Described in info and the README rather than in the document it serves.
    { config: { access: 'public' }, schema: { hide: true, summary: 'This API described as OpenAPI 3.1' } },
    async (_request, reply) => {
      json ??= JSON.stringify(app.swagger());
      return reply.type('application/json; charset=utf-8').send(json);
    },
  );
  app.get(
    DOCS_PATH,
    {
      // A page: it gets the web app's CSP (no inline script, nothing from another origin).
      config: { access: 'public', webPage: true },
      schema: { hide: true, summary: 'The API reference as a web page' },
    },
    async (_request, reply) => {
      page ??= renderDocsPage(app.swagger() as OpenAPIV3_1.Document);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
    },
  );
}
