import { describe, expect, it } from 'vitest';
import type { SourceRef } from '../types.ts';
import { articles, EDUCATION_CATEGORY_NAMES } from './articles/index.ts';
import { guidelines } from './guidelines/index.ts';
import { medicationNameKeys } from './medications/lookup.ts';
import { medications } from './medications/index.ts';
import { vaccines } from './vaccines.ts';
import { weekMilestones } from './weeks.ts';

/** Every record of the health knowledge base with the source it cites. */
const records: { kind: string; id: string; source: SourceRef }[] = [
  ...guidelines.map((r) => ({ kind: 'guideline', id: r.id, source: r.source })),
  ...vaccines.map((r) => ({ kind: 'vaccine', id: r.id, source: r.source })),
  ...weekMilestones.map((r) => ({ kind: 'week milestone', id: r.id, source: r.source })),
  ...medications.map((r) => ({ kind: 'medication', id: r.id, source: r.source })),
  ...articles.map((r) => ({ kind: 'article', id: r.id, source: r.source })),
];

function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const validSpan = (span: { from: number; to: number }) =>
  Number.isInteger(span.from) && Number.isInteger(span.to) && span.from >= 1 && span.to <= 42 && span.from <= span.to;

// A dose is a number with a unit ("81 mg", "2 tablets"); medication advice never gives one.
const DOSE = /\b\d[\d,.]*\s*(mg|mcg|µg|g|iu|ml|units?|tablets?|pills?|capsules?|drops?)\b/i;

describe('health knowledge content', () => {
  it('has at least 30 guidelines across safety, nutrition and immunization', () => {
    expect(guidelines.length).toBeGreaterThanOrEqual(30);
    for (const category of ['safety', 'nutrition', 'immunization'] as const) {
      expect.soft(guidelines.filter((g) => g.category === category).length, category).toBeGreaterThanOrEqual(5);
    }
  });

  it('has at least 60 medications and supplements and at least 24 articles in all four categories', () => {
    expect(medications.length).toBeGreaterThanOrEqual(60);
    expect(articles.length).toBeGreaterThanOrEqual(24);
    for (const category of EDUCATION_CATEGORY_NAMES) {
      expect.soft(articles.filter((a) => a.category === category).length, category).toBeGreaterThanOrEqual(5);
    }
  });

  it('gives every record a source organisation, an https URL and a real review date', () => {
    for (const { kind, id, source } of records) {
      expect.soft(source.organization.trim(), `${kind} ${id}: organisation`).not.toBe('');
      expect.soft(source.title.trim(), `${kind} ${id}: page title`).not.toBe('');
      expect.soft(URL.canParse(source.url) && new URL(source.url).protocol, `${kind} ${id}: URL`).toBe('https:');
      expect.soft(isRealDate(source.reviewed), `${kind} ${id}: review date ${source.reviewed}`).toBe(true);
    }
  });

  it('keeps ids unique and kebab-case within each kind', () => {
    for (const kind of new Set(records.map((r) => r.kind))) {
      const ids = records.filter((r) => r.kind === kind).map((r) => r.id);
      expect.soft(ids.length - new Set(ids).size, `${kind}: duplicate ids`).toBe(0);
      for (const id of ids) expect.soft(id, `${kind} id`).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('gives every medication a status of safe, caution or avoid', () => {
    for (const m of medications) expect.soft(['safe', 'caution', 'avoid'], m.id).toContain(m.status);
  });

  it('gives every medication a use, a reason and a recommendation that names no dose', () => {
    for (const m of medications) {
      expect.soft(m.use.trim().length, `${m.id}: use`).toBeGreaterThan(2);
      expect.soft(m.reason.trim().length, `${m.id}: reason`).toBeGreaterThan(20);
      expect.soft(m.recommendation.trim().length, `${m.id}: recommendation`).toBeGreaterThan(20);
      expect.soft(DOSE.test(m.recommendation), `${m.id}: recommendation gives a dose`).toBe(false);
      expect.soft(DOSE.test(m.reason), `${m.id}: reason gives a dose`).toBe(false);
    }
  });

  it('tells people to ask their provider wherever a medicine is not simply safe', () => {
    for (const m of medications.filter((x) => x.status !== 'safe')) {
      expect.soft(m.recommendation, m.id).toMatch(/provider|prescriber|pharmacist/i);
    }
  });

  it('lets no two medications claim the same name, alias or brand', () => {
    const owners = new Map<string, string>();
    for (const { key, id } of medicationNameKeys()) {
      const owner = owners.get(key);
      expect.soft(owner === undefined || owner === id, `"${key}" claimed by ${owner} and ${id}`).toBe(true);
      owners.set(key, id);
    }
  });

  it('gives every guideline a description, a risk level and recommendations', () => {
    for (const g of guidelines) {
      expect.soft(g.description.trim().length, `${g.id}: description`).toBeGreaterThan(20);
      expect.soft(['high', 'medium', 'low'], `${g.id}: risk level`).toContain(g.riskLevel);
      expect.soft(g.recommendations.length, `${g.id}: recommendations`).toBeGreaterThan(0);
      expect.soft(g.weeks === null || validSpan(g.weeks), `${g.id}: weeks`).toBe(true);
    }
  });

  it('covers the vaccines of pregnancy with their timing and the live vaccines to avoid', () => {
    const byId = new Map(vaccines.map((v) => [v.id, v]));
    for (const id of ['tdap', 'influenza', 'covid-19', 'rsv', 'hepatitis-b']) {
      expect.soft(byId.get(id)?.pregnancySafe, `${id} given in pregnancy`).toBe(true);
      expect.soft(byId.get(id)?.timing.length ?? 0, `${id} timing`).toBeGreaterThan(5);
    }
    for (const id of ['mmr', 'varicella', 'laiv']) {
      expect.soft(byId.get(id)?.pregnancySafe, `${id} waits until after pregnancy`).toBe(false);
      expect.soft(byId.get(id)?.weeks, `${id} has no weeks`).toBeNull();
    }
    expect(byId.get('tdap')?.weeks).toEqual({ from: 27, to: 36 });
    expect(byId.get('rsv')?.weeks).toEqual({ from: 32, to: 36 });
  });

  it('gives every article a valid week range, sections and key points', () => {
    for (const a of articles) {
      expect.soft(validSpan(a.weeks), `${a.id}: weeks`).toBe(true);
      expect.soft(a.sections.length, `${a.id}: sections`).toBeGreaterThanOrEqual(3);
      expect
        .soft(
          a.sections.every((s) => s.body.length > 80),
          `${a.id}: section bodies`,
        )
        .toBe(true);
      expect.soft(a.keyPoints.length, `${a.id}: key points`).toBeGreaterThanOrEqual(3);
    }
  });
});
