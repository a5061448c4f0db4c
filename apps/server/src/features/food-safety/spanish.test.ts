import { foodSearchResultSchema } from '@bloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeUpstreams, type FakeUpstreams } from '../../testing/fake-upstreams.ts';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app.ts';

// Issue 35: the food checker's verdicts in Spanish for her when her profile says Spanish, from
// FDA's own Spanish page where FDA is the source; untranslated ones in English with a note.

const FDA_ES =
  'https://www.fda.gov/food/people-risk-foodborne-illness/resumen-de-seguridad-alimentaria-para-futuras-mamas';

describe('food checks in Spanish', () => {
  let fake: FakeUpstreams;
  let t: TestApp;
  let english: TestUser;
  let spanish: TestUser;
  beforeAll(async () => {
    fake = await startFakeUpstreams();
    t = await createTestApp({ LIVE_DATA: 'off', ...fake.env });
    english = await t.createUser();
    spanish = await t.createUser();
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: spanish.headers,
      payload: { locale: 'es' },
    });
    expect(res.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const search = async (user: TestUser, term: string, language?: string) => {
    const res = await t.app.inject({
      url: `/api/food-safety/search/${encodeURIComponent(term)}`,
      headers: { ...user.headers, ...(language ? { 'accept-language': language } : {}) },
    });
    expect(res.statusCode).toBe(200);
    return { raw: res.body, body: foodSearchResultSchema.parse(res.json()) };
  };

  it('gives a translated verdict in Spanish with the FDA Spanish page as its source', async () => {
    const { body } = await search(spanish, 'brie');
    expect(body.safetyInfo).toMatchObject({
      foodName: 'Quesos blandos',
      status: 'caution',
      sourceUrl: FDA_ES,
      reviewed: '2026-11-26',
    });
    expect(body.safetyInfo?.reason).toContain('Listeria');
    expect(body.safetyInfo?.guidelines[0]).toContain('leche pasteurizada');
    expect(body.safetyInfo?.translationNotice).toBeUndefined();
    expect(body.localResults[0]?.name).toBe('Quesos blandos');
  });

  it('keeps a Spanish verdict translated from an English-only page citing that page', async () => {
    const { body } = await search(spanish, 'alcohol');
    expect(body.safetyInfo).toMatchObject({ foodName: 'Alcohol', status: 'avoid' });
    expect(body.safetyInfo?.description).toBe(
      'Cualquier bebida con alcohol. Ninguna se considera segura durante el embarazo.',
    );
    expect(body.safetyInfo?.sourceUrl).toMatch(/cdc\.gov/);
  });

  it('shows a verdict without Spanish in English, saying so in Spanish', async () => {
    const { body } = await search(spanish, 'kiwi');
    expect(body.safetyInfo?.translationNotice).toBe('Este contenido aún no está traducido; se muestra en inglés.');
    const { body: inEnglish } = await search(english, 'kiwi');
    expect(body.safetyInfo?.description).toBe(inEnglish.safetyInfo?.description);
  });

  it('answers English exactly as before, whatever the header, when her profile says English', async () => {
    const plain = await search(english, 'brie');
    expect(plain.body.safetyInfo?.foodName).toBe('Soft Cheese');
    expect(plain.raw).not.toContain('translationNotice');
    const withHeader = await search(english, 'brie', 'es-MX');
    expect(withHeader.body.safetyInfo?.foodName).toBe('Soft Cheese');
  });
});
