import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { UpstreamCache } from '../../platform/upstream/cache.ts';
import { UpstreamSource } from '../../platform/upstream/upstream-source.ts';
import {
  startFakeUpstreams,
  UPSTREAM_TIMEOUTS,
  type FailureMode,
  type FakeUpstreams,
} from '../../testing/fake-upstreams.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { createDrugLabelClient, labelSearchPhrase, labelText, type DrugLabelClient } from './drug-label-client.ts';

const FAILURE_MODES: { mode: FailureMode; kind: string; status?: number }[] = [
  { mode: 'hang', kind: 'timeout' },
  { mode: 'server-error', kind: 'http', status: 500 },
  { mode: 'rate-limited', kind: 'http', status: 429 },
  { mode: 'malformed-json', kind: 'malformed' },
  { mode: 'wrong-shape', kind: 'malformed' },
];

const silentLog = { warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;

describe('openFDA drug label adapter against the fake API', () => {
  let database: Database;
  let fake: FakeUpstreams;
  let labels: DrugLabelClient;
  let source: UpstreamSource;
  beforeAll(async () => {
    database = await openTestDatabase();
    fake = await startFakeUpstreams();
  });
  afterAll(async () => {
    await fake.close();
    await database.close();
  });
  /** A fresh source (its own breaker) that waits `timeoutMs` for openFDA. */
  const labelsWithin = (timeoutMs: number) => {
    source = new UpstreamSource({ name: 'openFDA', cache: new UpstreamCache(database.db), timeoutMs, log: silentLog });
    return createDrugLabelClient(source, { baseUrl: fake.env.OPENFDA_BASE_URL });
  };
  beforeEach(() => {
    fake.reset();
    labels = labelsWithin(UPSTREAM_TIMEOUTS.patient);
  });

  it('maps brand, generic, manufacturer, purpose, pregnancy section and warnings, asking by generic name', async () => {
    const result = await labels.label({ name: 'acetaminophen', by: 'generic' });
    expect(result?.fromCache).toBe(false);
    expect(result?.value.label).toEqual({
      brandName: 'Tylenol Extra Strength',
      genericName: 'Acetaminophen',
      manufacturer: 'Example Consumer Health Inc.',
      purpose: ['Pain reliever/fever reducer'],
      pregnancyWarnings: 'If pregnant or breast-feeding, ask a health professional before use.',
      warnings: expect.stringMatching(/^Liver warning: This product contains acetaminophen\./),
      effectiveDate: '2025-01-10',
    });
    expect(fake.requests).toEqual([
      expect.objectContaining({
        upstream: 'openfda',
        path: '/drug/label.json',
        query: { search: 'openfda.generic_name:"acetaminophen"', limit: '5' },
        userAgent: expect.stringContaining('BLOOM'),
      }),
    ]);
  });

  it('reads an Rx label’s pregnancy section when there is no pregnancy_or_breast_feeding one', async () => {
    const result = await labels.label({ name: 'ondansetron', by: 'generic' });
    expect(result?.value.label).toMatchObject({
      brandName: 'Zofran',
      genericName: 'Ondansetron Hydrochloride',
      pregnancyWarnings:
        'Available data do not reliably inform the association of ondansetron with adverse fetal outcomes.',
      warnings: null,
      purpose: [],
    });
  });

  it('tries a typed name as generic or brand name', async () => {
    const result = await labels.label({ name: 'Examplex', by: 'any' });
    expect(result?.value.label?.genericName).toBe('Examplexin');
    expect(fake.requests[0]?.query.search).toBe('openfda.generic_name:"examplex" openfda.brand_name:"examplex"');
  });

  it('treats openFDA’s 404 NOT_FOUND as "no label" and caches that answer too', async () => {
    const none = await labels.label({ name: 'unobtainium', by: 'any' });
    expect(none?.value).toEqual({ label: null });
    const again = await labels.label({ name: 'unobtainium', by: 'any' });
    expect(again?.fromCache).toBe(true);
    expect(fake.requests).toHaveLength(1);
  });

  it('serves a repeated look-up from the cache', async () => {
    await labels.label({ name: 'ibuprofen', by: 'generic' });
    fake.reset();
    const again = await labels.label({ name: 'ibuprofen', by: 'generic' });
    expect(again?.fromCache).toBe(true);
    expect(again?.value.label?.brandName).toBe('Advil');
    expect(fake.requests).toEqual([]);
  });

  it('keeps query syntax out of the search and skips a name with nothing searchable', async () => {
    expect(labelSearchPhrase('advil" OR openfda.brand_name:"x')).toBe('advil or openfda brand name x');
    await expect(labels.label({ name: '"*?"', by: 'any' })).resolves.toBeUndefined();
    expect(fake.requests).toEqual([]);
  });

  it('shortens a long label section at a word and drops its repeated heading', () => {
    expect(labelText(['Warnings', '  Do not   use.  '])).toBe('Do not use.');
    const long = labelText([`Warnings ${'word '.repeat(400)}`]) ?? '';
    expect(long.length).toBeLessThanOrEqual(901);
    expect(long.endsWith('word…')).toBe(true);
    expect(labelText([])).toBeNull();
  });

  it.each(FAILURE_MODES)('fails with an UpstreamError of kind $kind when the API answers $mode', async (c) => {
    fake.fail('openfda', c.mode);
    // Only an API that never answers needs the limit to pass; answers never race it.
    if (c.mode === 'hang') labels = labelsWithin(UPSTREAM_TIMEOUTS.hasty);
    await expect(labels.label({ name: `naproxen ${c.mode}`, by: 'any' })).rejects.toMatchObject({
      kind: c.kind,
      upstream: 'openFDA',
      ...(c.status ? { status: c.status } : {}),
    });
  });

  it('opens the circuit after repeated failures and then answers without calling openFDA', async () => {
    fake.fail('openfda', 'server-error');
    for (let i = 0; i < 5; i += 1) {
      await expect(labels.label({ name: `drug ${i}`, by: 'any' })).rejects.toMatchObject({ kind: 'http' });
    }
    fake.reset();
    await expect(labels.label({ name: 'drug 9', by: 'any' })).rejects.toMatchObject({ kind: 'circuit-open' });
    expect(fake.requests).toEqual([]);
  });
});
