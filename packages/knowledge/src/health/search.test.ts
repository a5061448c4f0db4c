import { describe, expect, it } from 'vitest';
import { educationArticles } from './articles/index.ts';
import { findGuidelines } from './guidelines/search.ts';
import { guidelines } from './guidelines/index.ts';

describe('guideline search', () => {
  it('returns every guideline in the hub order without a filter', () => {
    expect(findGuidelines()).toEqual([...guidelines]);
  });

  it('filters by category', () => {
    const immunization = findGuidelines({ category: 'immunization' });
    expect(immunization.length).toBeGreaterThanOrEqual(5);
    expect(immunization.every((g) => g.category === 'immunization')).toBe(true);
  });

  it('finds every word of a search, title matches first, and word beginnings count', () => {
    expect(findGuidelines({ search: 'whooping cough' })[0]?.id).toBe('tdap-every-pregnancy');
    expect(findGuidelines({ search: 'listeria' }).map((g) => g.id)).toContain('listeria-foods');
    expect(findGuidelines({ search: 'vacc' }).every((g) => /vaccin/i.test(JSON.stringify(g)))).toBe(true);
    expect(findGuidelines({ search: 'mercury', category: 'immunization' })).toEqual([]);
  });

  it('ignores filler words and finds nothing for nonsense', () => {
    expect(findGuidelines({ search: 'is caffeine safe during pregnancy' })[0]?.id).toBe('caffeine');
    expect(findGuidelines({ search: 'zzqxv' })).toEqual([]);
  });
});

describe('education articles', () => {
  it('filters by week range and category together', () => {
    const week8 = educationArticles({ week: 8, category: 'Nutrition' });
    expect(week8.length).toBeGreaterThan(0);
    expect(week8.every((a) => a.category === 'Nutrition' && a.weeks.from <= 8 && 8 <= a.weeks.to)).toBe(true);
    expect(educationArticles({ week: 8 }).map((a) => a.id)).not.toContain('packing-for-the-birth');
    expect(educationArticles({ week: 36 }).map((a) => a.id)).toContain('packing-for-the-birth');
  });

  it('puts the articles written most closely for a week first', () => {
    const week30 = educationArticles({ week: 30 });
    const spans = week30.map((a) => a.weeks.to - a.weeks.from);
    expect(spans).toEqual([...spans].sort((a, b) => a - b));
    expect(week30.slice(0, 2).every((a) => a.weeks.to - a.weeks.from < 39)).toBe(true);
  });

  it('mixes the categories among the first four articles', () => {
    expect(
      new Set(
        educationArticles()
          .slice(0, 4)
          .map((a) => a.category),
      ).size,
    ).toBe(4);
  });
});
