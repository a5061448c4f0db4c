import { describe, expect, it } from 'vitest';
import { findFood, searchFoods } from './food-search.ts';
import type { SafetyStatus } from './types.ts';

type Case = [query: string, id: string, status: SafetyStatus];

const cases: Case[] = [
  // Status rules from the brief.
  ['salmon', 'salmon', 'safe'],
  ['brie', 'soft-cheese', 'caution'],
  ['soft cheese', 'soft-cheese', 'caution'],
  ['swordfish', 'swordfish', 'avoid'],
  ['unpasteurized milk', 'unpasteurized-milk', 'avoid'],
  ['coffee', 'coffee', 'caution'],
  ['spinach', 'spinach', 'safe'],
  ['sushi', 'raw-fish', 'avoid'],
  ['raw fish', 'raw-fish', 'avoid'],
  ['alcohol', 'alcohol', 'avoid'],
  ['deli meat', 'deli-meat', 'caution'],
  ['liver', 'liver', 'caution'],
  ['raw sprouts', 'raw-sprouts', 'avoid'],
  ['raw oysters', 'raw-oysters', 'avoid'],
  ['hot dogs', 'hot-dogs', 'caution'],
  // Synonyms.
  ['camembert', 'soft-cheese', 'caution'],
  ['feta', 'soft-cheese', 'caution'],
  ['gorgonzola', 'blue-cheese', 'caution'],
  ['queso fresco', 'queso-fresco', 'caution'],
  ['sashimi', 'raw-fish', 'avoid'],
  ['latte', 'coffee', 'caution'],
  ['cappuccino', 'coffee', 'caution'],
  ['lox', 'smoked-seafood', 'avoid'],
  ['salami', 'dry-cured-meats', 'caution'],
  ['frankfurter', 'hot-dogs', 'caution'],
  ['liverwurst', 'refrigerated-pate', 'avoid'],
  ['prawns', 'shrimp', 'safe'],
  ['calamari', 'squid', 'safe'],
  ['dolphinfish', 'mahi-mahi', 'caution'],
  ['kingfish', 'king-mackerel', 'avoid'],
  ['matcha', 'green-tea', 'caution'],
  ['chamomile tea', 'herbal-tea', 'caution'],
  ['champagne', 'wine', 'avoid'],
  ['hummus', 'chickpeas', 'safe'],
  ['oatmeal', 'oats', 'safe'],
  ['garbanzo beans', 'chickpeas', 'safe'],
  // FDA/EPA fish lists.
  ['shrimp', 'shrimp', 'safe'],
  ['cod', 'cod', 'safe'],
  ['tilapia', 'tilapia', 'safe'],
  ['sardines', 'sardines', 'safe'],
  ['albacore tuna', 'albacore-tuna', 'caution'],
  ['halibut', 'halibut', 'caution'],
  ['mahi mahi', 'mahi-mahi', 'caution'],
  ['king mackerel', 'king-mackerel', 'avoid'],
  ['marlin', 'marlin', 'avoid'],
  ['orange roughy', 'orange-roughy', 'avoid'],
  ['shark', 'shark', 'avoid'],
  ['tilefish', 'gulf-tilefish', 'avoid'],
  ['bigeye tuna', 'bigeye-tuna', 'avoid'],
  // Plurals and singulars.
  ['eggs', 'eggs', 'safe'],
  ['egg', 'eggs', 'safe'],
  ['oysters', 'raw-oysters', 'avoid'],
  ['cherries', 'cherries', 'safe'],
  ['cherry', 'cherries', 'safe'],
  ['bananas', 'bananas', 'safe'],
  ['hot dog', 'hot-dogs', 'caution'],
  ['lentil', 'lentils', 'safe'],
  ['tomato', 'tomatoes', 'safe'],
  ['anchovy', 'anchovies', 'safe'],
  // Typos.
  ['salmn', 'salmon', 'safe'],
  ['brocoli', 'broccoli', 'safe'],
  ['brocolli', 'broccoli', 'safe'],
  ['swordfsh', 'swordfish', 'avoid'],
  ['expresso', 'coffee', 'caution'],
  ['chiken', 'chicken', 'safe'],
  ['mozarella', 'mozzarella', 'safe'],
  ['avacado', 'avocado', 'safe'],
  ['pinapple', 'pineapple', 'safe'],
  ['corndog', 'hot-dogs', 'caution'],
  // Multi-word terms.
  ['deli turkey', 'deli-meat', 'caution'],
  ['turkey deli', 'deli-meat', 'caution'],
  ['deli turkey sandwich', 'deli-meat', 'caution'],
  ['smoked salmon', 'smoked-seafood', 'avoid'],
  ['smoked salmon bagel', 'smoked-seafood', 'avoid'],
  ['raw milk', 'unpasteurized-milk', 'avoid'],
  ['canned tuna', 'canned-light-tuna', 'safe'],
  ['cookie dough', 'raw-cookie-dough', 'avoid'],
  ['runny eggs', 'raw-eggs', 'avoid'],
  ['brussels sprouts', 'brussels-sprouts', 'safe'],
  ['medium rare steak', 'rare-meat', 'avoid'],
  ['fresh squeezed orange juice', 'unpasteurized-juice', 'avoid'],
  ['orange juice', 'juice', 'safe'],
  ['chocolate milk', 'hot-chocolate', 'caution'],
  ['milk chocolate', 'chocolate', 'caution'],
  ['cut watermelon', 'precut-melon', 'caution'],
  ['cod liver oil', 'cod-liver-oil', 'caution'],
  ['non-alcoholic beer', 'non-alcoholic-beer', 'caution'],
  // Case, whitespace, accents and filler words.
  ['SALMON', 'salmon', 'safe'],
  ['  Spinach  ', 'spinach', 'safe'],
  ['Deli   Turkey', 'deli-meat', 'caution'],
  ['pâté', 'refrigerated-pate', 'avoid'],
  ['can I eat brie while pregnant?', 'soft-cheese', 'caution'],
  ['is coffee safe during pregnancy', 'coffee', 'caution'],
  ['<b>brie</b>', 'soft-cheese', 'caution'],
];

