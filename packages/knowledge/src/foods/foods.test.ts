import { describe, expect, it } from 'vitest';
import { phraseKey } from '../text.ts';
import { CATEGORIES, foods, getFoodById } from './index.ts';

const STATUSES = ['safe', 'caution', 'avoid'];
const KNOWN_CATEGORIES: string[] = Object.values(CATEGORIES);

function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

describe('food records', () => {
  it('has at least 150 foods', () => {
    expect(foods.length).toBeGreaterThanOrEqual(150);
  });

  it('has unique kebab-case ids', () => {
    const ids = foods.map((food) => food.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('has unique names', () => {
    const names = foods.map((food) => food.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives every record a verdict, texts, a category and a cited source with a review date', () => {
    for (const food of foods) {
      const check = (ok: boolean, what: string) => expect.soft(ok, `${food.id}: ${what}`).toBe(true);
      check(STATUSES.includes(food.status), 'status');
      check(food.name.trim() !== '', 'name');
      check(food.description.trim().length > 10, 'description');
      check(food.reason.trim().length > 10, 'reason');
      check(food.guidelines.length > 0 && food.guidelines.every((g) => g.trim() !== ''), 'guidelines');
      check(KNOWN_CATEGORIES.includes(food.category), 'category');
      check(food.source.organization.trim() !== '', 'source organisation');
      check(new URL(food.source.url).protocol === 'https:', 'source URL');
      check(isRealDate(food.source.reviewed), 'review date');
      check(
        food.synonyms.every((s) => s === s.toLowerCase() && s.trim() === s),
        'synonyms lower-case and trimmed',
      );
    }
  });

  it('never lets two records claim the same name or synonym', () => {
    const owners = new Map<string, string>();
    const clashes: string[] = [];
    for (const food of foods) {
      for (const phrase of new Set([food.name, ...food.synonyms].map(phraseKey))) {
        const owner = owners.get(phrase);
        if (owner !== undefined && owner !== food.id) clashes.push(`"${phrase}": ${owner} and ${food.id}`);
        owners.set(phrase, food.id);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('keeps the rules the product depends on', () => {
    const expected: Record<string, string> = {
      salmon: 'safe',
      'soft-cheese': 'caution',
      swordfish: 'avoid',
      'unpasteurized-milk': 'avoid',
      coffee: 'caution',
      spinach: 'safe',
      'raw-fish': 'avoid',
      alcohol: 'avoid',
      'deli-meat': 'caution',
      liver: 'caution',
      'raw-sprouts': 'avoid',
      'raw-oysters': 'avoid',
      'hot-dogs': 'caution',
    };
    for (const [id, status] of Object.entries(expected)) expect(getFoodById(id)?.status).toBe(status);
  });

  it('states the key numbers in the text', () => {
    expect(getFoodById('coffee')?.reason).toContain('200 mg');
    expect(getFoodById('deli-meat')?.guidelines.join(' ')).toContain('165°F');
    expect(getFoodById('hot-dogs')?.guidelines.join(' ')).toMatch(/steaming/);
    expect(getFoodById('liver')?.reason).toContain('10,000 IU');
    expect(getFoodById('alcohol')?.reason).toMatch(/no known safe amount/);
  });
});
