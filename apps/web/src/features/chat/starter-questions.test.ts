import { describe, expect, it } from 'vitest';
import { starterQuestions } from './starter-questions.ts';

describe('starterQuestions', () => {
  it('leads with her week, then what matters most in her trimester', () => {
    expect(starterQuestions(8)).toEqual([
      'What should I know this week?',
      'Which medicines are safe?',
      'Which foods should I avoid?',
      'Is it safe to exercise?',
    ]);
    expect(starterQuestions(20)[1]).toBe('Which vaccines do I need?');
    expect(starterQuestions(34)[1]).toBe('What are the signs of labor?');
    expect(starterQuestions(null)).toHaveLength(4);
  });
});