describe('findFood', () => {
  it('finds the intended food and verdict despite typos, plurals, synonyms, case and filler words', () => {
    for (const [query, id, status] of cases) {
      expect.soft(findFood(query), query).toMatchObject({ id, status });
    }
  });

  it('finds nothing, without throwing, for gibberish, markup, SQL-looking text and blanks', () => {
    for (const query of [
      'xylophone',
      'qwerty',
      'asdfgh',
      'hello world',
      "'; DROP TABLE foods; --",
      "1' OR '1'='1",
      'SELECT * FROM users',
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '',
      '   ',
      '!!!',
    ]) {
      expect.soft(findFood(query), query).toBeUndefined();
      expect.soft(searchFoods(query), query).toEqual([]);
    }
  });
});

describe('searchFoods', () => {
  it('puts the exact name first and scores it 1', () => {
    const [first] = searchFoods('tuna');
    expect(first).toMatchObject({ id: 'tuna', status: 'caution', score: 1 });
  });

  it('returns related records after the best one, best first', () => {
    const results = searchFoods('tuna');
    expect(results.map((m) => m.id)).toEqual(expect.arrayContaining(['canned-light-tuna', 'albacore-tuna']));
    const scores = results.map((m) => m.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it('returns the FoodMatch shape', () => {
    const [match] = searchFoods('spinach');
    expect(match).toEqual({
      id: 'spinach',
      name: 'Spinach',
      status: 'safe',
      description: expect.any(String),
      score: 1,
    });
  });

  it('respects the limit', () => {
    expect(searchFoods('fish', 3)).toHaveLength(3);
    expect(searchFoods('fish', 0)).toEqual([]);
  });

  it('copes with very long input', () => {
    expect(() => searchFoods('salmon '.repeat(5000))).not.toThrow();
  });
});
