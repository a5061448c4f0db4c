import { describe, expect, it } from 'vitest';
import { localAnswer, REMEMBERED_TERMS } from './local-knowledge.ts';

describe("the knowledge base's answer to a food search", () => {
  it('is worked out once per term and kept, frozen so no caller can change what the next one gets', () => {
    const first = localAnswer('sushi');
    expect(first.safetyInfo?.foodName).toBe('Raw Fish');
    expect(localAnswer('sushi')).toBe(first);
    expect(Object.isFrozen(first.localResults)).toBe(true);
    expect(Object.isFrozen(first.safetyInfo?.guidelines)).toBe(true);
    expect(() => (first.localResults as unknown[]).push({})).toThrow(TypeError);
  });

  it('keeps at most a bounded number of terms, letting the least recently asked go first', () => {
    const kept = localAnswer('coffee');
    for (let i = 0; i < REMEMBERED_TERMS; i++) {
      localAnswer(`term ${i}`);
      // Asked again now and then, coffee stays among the recent ones.
      if (i % 100 === 0) expect(localAnswer('coffee')).toBe(kept);
    }
    expect(localAnswer('coffee')).toBe(kept);
    const early = localAnswer('term 0');
    // 'term 0' was pushed out by the later ones and is worked out afresh (an equal, new answer).
    expect(early).toEqual(localAnswer('term 0'));
    const soft = localAnswer('soft cheese');
    for (let i = 0; i <= REMEMBERED_TERMS; i++) localAnswer(`other ${i}`);
    const again = localAnswer('soft cheese');
    expect(again).not.toBe(soft);
    expect(again).toEqual(soft);
  });
});
