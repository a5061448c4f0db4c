import * as contract from './index.ts';
import type { Locale } from './locale.ts';
import { ES_INLINE, ES_MESSAGE_PATTERNS, ES_MESSAGES, type MessagePattern } from './messages-es.ts';

// One translation step for every message the contract owns (issue 35): the server answers
// in her language with it, and the web shows its own copies of the same texts with it.

export type { Locale } from './locale.ts';

let exact: Map<string, string> | undefined;
let patterns: MessagePattern[] | undefined;

/** English text → Spanish, built on first use (the contract's modules are all loaded by then). */
function spanishTable(): Map<string, string> {
  if (exact) return exact;
  const table = new Map<string, string>(Object.entries(ES_INLINE));
  const english = contract as unknown as Record<string, unknown>;
  for (const [key, spanish] of Object.entries(ES_MESSAGES)) {
    const text = english[key];
    if (typeof text === 'string' && !table.has(text)) table.set(text, spanish);
  }
  exact = table;
  return table;
}

/**
 * Every exact English → Spanish pair, for the web app's build: its Spanish chunk gets this table
 * as data (apps/web/build/contract-spanish.ts) instead of importing the whole contract.
 */
export function spanishMessageTable(): Record<string, string> {
  return Object.fromEntries(spanishTable());
}

/**
 * A message in her language: the Spanish of an English text the contract owns (a `…_MESSAGE`
 * or `…_TITLE` constant, the text a message function made, or a schema's inline message), or
 * the text unchanged when it is English that BLOOM has no Spanish for, or already Spanish.
 */
export function translateMessage(text: string, locale: Locale): string {
  if (locale !== 'es' || typeof text !== 'string') return text;
  const spanish = spanishTable().get(text);
  if (spanish !== undefined) return spanish;
  patterns ??= Object.values(ES_MESSAGE_PATTERNS);
  for (const pattern of patterns) {
    const match = pattern.en.exec(text);
    if (match) return pattern.es(match);
  }
  return text;
}
