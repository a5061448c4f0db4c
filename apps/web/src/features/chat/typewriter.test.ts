import { describe, expect, it } from 'vitest';
import { delayAfter, MAX_REVEAL_MS, plannedRevealMs, revealPace, splitWords } from './typewriter.ts';

const low = () => 0;
const high = () => 1;

describe('typewriter timings (spec §9)', () => {
  it('waits 50-100 ms before each word', () => {
    expect(delayAfter('', 0, low)).toBe(50);
    expect(delayAfter('', 0, high)).toBe(100);
    expect(delayAfter('plain', 3, () => 0.5)).toBe(75);
  });

  it.each([
    ['there.', 250],
    ['really?', 250],
    ['now!', 250],
    ['**done.**', 250],
    ['(CDC).', 250],
    ['first,', 150],
    ['note:', 150],
    ['word', 50],
  ])('after “%s” waits %i ms (shortest base)', (word, ms) => {
    expect(delayAfter(word, 4, low)).toBe(ms);
  });

  it('adds 300 ms after every 15th word', () => {
    expect(delayAfter('word', 15, low)).toBe(350);
    expect(delayAfter('word', 30, low)).toBe(350);
    expect(delayAfter('end.', 15, low)).toBe(550);
    expect(delayAfter('word', 16, low)).toBe(50);
  });

  it('splits a reply so that any prefix of words is the text as written', () => {
    const text = 'Hi there.\n\n- one\n- **two**  ';
    const words = splitWords(text);
    expect(words.map((w) => w.trim())).toEqual(['Hi', 'there.', '-', 'one', '-', '**two**']);
    expect(words.join('')).toBe(text);
  });
});

describe('typewriter pace for long replies (issue 33)', () => {
  const words = (n: number) =>
    splitWords(Array.from({ length: n }, (_, i) => (i % 12 === 11 ? 'end.' : 'word')).join(' '));

  it('keeps the spec’s pace for a short reply', () => {
    expect(revealPace(splitWords('Hi there. Bye'))).toBe(1);
    expect(plannedRevealMs(splitWords('Hi there. Bye'))).toBe(100 + 100 + 300);
  });

  it('fits a 150-word answer in MAX_REVEAL_MS instead of 20 s or more, keeping its rhythm', () => {
    const reply = words(150);
    expect(plannedRevealMs(reply)).toBeGreaterThan(15_000);
    const pace = revealPace(reply);
    expect(plannedRevealMs(reply) * pace).toBeCloseTo(MAX_REVEAL_MS);
    expect(MAX_REVEAL_MS).toBeLessThanOrEqual(8000);
    // Still word by word, and a sentence still pauses longer than a word.
    expect(delayAfter('end.', 4, () => 0.5) * pace).toBeGreaterThan(delayAfter('word', 4, () => 0.5) * pace);
  });
});
