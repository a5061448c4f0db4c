import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAILURE_MODES, startAdapterKit, type AdapterKit } from './adapter-test-kit.ts';
import { createOpenFdaClient, recallSearchPhrase, type OpenFdaClient } from './openfda-client.ts';

describe('openFDA food enforcement adapter against the fake API', () => {
  let kit: AdapterKit;
  let fda: OpenFdaClient;
  beforeAll(async () => {
    kit = await startAdapterKit();
  });
  afterAll(() => kit.close());
  beforeEach(() => {
    kit.fake.reset();
    fda = createOpenFdaClient(kit.source('openFDA'), { baseUrl: kit.fake.env.OPENFDA_BASE_URL });
  });

  it('maps recalls newest first, counts the ongoing ones and asks for a product phrase', async () => {
    const result = await fda.foodRecalls('Cheese');
    expect(result?.value).toEqual({
      hasActiveRecalls: true,
      activeRecallCount: 2,
      recentRecalls: [
        {
          firm: 'Green Valley Creamery LLC',
          status: 'Ongoing',
          reason: 'Product may be contaminated with Listeria monocytogenes.',
          reportDate: '2025-03-05',
          recallNumber: 'F-0412-2025',
        },
        expect.objectContaining({ recallNumber: 'F-0977-2024', reportDate: '2024-11-20' }),
        expect.objectContaining({ recallNumber: 'F-1530-2023', status: 'Terminated' }),
      ],
    });
    expect(kit.fake.requests[0]?.query).toEqual({
      search: 'product_description:"cheese"',
      sort: 'report_date:desc',
      limit: '20',
    });
  });

  it('treats openFDA’s 404 NOT_FOUND as "no recalls" and caches it like any answer', async () => {
    const none = await fda.foodRecalls('spinach');
    expect(none?.value).toEqual({ hasActiveRecalls: false, activeRecallCount: 0, recentRecalls: [] });
    expect((await fda.foodRecalls('spinach'))?.fromCache).toBe(true);
    expect(kit.fake.requests).toHaveLength(1);
  });

  it('keeps query syntax out of the search: the term can only ever be a phrase', async () => {
    expect(recallSearchPhrase('cheese" OR status:"Ongoing')).toBe('cheese or status ongoing');
    expect(recallSearchPhrase("mac 'n' cheese")).toBe("mac 'n' cheese");
    await fda.foodRecalls('brie") OR (x');
    expect(kit.fake.requests[0]?.query.search).toBe('product_description:"brie or x"');
  });

  it('does not call openFDA for a term with nothing searchable in it', async () => {
    await expect(fda.foodRecalls('"*?"')).resolves.toBeUndefined();
    expect(kit.fake.requests).toEqual([]);
  });

  it.each(FAILURE_MODES)('fails with an UpstreamError of kind $kind when the API answers $mode', async (c) => {
    kit.fake.fail('openfda', c.mode);
    await expect(fda.foodRecalls(`cheese ${c.mode}`)).rejects.toMatchObject({
      kind: c.kind,
      upstream: 'openFDA',
      ...(c.status ? { status: c.status } : {}),
    });
  });
});
