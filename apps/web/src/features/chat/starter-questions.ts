import { trimesterOf } from '@bloom/pregnancy';
import { i18n } from '@/lib/i18n/index.ts';

/**
 * Questions to start a conversation with, for her week (issue 33), in the language on screen
 * (catalogue `chat:starters`). Each is one the built-in engine answers from its checked sources
 * (packages/knowledge assistant): her week's guidance first, then what matters most in her
 * trimester, then food and activity.
 */
const BY_TRIMESTER = { 1: 'medicines', 2: 'vaccines', 3: 'labor' } as const;

type Starter = (typeof BY_TRIMESTER)[keyof typeof BY_TRIMESTER] | 'week' | 'foods' | 'exercise';

const ask = (starter: Starter) => i18n.t(`starters.${starter}`, { ns: 'chat' });

/**
 * @param week - her week of pregnancy, or null when unknown (or not pregnant)
 * @returns four short questions, the first about her week
 */
export function starterQuestions(week: number | null): string[] {
  const forTrimester = week === null ? 'medicines' : BY_TRIMESTER[trimesterOf(week)];
  return [ask('week'), ask(forTrimester), ask('foods'), ask('exercise')];
}
