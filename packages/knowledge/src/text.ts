// Shared text folding so the search index, the exact-name lookup and the
// ingredient scanner all agree on what counts as "the same word".

// Filler that people type around a food name ("can I eat brie while pregnant?").
const STOP_WORDS = new Set(
  (
    'a an the and or of with in on for to is are am be can could should i im ' +
    'it its my me we you eat eating ate have having safe ok okay while when during pregnant pregnancy about what how much many does do'
  ).split(' '),
);

/** Lower-case, strip accents and apostrophes, and turn every other symbol into a single space. */
export function foldText(input: string): string {
  return input
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * A deliberately crude English singulariser. It only has to map singular and
 * plural spellings to the same key on both the index and the query side, so
 * "cherry"/"cherries" and "cookie"/"cookies" both end in "i".
 */
export function stemWord(word: string): string {
  if (word.length <= 3) return word;
  let base = word;
  if (base.endsWith('ies')) base = `${base.slice(0, -3)}i`;
  else if (/(ches|shes|sses|xes|zes|oes)$/.test(base)) base = base.slice(0, -2);
  else if (base.endsWith('s') && !/(ss|us)$/.test(base)) base = base.slice(0, -1);
  if (base.endsWith('ie')) base = base.slice(0, -1);
  else if (base.endsWith('y') && base.length > 3) base = `${base.slice(0, -1)}i`;
  return base;
}

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}

/** Folded, stop-word-free, singularised tokens. */
export function searchTokens(input: string): string[] {
  const folded = foldText(input);
  if (folded === '') return [];
  return folded
    .split(' ')
    .filter((word) => !isStopWord(word))
    .map(stemWord);
}

/** Key for exact-name lookups; word order matters ("milk chocolate" is not "chocolate milk"). */
export function phraseKey(input: string): string {
  return searchTokens(input).join(' ');
}
