import { Lightbulb } from 'lucide-react';
import { useId } from 'react';
import { useContractMessage } from '@/lib/i18n/contract-messages.ts';
import { useT } from '@/lib/i18n/index.ts';
import { useRecentFoodChecks } from '../api/get-recent-checks.ts';
import { ExternalLink } from './external-link.tsx';
import { StatusBadge } from './status-badge.tsx';

const TIPS = ['tips.wash', 'tips.cook', 'tips.dairy', 'tips.consult'] as const;

/**
 * The foods this user checked last, newest first, with the verdict the search gave; a new user
 * sees the spec's fixed examples (Salmon 'Safe (cooked)', Soft Cheese 'Avoid'), with their words.
 */
function RecentChecks() {
  const id = useId();
  const { t } = useT('food');
  // The examples' badge words are the spec's, in the contract (Spanish: its translation).
  const message = useContractMessage();
  const recent = useRecentFoodChecks();
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h3 id={id} className="font-semibold">
        {t('recent.title')}
      </h3>
      {recent.isPending ? (
        <p role="status" className="text-sm text-gray-600 dark:text-gray-400">
          {t('recent.loading')}
        </p>
      ) : recent.isError ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">{t('recent.failed')}</p>
      ) : (
        <>
          {recent.data.examples && <p className="text-xs text-gray-600 dark:text-gray-400">{t('recent.examples')}</p>}
          <ul className="space-y-2">
            {recent.data.checks.map((check) => (
              <li key={check.foodName} className="flex items-center justify-between gap-2 text-sm">
                <span className="min-w-0 break-words">{check.foodName}</span>
                <StatusBadge status={check.status} label={message(check.label)} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** Recent Checks, Food Safety Tips and the two external links under the food search. */
export function FoodSafetyExtras() {
  const tipsId = useId();
  const { t } = useT('food');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <RecentChecks />
      <section aria-labelledby={tipsId} className="space-y-2">
        <h3 id={tipsId} className="flex items-center gap-1 font-semibold">
          <Lightbulb className="size-4 text-amber-600" aria-hidden />
          {t('tips.title')}
        </h3>
        <ul className="list-disc space-y-1 pl-5 text-sm text-gray-700 dark:text-gray-300">
          {TIPS.map((tip) => (
            <li key={tip}>{t(tip)}</li>
          ))}
        </ul>
      </section>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm sm:col-span-2">
        <ExternalLink href="https://www.fda.gov/safety/recalls-market-withdrawals-safety-alerts">
          {t('links.recalls')}
        </ExternalLink>
        <ExternalLink href="https://fdc.nal.usda.gov/">{t('links.usda')}</ExternalLink>
      </p>
    </div>
  );
}
