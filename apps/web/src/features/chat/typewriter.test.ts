import { describe, expect, it } from 'vitest';
import { delayAfter, splitWords } from './typewriter.ts';

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
