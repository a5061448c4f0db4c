import { getFoodById } from './foods/index.ts';
import { ASK_PROVIDER } from './foods/phrases.ts';
import { HARMLESS_PHRASES, RISK_TERMS, SHELF_STABLE_ALTERNATIVES, SHELF_STABLE_WORDS } from './risk-terms.ts';
import { safetyLabel, severity } from './safety-label.ts';
import { foldText } from './text.ts';
import type { FoodRecord, SafetyStatus } from './types.ts';

export interface ProductInput {
  title?: string;
  ingredients: string[];
  categories: string[];
}

export interface FlaggedTerm {
  term: string;
  foodId: string;
  status: SafetyStatus;
}

export interface ProductAssessment {
  status: SafetyStatus;
  description: string;
  reason: string;
  guidelines: string[];
  flagged: FlaggedTerm[];
}

interface Phrase {
  words: string[];
  /** Undefined for harmless phrases, which only stop their words being read as risks. */
  risk: { term: string; foodId: string } | undefined;
}

const MAX_GUIDELINES = 6;

let phrases: Phrase[] | undefined;

function toWords(text: string): string[] {
  const folded = foldText(text);
  return folded === '' ? [] : folded.split(' ');
}

function getPhrases(): Phrase[] {
  phrases ??= [
    ...HARMLESS_PHRASES.map((phrase) => ({ words: toWords(phrase), risk: undefined })),
    ...RISK_TERMS.map((risk) => ({ words: toWords(risk.term), risk })),
  ].filter((phrase) => phrase.words.length > 0);
  return phrases;
}

function wordMatches(actual: string | undefined, expected: string, isLast: boolean): boolean {
  if (actual === expected) return true;
  // Labels and category names use plurals ("wines", "hot dogs", "raw milk cheeses").
  return isLast && (actual === `${expected}s` || actual === `${expected}es`);
}

function phraseMatchesAt(words: string[], start: number, phrase: Phrase): boolean {
  return phrase.words.every((word, k) => wordMatches(words[start + k], word, k === phrase.words.length - 1));
}

/**
 * Reads the text left to right and, at each word, takes the longest known
 * phrase starting there. That way "non-alcoholic beverages" is read as the
 * harmless "non alcoholic", "cocoa butter" never becomes "cocoa", and
 * "cod liver oil" is not also counted as "liver".
 */
function scanText(text: string, found: Map<string, FlaggedTerm>): void {
  const words = toWords(text);
  let i = 0;
  while (i < words.length) {
    let best: Phrase | undefined;
    for (const phrase of getPhrases()) {
      if ((best === undefined || phrase.words.length > best.words.length) && phraseMatchesAt(words, i, phrase)) {
        best = phrase;
      }
    }
    if (best === undefined) {
      i += 1;
      continue;
    }
    i += best.words.length;
    const food = best.risk === undefined ? undefined : getFoodById(best.risk.foodId);
    if (best.risk === undefined || food === undefined) continue;
    const key = `${food.id}:${best.risk.term}`;
    if (!found.has(key)) found.set(key, { term: best.risk.term, foodId: food.id, status: food.status });
  }
}

function isShelfStable(texts: string[]): boolean {
  const stableWords = SHELF_STABLE_WORDS.map((word) => ({ words: toWords(word), risk: undefined }));
  return texts.some((text) => {
    const words = toWords(text);
    return words.some((_, i) => stableWords.some((phrase) => phraseMatchesAt(words, i, phrase)));
  });
}

function preferShelfStable(flag: FlaggedTerm): FlaggedTerm {
  const alternativeId = SHELF_STABLE_ALTERNATIVES[flag.foodId];
  const alternative = alternativeId === undefined ? undefined : getFoodById(alternativeId);
  return alternative === undefined ? flag : { term: flag.term, foodId: alternative.id, status: alternative.status };
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

function joinList(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

const LEADS: Record<SafetyStatus, string> = {
  avoid: 'Not recommended during pregnancy.',
  caution: 'Okay during pregnancy only with some care.',
  safe: 'Fine during pregnancy in this form.',
};

function describeFlags(flagged: FlaggedTerm[]): ProductAssessment {
  const ordered = [...flagged].sort((a, b) => severity(b.status) - severity(a.status));
  const worst = ordered[0]?.status ?? 'safe';
  const records: FoodRecord[] = [];
  for (const flag of ordered) {
    const food = getFoodById(flag.foodId);
    if (food !== undefined && !records.includes(food)) records.push(food);
  }
  const listed = joinList(ordered.map((flag) => `${flag.term} (${safetyLabel(flag.status)})`));
  const guidelines = [...new Set(records.flatMap((food) => food.guidelines))].slice(0, MAX_GUIDELINES);
  return {
    status: worst,
    description: `${LEADS[worst]} Flagged on the label: ${listed}.`,
    reason: records.map((food) => `${food.name}: ${food.reason}`).join(' '),
    guidelines,
    flagged: ordered,
  };
}

/**
 * Pregnancy safety of a packaged product from its label data. Every ingredient,
 * category and the title are checked against BLOOM's risk terms; the strictest
 * status among the matches wins.
 */
export function assessProduct(input: ProductInput): ProductAssessment {
  const clean = (list: unknown): string[] =>
    Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string' && item.trim() !== '') : [];
  const ingredients = clean(input.ingredients);
  const categories = clean(input.categories);
  const title = typeof input.title === 'string' && input.title.trim() !== '' ? input.title : undefined;
  const texts = title === undefined ? [...ingredients, ...categories] : [title, ...ingredients, ...categories];

  if (texts.length === 0) {
    return {
      status: 'caution',
      description: 'There is not enough product information to assess this item.',
      reason: "No ingredients or categories were available to check against BLOOM's list of pregnancy risk foods.",
      guidelines: [
        'Read the ingredient list on the package and search for anything you are unsure about.',
        ASK_PROVIDER,
      ],
      flagged: [],
    };
  }

  const found = new Map<string, FlaggedTerm>();
  for (const text of texts) scanText(text, found);

  if (found.size > 0) {
    const shelfStable = isShelfStable(texts);
    const flags = [...found.values()].map((flag) => (shelfStable ? preferShelfStable(flag) : flag));
    return describeFlags(flags);
  }

  const checked = [
    ...(title === undefined ? [] : ['the product name']),
    plural(ingredients.length, 'ingredient', 'ingredients'),
    plural(categories.length, 'category', 'categories'),
  ];
  return {
    status: 'safe',
    description: "Nothing in this product's listing is on BLOOM's list of pregnancy risk foods.",
    reason: `Checked ${joinList(checked)} against BLOOM's list of pregnancy risk foods; none matched.`,
    guidelines: [
      'Follow the storage and cooking directions on the package.',
      'Product databases can be incomplete, so check the label on the package itself.',
      ASK_PROVIDER,
    ],
    flagged: [],
  };
}
