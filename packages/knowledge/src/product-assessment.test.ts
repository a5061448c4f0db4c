import { describe, expect, it } from 'vitest';
import { getFoodById } from './foods/index.ts';
import { assessProduct } from './product-assessment.ts';
import { RISK_TERMS } from './risk-terms.ts';
import type { SafetyStatus } from './types.ts';

describe('assessProduct', () => {
  it('maps every risk term to an existing food record', () => {
    const missing = RISK_TERMS.filter((risk) => getFoodById(risk.foodId) === undefined);
    expect(missing).toEqual([]);
  });

  it('says what was checked when nothing matches', () => {
    const ingredients = [
      'water',
      'oats',
      'sugar',
      'salt',
      'cinnamon',
      'raisins',
      'pasteurized milk',
      'honey',
      'canola oil',
      'baking soda',
      'vanilla',
      'almonds',
    ];
    const result = assessProduct({ ingredients, categories: ['en:breakfasts', 'en:cereals', 'en:oat-flakes'] });
    expect(result.status).toBe('safe');
    expect(result.flagged).toEqual([]);
    expect(result.reason).toBe(
      "Checked 12 ingredients and 3 categories against BLOOM's list of pregnancy risk foods; none matched.",
    );
    expect(result.guidelines.length).toBeGreaterThan(0);
  });

  it('mentions the product name when one was checked', () => {
    const result = assessProduct({ title: 'Plain Oats', ingredients: ['oats'], categories: [] });
    expect(result.reason).toBe(
      "Checked the product name, 1 ingredient and 0 categories against BLOOM's list of pregnancy risk foods; none matched.",
    );
  });

  it('flags every risk food by ingredient or category with its verdict', () => {
    const cases: [string, string[], string[], SafetyStatus, string[]][] = [
      ['raw milk', ['raw milk', 'salt', 'rennet'], ['en:cheeses'], 'avoid', ['unpasteurized-milk']],
      ['unpasteurised (British spelling)', ['unpasteurised cows milk'], [], 'avoid', ['unpasteurized-milk']],
      ['raw-milk cheese category', ['milk', 'salt'], ['en:raw-milk-cheeses'], 'avoid', ['raw-milk-cheese']],
      ['wine', ['tomatoes', 'red wine', 'garlic'], [], 'avoid', ['wine']],
      ['rum', ['sugar', 'rum', 'raisins'], [], 'avoid', ['liquor']],
      ['beer category', [], ['en:beverages', 'en:beers'], 'avoid', ['beer']],
      ['alcoholic beverages category', [], ['en:alcoholic-beverages'], 'avoid', ['alcohol']],
      ['swordfish', ['swordfish', 'olive oil'], [], 'avoid', ['swordfish']],
      ['king mackerel', ['king mackerel', 'salt'], [], 'avoid', ['king-mackerel']],
      ['shark', ['shark', 'water'], [], 'avoid', ['shark']],
      ['caffeine', ['carbonated water', 'caffeine'], [], 'caution', ['caffeine-supplements']],
      ['coffee', ['coffee', 'milk'], [], 'caution', ['coffee']],
      ['guarana', ['guarana extract', 'taurine'], [], 'caution', ['caffeine-supplements']],
      ['green tea extract', ['green tea extract', 'vitamin c'], [], 'caution', ['caffeine-supplements']],
      ['liver', ['pork liver', 'pork', 'salt'], [], 'caution', ['liver']],
      ['pâté', ['chicken liver pâté'], [], 'avoid', ['liver', 'refrigerated-pate']],
      ['alfalfa sprouts', ['alfalfa sprouts', 'lettuce'], [], 'avoid', ['raw-sprouts']],
      ['raw egg', ['raw egg yolk', 'oil', 'lemon juice'], [], 'avoid', ['raw-eggs']],
      ['brie', ['brie', 'crackers'], [], 'caution', ['soft-cheese']],
      ['salami', ['salami', 'mozzarella', 'flour'], [], 'caution', ['dry-cured-meats']],
      ['smoked salmon', ['smoked salmon', 'cream cheese'], [], 'avoid', ['smoked-seafood']],
      ['cocoa', ['sugar', 'cocoa mass', 'cocoa butter'], [], 'caution', ['chocolate']],
      ['chocolate liquor is cocoa, not alcohol', ['chocolate liquor', 'sugar'], [], 'caution', ['chocolate']],
      ['herbal tea category', ['chamomile flowers'], ['en:herbal-teas'], 'caution', ['herbal-tea']],
      ['non-alcoholic beer', ['water', 'barley malt'], ['en:non-alcoholic-beers'], 'caution', ['non-alcoholic-beer']],
    ];
    for (const [label, ingredients, categories, status, ids] of cases) {
      const result = assessProduct({ ingredients, categories });
      expect.soft(result.status, label).toBe(status);
      expect.soft([...new Set(result.flagged.map((flag) => flag.foodId))].sort(), label).toEqual([...ids].sort());
    }
  });

  it('does not flag look-alikes (pasteurised, cocoa butter, wine vinegar, decaf, words inside words)', () => {
    const cases: [string, string[], string[]][] = [
      ['pasteurized milk', ['pasteurized milk', 'vitamin d3'], ['en:milks']],
      ['cocoa butter', ['sugar', 'cocoa butter', 'milk powder'], []],
      ['white chocolate', ['white chocolate', 'almonds'], []],
      ['wine vinegar', ['red wine vinegar', 'olive oil'], []],
      ['sugar alcohols', ['erythritol', 'sugar alcohol'], []],
      ['root beer', ['carbonated water', 'root beer flavor'], []],
      ['brussels sprouts', ['brussels sprouts', 'butter'], []],
      ['decaffeinated coffee', ['decaffeinated coffee'], []],
      ['caffeine-free', ['caffeine-free cola flavor'], []],
      ['non-alcoholic beverages category', [], ['en:beverages', 'en:non-alcoholic-beverages']],
      ['words inside other words', ['ginger', 'rumford baking powder', 'shortening', 'delivered fresh'], []],
    ];
    for (const [label, ingredients, categories] of cases) {
      const result = assessProduct({ ingredients, categories });
      expect.soft(result.flagged, label).toEqual([]);
      expect.soft(result.status, label).toBe('safe');
    }
  });

  it('lets the worst status win and names every flagged term', () => {
    const result = assessProduct({ ingredients: ['coffee', 'swordfish', 'sugar'], categories: [] });
    expect(result.status).toBe('avoid');
    expect(result.flagged).toEqual([
      { term: 'swordfish', foodId: 'swordfish', status: 'avoid' },
      { term: 'coffee', foodId: 'coffee', status: 'caution' },
    ]);
    expect(result.description).toContain('swordfish');
    expect(result.description).toContain('coffee');
    expect(result.reason).toContain('Swordfish');
    expect(result.reason).toContain('200 mg');
    expect(result.guidelines.length).toBeGreaterThan(0);
  });

  it('checks the product title too', () => {
    const result = assessProduct({ title: 'Premium Swordfish Steaks', ingredients: ['fish'], categories: [] });
    expect(result.status).toBe('avoid');
  });

  it('treats canned smoked fish and pâté as their shelf-stable records', () => {
    const fish = assessProduct({
      title: 'Smoked Salmon',
      ingredients: ['salmon', 'salt'],
      categories: ['en:canned-fishes'],
    });
    expect(fish.status).toBe('safe');
    expect(fish.flagged.map((flag) => flag.foodId)).toEqual(['canned-smoked-fish']);

    const pate = assessProduct({ title: 'Pâté', ingredients: ['pork', 'spices'], categories: ['en:canned-meats'] });
    expect(pate.flagged.map((flag) => flag.foodId)).toEqual(['canned-pate']);
  });

  it('does not call a product safe when there is nothing to check', () => {
    const result = assessProduct({ ingredients: [], categories: [] });
    expect(result.status).toBe('caution');
    expect(result.flagged).toEqual([]);
    expect(result.reason).toMatch(/No ingredients or categories/);
  });

  it('treats SQL and HTML as plain text', () => {
    const input = {
      title: "'; DROP TABLE products; --",
      ingredients: ['<script>alert("x")</script>', "1' OR '1'='1"],
      categories: ['<img src=x onerror=alert(1)>'],
    };
    expect(() => assessProduct(input)).not.toThrow();
    expect(assessProduct(input).status).toBe('safe');
  });

  it('ignores blank entries when counting', () => {
    const result = assessProduct({ ingredients: ['water', '  ', ''], categories: [''] });
    expect(result.reason).toContain('Checked 1 ingredient and 0 categories');
  });
});
