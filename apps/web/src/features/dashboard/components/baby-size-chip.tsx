import { babyComparison } from '@bloom/pregnancy';
import { SizeIcon } from './size-icons.tsx';

// 'an avocado', 'a lime': the article follows the sound of the word.
const withArticle = (word: string) => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;

/**
 * The baby-size hint for the week: a comparison that agrees with the typical length and weight
 * shown beside it (@bloom/pregnancy baby-comparisons.ts). Nothing before week 2.
 */
export function BabySizeChip({ week }: { week: number }) {
  const comparison = babyComparison(week);
  if (!comparison) return null;
  return (
    <p className="inline-flex min-h-11 items-center gap-2 rounded-2xl bg-brand-50 px-4 py-2 text-sm font-medium text-brand-800 dark:bg-gray-800 dark:text-brand-200">
      <SizeIcon shape={comparison.shape} />
      <span>Your baby is about the size of {withArticle(comparison.thing)}</span>
    </p>
  );
}
