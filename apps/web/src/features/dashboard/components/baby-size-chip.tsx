import { babyComparison } from '@bloom/pregnancy';
import { useT } from '@/lib/i18n/index.ts';
import { babySizeText } from '../baby-size-text.ts';
import { SizeIcon } from './size-icons.tsx';

/**
 * The baby-size hint for the week: a comparison that agrees with the typical length and weight
 * shown beside it (@bloom/pregnancy baby-comparisons.ts), in the language on screen. Nothing
 * before week 2.
 */
export function BabySizeChip({ week }: { week: number }) {
  useT('dashboard'); // Draws again when the language changes.
  const comparison = babyComparison(week);
  const text = babySizeText(week);
  if (!comparison || !text) return null;
  return (
    <p className="inline-flex min-h-11 items-center gap-2 rounded-2xl bg-brand-50 px-4 py-2 text-sm font-medium text-brand-800 dark:bg-gray-800 dark:text-brand-200">
      <SizeIcon shape={comparison.shape} />
      <span>{text}</span>
    </p>
  );
}
