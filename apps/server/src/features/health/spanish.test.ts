import { guidelinesResponseSchema } from '@bloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app.ts';

// Issue 35: the urgent warning signs guideline in Spanish from CDC's Spanish Hear Her pages; the
// guidelines without Spanish in English with a note in Spanish; English answers as before.

describe('health guidelines in Spanish', () => {
  let t: TestApp;
  let english: TestUser;
  let spanish: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    english = await t.createUser();
    spanish = await t.createUser();
    await t.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: spanish.headers,
      payload: { locale: 'es' },
    });
  });
  afterAll(() => t.close());

  const guidelines = async (user: TestUser) => {
    const res = await t.app.inject({ url: '/api/health/guidelines?category=safety', headers: user.headers });
    expect(res.statusCode).toBe(200);
    return { raw: res.body, body: guidelinesResponseSchema.parse(res.json()) };
  };

  it('gives the urgent warning signs in Spanish, citing CDC’s Spanish page with its review date', async () => {
    const { body } = await guidelines(spanish);
    const urgent = body.guidelines.find((g) => g.id === 'urgent-warning-signs');
    expect(urgent).toMatchObject({
      title: 'Conozca los signos de advertencia de urgencia materna',
      source: 'Centros para el Control y la Prevención de Enfermedades (CDC)',
      lastUpdated: '2026-11-26',
    });
    expect(urgent?.sourceUrl).toMatch(/^https:\/\/www\.cdc\.gov\/hearher\/spanish\//);
    expect(urgent?.recommendations.join(' ')).toContain('988');
    expect(urgent?.translationNotice).toBeUndefined();
  });

  it('shows guidelines without Spanish in English with a note, and English users see no change', async () => {
    const es = await guidelines(spanish);
    const en = await guidelines(english);
    const untranslated = es.body.guidelines.find((g) => g.id === 'cook-to-safe-temperatures');
    expect(untranslated?.translationNotice).toBe('Este contenido aún no está traducido; se muestra en inglés.');
    expect(untranslated?.title).toBe(en.body.guidelines.find((g) => g.id === 'cook-to-safe-temperatures')?.title);
    expect(en.raw).not.toContain('translationNotice');
    expect(en.body.guidelines.find((g) => g.id === 'urgent-warning-signs')?.title).toBe(
      'Know the urgent maternal warning signs',
    );
  });
});
