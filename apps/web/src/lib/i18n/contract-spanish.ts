import { ES_MESSAGE_PATTERNS } from '@bloom/contract/messages-es';
import table from 'virtual:contract-spanish';
import type { Language } from './language.ts';

// The contract's translateMessage for the browser, in the Spanish-only chunk: the exact texts
// come as data from the build (build/contract-spanish.ts), the patterns from the contract itself.
const exact = new Map(Object.entries(table));
const patterns = Object.values(ES_MESSAGE_PATTERNS);

export function translateMessage(text: string, language: Language): string {
  if (language !== 'es') return text;
  const spanish = exact.get(text);
  if (spanish !== undefined) return spanish;
  for (const pattern of patterns) {
    const match = pattern.en.exec(text);
    if (match) return pattern.es(match);
  }
  return text;
}
