import { describe, expect, it } from 'vitest';
import { educationArticles } from './articles/index.ts';
import { weekInfo } from './weeks.ts';

const WEEKS = Array.from({ length: 42 }, (_, i) => i + 1);

describe('week info', () => {
  it('resolves every week from 1 to 42 with key recommendations', () => {
    for (const week of WEEKS) {
      const info = weekInfo(week);
      expect.soft(info?.week, `week ${week}`).toBe(week);
      expect.soft(info?.keyRecommendations.length ?? 0, `week ${week} recommendations`).toBeGreaterThan(0);
      expect.soft(info?.sources.length ?? 0, `week ${week} sources`).toBeGreaterThan(0);
    }
  });

  it('puts weeks 1-12, 13-27 and 28-42 in trimesters 1, 2 and 3', () => {
    for (const week of WEEKS) {
      const expected = week <= 12 ? 1 : week <= 27 ? 2 : 3;
      expect.soft(weekInfo(week)?.trimester, `week ${week}`).toBe(expected);
    }
  });

  it('lists Tdap only in weeks 27-36 and RSV only in weeks 32-36', () => {
    for (const week of WEEKS) {
      const ids = weekInfo(week)?.vaccines.map((v) => v.vaccine) ?? [];
      expect
        .soft(
          ids.some((v) => v.startsWith('Tdap')),
          `week ${week} Tdap`,
        )
        .toBe(week >= 27 && week <= 36);
      expect
        .soft(
          ids.some((v) => v.startsWith('RSV')),
          `week ${week} RSV`,
        )
        .toBe(week >= 32 && week <= 36);
      expect
        .soft(
          ids.some((v) => v.startsWith('MMR')),
          `week ${week} MMR`,
        )
        .toBe(false);
    }
  });

  it('shows the NSAID warning from week 20 on', () => {
    expect(weekInfo(12)?.guidelines.map((g) => g.id)).not.toContain('nsaids-from-20-weeks');
    expect(weekInfo(20)?.guidelines.map((g) => g.id)).toContain('nsaids-from-20-weeks');
    expect(weekInfo(38)?.guidelines.map((g) => g.id)).toContain('nsaids-from-20-weeks');
  });

  it.each([0, 43, -1, 20.5, Number.NaN])('has nothing for week %s', (week) => {
    expect(weekInfo(week)).toBeUndefined();
  });

  it('has at least two articles for every week, so the dashboard always has its two teasers', () => {
    for (const week of WEEKS) {
      expect.soft(educationArticles({ week }).length, `week ${week}`).toBeGreaterThanOrEqual(2);
    }
  });
});
