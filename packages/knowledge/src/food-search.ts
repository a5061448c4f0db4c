import MiniSearch, { type SearchResult } from 'minisearch';
import { boundedEditDistance } from './edit-distance.ts';
import { foods, getFoodById } from './foods/index.ts';
import { foldText, isStopWord, phraseKey, searchTokens, stemWord } from './text.ts';
import type { FoodMatch, FoodRecord } from './types.ts';

// Short words get no typo tolerance: "beer" must not turn into "beef", and a
// one-letter slip in a four-letter word is more likely a different word.
function fuzzyDistance(term: string): number | false {
  if (term.length <= 4) return false;
  return term.length <= 7 ? 1 : 2;
}

// Results whose score falls below this share of the best one are noise from
// fuzzy or prefix matches on a single shared word.
const RELATIVE_CUTOFF = 0.15;
const MAX_QUERY_LENGTH = 200;

interface Index {
  search: MiniSearch<FoodRecord>;
  /** Folded name or synonym -> food id. */
  exact: Map<string, string>;
}

let cached: Index | undefined;

function buildIndex(): Index {
  const search = new MiniSearch<FoodRecord>({
    fields: ['name', 'synonyms'],
    extractField: (doc, field) => {
      if (field === 'synonyms') return doc.synonyms.join(' | ');
      const value: unknown = doc[field as keyof FoodRecord];
      return typeof value === 'string' ? value : '';
    },
    tokenize: (text) => foldText(text).split(' '),
    processTerm: (term) => (term === '' || isStopWord(term) ? null : stemWord(term)),
    searchOptions: {
      boost: { name: 3, synonyms: 2 },
      fuzzy: fuzzyDistance,
      prefix: (term) => term.length >= 4,
      // Synonym lists vary a lot in length; weaken BM25's length penalty so a
      // record with many alternative names is not pushed down for having them.
      bm25: { k: 1.2, b: 0.3, d: 0.5 },
    },
  });
  search.addAll([...foods]);

  const exact = new Map<string, string>();
  for (const food of foods) {
    for (const phrase of [food.name, ...food.synonyms]) {
      const key = phraseKey(phrase);
      if (key !== '' && !exact.has(key)) exact.set(key, food.id);
    }
  }
  return { search, exact };
}

function getIndex(): Index {
  cached ??= buildIndex();
  return cached;
}

/**
 * The known name or synonym closest to the whole query, within typo distance.
 * Word-level fuzzy matching alone can rank a record that merely shares a
 * misspelled word ("expresso" -> "decaf espresso") above the one whose name it is.
 */
function closestPhrase(index: Index, key: string): string | undefined {
  const max = fuzzyDistance(key);
  if (max === false) return undefined;
  let bestId: string | undefined;
  let bestDistance = max + 1;
  for (const [phrase, id] of index.exact) {
    const distance = boundedEditDistance(key, phrase, max);
    if (distance < bestDistance) {
      bestDistance = distance;
      bestId = id;
    }
  }
  return bestId;
}

/** True when at least one of the words the result matched is spelled exactly like a query word. */
function hasExactWord(result: SearchResult, queryTerms: Set<string>): boolean {
  return result.terms.some((term) => queryTerms.has(term));
}

function rankedResults(index: Index, query: string, terms: string[]): SearchResult[] {
  const all = index.search.search(query, { combineWith: 'AND' });
  if (all.length > 0 || terms.length < 2) return all;

  // No record has every word: fall back to records that match most of them,
  // as long as one match is a real word and not only a typo guess.
  const querySet = new Set(terms);
  const needed = Math.ceil(querySet.size / 2);
  return index.search
    .search(query, { combineWith: 'OR' })
    .filter((result) => new Set(result.queryTerms).size >= needed && hasExactWord(result, querySet));
}

function toMatch(food: FoodRecord, score: number): FoodMatch {
  return { id: food.id, name: food.name, status: food.status, description: food.description, score };
}

/**
 * Forgiving food search: case, spacing, plurals, small typos and alternative
 * names all resolve to the same record. Returns best matches first; an empty
 * array means nothing in the knowledge base fits.
 */
export function searchFoods(query: string, limit = 10): FoodMatch[] {
  if (typeof query !== 'string' || limit <= 0) return [];
  const text = query.slice(0, MAX_QUERY_LENGTH);
  const terms = searchTokens(text);
  if (terms.length === 0) return [];

  const index = getIndex();
  const results = rankedResults(index, text, terms);
  const key = phraseKey(text);
  const exactId = index.exact.get(key) ?? closestPhrase(index, key);

  const topScore = results[0]?.score ?? 0;
  const scored = results
    .filter((result) => result.score >= topScore * RELATIVE_CUTOFF)
    .map((result) => ({ id: String(result.id), score: topScore > 0 ? result.score / topScore : 0 }));

  if (exactId !== undefined) {
    // A name or synonym matching the whole query always wins, whatever BM25 thinks of it.
    const rest = scored.filter((entry) => entry.id !== exactId);
    scored.splice(0, scored.length, { id: exactId, score: 1 }, ...rest);
  }

  const matches: FoodMatch[] = [];
  for (const entry of scored) {
    const food = getFoodById(entry.id);
    if (food !== undefined) matches.push(toMatch(food, Math.round(entry.score * 1000) / 1000));
    if (matches.length >= limit) break;
  }
  return matches;
}

/** The single best record for a query, or undefined when nothing fits. */
export function findFood(query: string): FoodRecord | undefined {
  const [best] = searchFoods(query, 1);
  return best === undefined ? undefined : getFoodById(best.id);
}
