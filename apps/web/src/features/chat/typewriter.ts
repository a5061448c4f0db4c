import { useEffect, useState } from 'react';

// Spec §9 'Typewriter reveal': each word after 50-100 ms, plus 200 ms after a word ending in
// . ! or ?, plus 100 ms after a comma or colon, plus 300 ms after every 15th word.
export const WORD_DELAY_MIN_MS = 50;
export const WORD_DELAY_SPREAD_MS = 50;
export const SENTENCE_PAUSE_MS = 200;
export const CLAUSE_PAUSE_MS = 100;
export const BREATH_PAUSE_MS = 300;
export const BREATH_EVERY_WORDS = 15;

// Markdown closers after the punctuation ('**done.**', '(see the CDC).') do not hide the pause.
const SENTENCE_END = /[.!?][*_)\]"'”’`]*$/;
const CLAUSE_END = /[,:][*_)\]"'”’`]*$/;

/** The reply split into words, each with the space that follows it, so any prefix is the text as written. */
export function splitWords(text: string): string[] {
  return text.match(/\s*\S+\s*/g) ?? [];
}

/**
 * How long to wait after showing word number `count` (1-based), `word`, before the next one;
 * `count` 0 is the wait before the first word.
 */
export function delayAfter(word: string, count: number, random: () => number = Math.random): number {
  let delay = WORD_DELAY_MIN_MS + Math.round(random() * WORD_DELAY_SPREAD_MS);
  if (count === 0) return delay;
  const bare = word.trim();
  if (SENTENCE_END.test(bare)) delay += SENTENCE_PAUSE_MS;
  else if (CLAUSE_END.test(bare)) delay += CLAUSE_PAUSE_MS;
  if (count % BREATH_EVERY_WORDS === 0) delay += BREATH_PAUSE_MS;
  return delay;
}

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Reveals `text` word by word and calls `onDone` once all of it shows. With reduced motion
 * the whole text shows at once. Returns the part shown so far.
 */
export function useTypewriter(text: string, onDone: () => void): string {
  const [state, setState] = useState({ text, shown: 0 });
  const words = splitWords(text);
  // A new text starts from nothing (state reset during render, not in an effect).
  if (state.text !== text) setState({ text, shown: 0 });
  const shown = state.text === text ? state.shown : 0;
  const reduced = prefersReducedMotion();
  const done = reduced || shown >= words.length;

  useEffect(() => {
    if (done) {
      onDone();
      return;
    }
    const previous = shown > 0 ? (words[shown - 1] ?? '') : '';
    const timer = setTimeout(
      () => setState((s) => (s.text === text ? { text, shown: s.shown + 1 } : s)),
      delayAfter(previous, shown),
    );
    return () => clearTimeout(timer);
    // `words` follows from `text`; onDone is read when the reveal ends.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, shown, done]);

  return done ? text : words.slice(0, shown).join('');
}
