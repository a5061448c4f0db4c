import { babyComparison, babyMeasurements, formatBabyLength, formatBabyWeight } from '@bloom/pregnancy';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n/index.ts';
import { babyLengthText, babySizeText, babyWeightText } from './baby-size-text.ts';

const withArticle = (word: string) => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;

describe('the baby card’s words', () => {
  it('say in English exactly what @bloom/pregnancy says, for every week', () => {
    for (let week = 2; week <= 42; week += 1) {
      const comparison = babyComparison(week)!;
      expect
        .soft(babySizeText(week), `week ${week}`)
        .toBe(`Your baby is about the size of ${withArticle(comparison.thing)}`);
      const typical = babyMeasurements(week);
      if (!typical) continue;
      expect.soft(babyLengthText(typical.lengthCm), `week ${week}`).toBe(formatBabyLength(typical.lengthCm));
      expect.soft(babyWeightText(typical.weightG), `week ${week}`).toBe(formatBabyWeight(typical.weightG));
    }
    expect(babySizeText(1)).toBeNull();
  });

  it('compare in Spanish with a thing of her week, and keep the units', async () => {
    await setLanguage('es');
    expect(babySizeText(12)).toBe('Tu bebé tiene más o menos el tamaño de una lima');
    expect(babySizeText(20)).toBe('Tu bebé tiene más o menos el tamaño de un plátano');
    const texts = new Set(Array.from({ length: 37 }, (_, i) => babySizeText(i + 4)));
    expect(texts.size, 'one thing per week, none missing').toBe(37);
    for (const text of texts) expect(text).not.toMatch(/baby|things\./);
    expect(babyLengthText(25.6)).toBe('10.1 pulg. (25.6 cm)');
    expect(babyWeightText(1)).toBe('menos de 0.1 oz (1 g)');
    expect(babyWeightText(3500)).toBe('7.7 lb (3.5 kg)');
  });
});
