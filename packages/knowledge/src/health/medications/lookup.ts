import { boundedEditDistance } from '../../edit-distance.ts';
import { foldText, stemWord } from '../../text.ts';
import type { MedicationRecord } from '../types.ts';
import { medications } from './index.ts';

/*
 * Words people type around a medicine's name ("can I take Tylenol tablets while pregnant?").
 * Unlike the food search's stop words, 'a' stays: it is part of "vitamin A".
 */
const FILLER = new Set(
  (
    'the an and or of with in on for to is are be can could should i im it its my me we you safe ok okay ' +
    'while when during pregnant pregnancy about what how much many does do take taking took ' +
    'tablet pill capsule caplet softgel gelcap liquid syrup mg mcg iu ml medicine medication drug'
  ).split(' '),
);

/**
 * Folded, filler-free, singularised words of a name or a query. Digits are split from letters
 * ("81mg" → "81 mg"), so "aspirin 81mg" and "aspirin 81 mg" read alike.
 */
export function medicationTokens(input: string): string[] {
  return foldText(input)
    .replace(/(\d)([a-z])/g, '$1 $2')
    .replace(/([a-z])(\d)/g, '$1 $2')
    .split(' ')
    .filter((word) => word !== '' && !FILLER.has(word))
    .map(stemWord)
    .filter((word) => !FILLER.has(word));
}

export type MedicationMatchKind = 'name' | 'brand' | 'spelling';

export interface MedicationMatch {
  record: MedicationRecord;
  /** How the query matched: a name or alias, a brand name, or a close spelling of either. */
  matchedBy: MedicationMatchKind;
  /** The name or brand that matched, as written in the record. */
  matched: string;
}

interface NameEntry {
  record: MedicationRecord;
  written: string;
  kind: 'name' | 'brand';
  tokens: string[];
  key: string;
}

function entriesOf(record: MedicationRecord): NameEntry[] {
  // Not the label name: two records may share one (aspirin and low-dose aspirin).
  const names = [record.name, ...record.aliases];
  const written = [
    ...names.map((w) => ({ w, kind: 'name' as const })),
    ...record.brands.map((w) => ({ w, kind: 'brand' as const })),
  ];
  return written
    .map(({ w, kind }) => {
      const tokens = medicationTokens(w);
      return { record, written: w, kind, tokens, key: tokens.join(' ') };
    })
    .filter((entry) => entry.key !== '');
}

const ENTRIES: readonly NameEntry[] = medications.flatMap(entriesOf);

/** Every name, alias and brand key with the record that owns it (the content tests check they are unique). */
export function medicationNameKeys(): { key: string; id: string }[] {
  return ENTRIES.map((e) => ({ key: e.key, id: e.record.id }));
}

/** How many typing mistakes a name of this length tolerates: none for short names, where one edit makes another word. */
function allowedEdits(length: number): number {
  if (length < 5) return 0;
  if (length <= 7) return 1;
  if (length <= 12) return 2;
  return 3;
}

interface Candidate {
  entry: NameEntry;
  distance: number;
}

/** Fewer edits first; then the longer name ("aspirin 81 mg" over "aspirin"); then a name over a brand. */
function better(a: Candidate, b: Candidate | undefined): boolean {
  if (!b) return true;
  if (a.distance !== b.distance) return a.distance < b.distance;
  if (a.entry.key.length !== b.entry.key.length) return a.entry.key.length > b.entry.key.length;
  return a.entry.kind === 'name' && b.entry.kind === 'brand';
}

/**
 * The medication record a typed name refers to: a generic name, alias or brand (Tylenol →
 * acetaminophen), anywhere in the query, or a close misspelling of one ("ibuprofin").
 * @param query - what the person typed
 * @returns the best match, or undefined when nothing is close enough
 */
export function findMedication(query: string): MedicationMatch | undefined {
  const words = medicationTokens(query);
  if (words.length === 0) return undefined;
  let best: Candidate | undefined;
  for (const entry of ENTRIES) {
    const size = entry.tokens.length;
    const allowed = allowedEdits(entry.key.length);
    for (let start = 0; start + size <= words.length; start += 1) {
      const window = words.slice(start, start + size).join(' ');
      const distance = window === entry.key ? 0 : boundedEditDistance(window, entry.key, allowed);
      if (distance > allowed) continue;
      const candidate = { entry, distance };
      if (better(candidate, best)) best = candidate;
    }
  }
  if (!best) return undefined;
  const { entry, distance } = best;
  return { record: entry.record, matchedBy: distance > 0 ? 'spelling' : entry.kind, matched: entry.written };
}
