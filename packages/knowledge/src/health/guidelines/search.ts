import { searchTokens } from '../../text.ts';
import type { GuidelineCategory, GuidelineRecord } from '../types.ts';
import { guidelines } from './index.ts';

interface Indexed {
  record: GuidelineRecord;
  title: string[];
  body: string[];
}

const INDEX: readonly Indexed[] = guidelines.map((record) => ({
  record,
  title: searchTokens(record.title),
  body: searchTokens([record.description, ...record.recommendations].join(' ')),
}));

/** A typed word matches a word of the text it begins (from 3 letters: "vacc" finds "vaccine"). */
const matches = (typed: string, words: string[]) =>
  words.some((word) => word === typed || (typed.length >= 3 && word.startsWith(typed)));

/**
 * Guidelines of one category and/or containing every word of a search, in the hub's order,
 * with guidelines whose title has every word first.
 * @param filter.category - safety, nutrition or immunization
 * @param filter.search - free text; stop words such as "during pregnancy" are ignored
 */
export function findGuidelines(filter: { category?: GuidelineCategory; search?: string } = {}): GuidelineRecord[] {
  const typed = filter.search ? searchTokens(filter.search) : [];
  const inCategory = INDEX.filter((i) => filter.category === undefined || i.record.category === filter.category);
  if (typed.length === 0) return inCategory.map((i) => i.record);
  const titleHits: GuidelineRecord[] = [];
  const bodyHits: GuidelineRecord[] = [];
  for (const i of inCategory) {
    if (typed.every((t) => matches(t, i.title))) titleHits.push(i.record);
    else if (typed.every((t) => matches(t, i.title) || matches(t, i.body))) bodyHits.push(i.record);
  }
  return [...titleHits, ...bodyHits];
}
