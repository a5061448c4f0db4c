import { trimesterOf } from '@bloom/pregnancy';

/**
 * Questions to start a conversation with, for her week (issue 33). Each is one the built-in engine
 * answers from its checked sources (packages/knowledge assistant): her week's guidance first, then
 * what matters most in her trimester, then food and activity.
 */
const BY_TRIMESTER = {
  1: 'Which medicines are safe?',
  2: 'Which vaccines do I need?',
  3: 'What are the signs of labor?',
} as const;

/**
 * @param week - her week of pregnancy, or null when unknown (or not pregnant)
 * @returns four short questions, the first about her week
 */
export function starterQuestions(week: number | null): string[] {
  const forTrimester = week === null ? 'Which medicines are safe?' : BY_TRIMESTER[trimesterOf(week)];
  return ['What should I know this week?', forTrimester, 'Which foods should I avoid?', 'Is it safe to exercise?'];
}
