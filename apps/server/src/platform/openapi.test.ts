import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { DOCS_PATH, OPENAPI_PATH, errorStatusesOf, operationIdOf } from './openapi.ts';

type Operation = OpenAPIV3_1.OperationObject;

/** Fastify's `/a/:id` and `/a/*` as the document writes them: `/a/{id}`, `/a/{name}`. */
const documentPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('the OpenAPI description of the API', () => {
  let t: TestApp;
  let doc: OpenAPIV3_1.Document;
  let text: string;
  /** Every operation of the document, by `METHOD /path` as Fastify spells the route. */
  const operations = new Map<string, Operation>();

  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject({ url: OPENAPI_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    text = res.body;
    doc = res.json();
    for (const [path, item] of Object.entries(doc.paths ?? {})) {
      for (const [method, operation] of Object.entries(item ?? {})) {
        operations.set(`${method.toUpperCase()} ${path}`, operation as Operation);
      }
    }
  });
  afterAll(() => t.close());

  it('is a valid OpenAPI 3.1 document (swagger-parser)', async () => {
    expect(doc.openapi).toBe('3.1.0');
    // validate() dereferences in place: it gets a copy.
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it("passes Redocly's recommended rules with no error", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: text, absoluteRef: 'openapi.json', config });
    const errors = problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId}: ${p.message} (${p.location[0]?.pointer ?? ''})`);
    expect(errors).toEqual([]);
  });

  it('describes every API route, each with a summary, an operationId, its security and its errors', () => {
    const missing: string[] = [];
    const withoutSummary: string[] = [];
    const wrong: string[] = [];
    for (const route of t.app.routeAccess) {
      if (route.url === OPENAPI_PATH || route.url === DOCS_PATH) continue;
      // The document names a `*` after the one parameter the route reads from it.
      const params = Object.keys((route.schema.params as { shape?: object } | undefined)?.shape ?? {});
      const url =
        route.url.endsWith('/*') && params.length === 1 ? route.url.replace(/\*$/, `:${params[0]}`) : route.url;
      const key = `${route.method} ${documentPath(url)}`;
      const operation = operations.get(key);
      if (!operation) {
        missing.push(key);
        continue;
      }
      if (!operation.summary?.trim()) withoutSummary.push(key);
      if (operation.operationId !== operationIdOf(route.method, url)) wrong.push(`${key}: operationId`);
      const security = route.access === 'public' ? [] : [{ session: [] }];
      if (JSON.stringify(operation.security) !== JSON.stringify(security)) wrong.push(`${key}: security`);
      const expected = errorStatusesOf({
        method: route.method,
        url: route.url,
        config: { access: route.access },
        schema: route.schema,
      });
      for (const status of expected) {
        const response = operation.responses?.[status] as { $ref?: string } | undefined;
        if (!response?.$ref?.startsWith('#/components/responses/')) wrong.push(`${key}: ${status}`);
      }
    }
    expect(missing, 'routes missing from the document').toEqual([]);
    expect(wrong).toEqual([]);
    // A route without a summary: add `summary: '…'` to its `schema` (see docs/conventions.md).
    expect(withoutSummary, 'routes without a summary').toEqual([]);
    const ids = [...operations.values()].map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('answers each error with the one error body of the contract', () => {
    const responses = doc.components?.responses ?? {};
    expect(Object.keys(responses).length).toBeGreaterThan(5);
    for (const [name, response] of Object.entries(responses)) {
      const content = (response as OpenAPIV3_1.ResponseObject).content?.['application/json'];
      expect(content?.schema, name).toEqual({ $ref: '#/components/schemas/ErrorBody' });
    }
    expect(doc.components?.schemas?.ErrorBody).toMatchObject({
      type: 'object',
      required: ['message'],
      properties: { message: { type: 'string' }, code: { type: 'string' }, requestId: { type: 'string' } },
    });
    // A signed-in route documents 401, an admin route 403, a route with a body 400 and 415.
    const post = operations.get('POST /api/symptoms');
    expect(Object.keys(post?.responses ?? {})).toEqual(expect.arrayContaining(['201', '400', '401', '415', '503']));
    expect(Object.keys(operations.get('GET /api/admin/summary')?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '401', '403']),
    );
    expect(operations.get('POST /api/auth/login')?.security).toEqual([]);
    expect(doc.components?.securitySchemes?.session).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('derives operationIds from the method and the path', () => {
    expect(operationIdOf('DELETE', '/api/kick-sessions/:id')).toBe('deleteKickSessionsById');
    expect(operationIdOf('GET', '/api/user/export/appointments.ics')).toBe('getUserExportAppointmentsIcs');
    expect(operationIdOf('GET', '/api/calendar/feed/:secret.ics')).toBe('getCalendarFeedBySecretIcs');
    expect(operationIdOf('GET', '/bloom-endpoints')).toBe('getBloomEndpoints');
  });

  it('serves a reference page from its own origin that holds under the page CSP', async () => {
    const res = await t.app.inject({ url: DOCS_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self'[^;]*(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    // No script at all, and nothing fetched from another origin (no CDN).
    expect(res.body).not.toMatch(/<script/i);
    expect(res.body).not.toMatch(/(src|href)="(https?:)?\/\//i);
    for (const operation of operations.values()) {
      expect(res.body).toContain(`id="${operation.operationId}"`);
    }
    expect(res.body).toContain('href="/api/openapi.json"');
  });
});
