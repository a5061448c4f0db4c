import { describe, expect, it } from 'vitest';
import { PARTNER_TIPS_PER_WEEK, partnerTips, partnerTipsFor } from './partner-help.ts';

describe('partner tips ("how to help this week")', () => {
  it('cites an organisation, an https page and a review date on every tip, with unique ids and sane spans', () => {
    expect(new Set(partnerTips.map((t) => t.id)).size).toBe(partnerTips.length);
    for (const tip of partnerTips) {
      expect(tip.source.organization, tip.id).not.toBe('');
      expect(tip.source.url, tip.id).toMatch(/^https:\/\//);
      expect(tip.source.reviewed, tip.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(tip.weeks.from, tip.id).toBeGreaterThanOrEqual(1);
      expect(tip.weeks.to, tip.id).toBeLessThanOrEqual(42);
      expect(tip.weeks.from, tip.id).toBeLessThanOrEqual(tip.weeks.to);
      // Short: a tip is read at a glance on a phone.
      expect(tip.text.length, tip.id).toBeLessThanOrEqual(260);
    }
  });

  it('gives every week 1 to 42 two to four tips, the warning signs first', () => {
    for (let week = 1; week <= 42; week += 1) {
      const tips = partnerTipsFor(week);
      expect(tips.length, `week ${week}`).toBeGreaterThanOrEqual(2);
      expect(tips.length, `week ${week}`).toBeLessThanOrEqual(PARTNER_TIPS_PER_WEEK);
      expect(tips[0]!.id, `week ${week}`).toBe('learn-warning-signs');
      for (const tip of tips) expect(week).toBeGreaterThanOrEqual(tip.weeks.from);
    }
  });

  it('puts the stage’s own tips before the all-pregnancy ones', () => {
    expect(partnerTipsFor(8).map((t) => t.id)).toEqual([
      'learn-warning-signs',
      'first-visits',
      'tired-and-queasy',
      'cat-litter',
    ]);
    expect(partnerTipsFor(22).map((t) => t.id)).toContain('ultrasound-and-tests');
    expect(partnerTipsFor(30).map((t) => t.id)).toContain('prepare-for-baby');
    expect(
      partnerTipsFor(38)
        .map((t) => t.id)
        .slice(0, 2),
    ).toEqual(['learn-warning-signs', 'labor-plan']);
    expect(partnerTipsFor(0)).toEqual([]);
    expect(partnerTipsFor(43)).toEqual([]);
  });
});
