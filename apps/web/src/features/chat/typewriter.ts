import { useEffect, useMemo, useRef, useState } from 'react';

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

/**
 * The longest a whole reveal takes (issue 33: a 150-word answer took 28 s at the spec's pace). A
 * longer reply keeps the spec's rhythm (the pauses after sentences, commas and every 15th word)
 * with every wait shortened in proportion, so it still appears word by word, faster than anyone
 * reads, and never keeps her waiting for the end.
 */
export const MAX_REVEAL_MS = 6000;

/** The longest the reveal of `words` can take at the spec's pace (each word's 100 ms, the most). */
export function plannedRevealMs(words: readonly string[]): number {
  let total = 0;
  for (let i = 0; i < words.length; i++) total += delayAfter(i === 0 ? '' : (words[i - 1] ?? ''), i, () => 1);
  return total;
}

/** What every wait is multiplied by so that the reveal of `words` fits MAX_REVEAL_MS (1: the spec's pace). */
export function revealPace(words: readonly string[]): number {
  const planned = plannedRevealMs(words);
  return planned > MAX_REVEAL_MS ? MAX_REVEAL_MS / planned : 1;
}

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Reveals `text` word by word and calls `onDone` once all of it shows, in MAX_REVEAL_MS at most.
 * With reduced motion the whole text shows at once. Returns the part shown so far.
 */
export function useTypewriter(text: string, onDone: () => void): string {
  const [state, setState] = useState({ text, shown: 0 });
  const words = useMemo(() => splitWords(text), [text]);
  const pace = useMemo(() => revealPace(words), [words]);
  // When the next word was due (performance.now()): a timer that fires late, or a slow draw, is made
  // up on the following waits, so the whole reveal keeps to its time however many words it has.
  const due = useRef<number | null>(null);
  // A new text starts from nothing (state reset during render, not in an effect).
  if (state.text !== text) setState({ text, shown: 0 });
  const shown = state.text === text ? state.shown : 0;
  const reduced = prefersReducedMotion();
  const done = reduced || shown >= words.length;

  useEffect(() => {
    if (done) {
      due.current = null;
      onDone();
      return;
    }
    const previous = shown > 0 ? (words[shown - 1] ?? '') : '';
    const planned = Math.max(1, Math.round(delayAfter(previous, shown) * pace));
    const now = performance.now();
    const late = shown === 0 || due.current === null ? 0 : Math.max(0, now - due.current);
    due.current = now + planned - late;
    const timer = setTimeout(
      () => setState((s) => (s.text === text ? { text, shown: s.shown + 1 } : s)),
      Math.max(0, planned - late),
    );
    return () => clearTimeout(timer);
    // `words` follows from `text`; onDone is read when the reveal ends.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, shown, done]);

  return done ? text : words.slice(0, shown).join('');
}
