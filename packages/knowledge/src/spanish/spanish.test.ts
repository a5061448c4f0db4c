import { describe, expect, it } from 'vitest';
import { getFoodById } from '../foods/index.ts';
import { findGuidelines } from '../health/index.ts';
import { urgentRecords } from '../assistant/passages/urgent.ts';
import { SPANISH_FOODS } from './foods.ts';
import { CDC_HEAR_HER_ES, FDA_FOOD_ES } from './sources.ts';
import { SPANISH_GUIDELINES, URGENT_SIGNS_ES } from './urgent-signs.ts';

// Issue 35: every Spanish record belongs to a record of the corpus and names its source.

describe('Spanish content', () => {
  it('translates foods of the corpus, each with its status kept and a cited source', () => {
    for (const [id, spanish] of Object.entries(SPANISH_FOODS)) {
      const food = getFoodById(id);
      expect(food, id).toBeDefined();
      expect(spanish.guidelines.length, id).toBe(food?.guidelines.length);
      const source = spanish.source ?? food?.source;
      expect(source?.url, id).toMatch(/^https:\/\//);
      expect(source?.reviewed, id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(Object.keys(SPANISH_FOODS).length).toBeGreaterThanOrEqual(15);
  });

  it('cites the organisations’ own Spanish pages', () => {
    for (const source of [CDC_HEAR_HER_ES, FDA_FOOD_ES]) {
      expect(source.url).toMatch(/^https:\/\/www\.(cdc|fda)\.gov\/.*(spanish|resumen-de-seguridad)/);
      expect(source.reviewed).toBe('2026-11-26');
    }
    expect(SPANISH_FOODS['soft-cheese']?.source).toBe(FDA_FOOD_ES);
  });

  it('has the whole urgent warning signs list, and guidelines that exist', () => {
    const english = urgentRecords.find((r) => r.id === 'warning-signs');
    expect(URGENT_SIGNS_ES).toHaveLength(english?.points?.length ?? -1);
    const ids = new Set(findGuidelines({}).map((g) => g.id));
    for (const id of Object.keys(SPANISH_GUIDELINES)) expect(ids.has(id), id).toBe(true);
    expect(SPANISH_GUIDELINES['urgent-warning-signs']?.source).toBe(CDC_HEAR_HER_ES);
  });
});
