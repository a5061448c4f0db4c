import { Lightbulb } from 'lucide-react';
import { useId } from 'react';
import { ExternalLink } from './external-link.tsx';
import { StatusBadge } from './status-badge.tsx';

// Spec §2: the Recent Checks list is fixed, not the user's history.
const RECENT_CHECKS = [
  { name: 'Salmon', status: 'safe', label: 'Safe (cooked)' },
  { name: 'Soft Cheese', status: 'avoid', label: 'Avoid' },
] as const;

const TIPS = [
  'Wash fruits and vegetables thoroughly before eating.',
  'Cook meat, poultry and fish to safe internal temperatures.',
  'Avoid unpasteurized dairy products and juices.',
  'When in doubt, consult your healthcare provider.',
];

/** Recent Checks, Food Safety Tips and the two external links under the food search. */
export function FoodSafetyExtras() {
  const recentId = useId();
  const tipsId = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <section aria-labelledby={recentId} className="space-y-2">
        <h3 id={recentId} className="font-semibold">
          Recent Checks
        </h3>
        <ul className="space-y-2">
          {RECENT_CHECKS.map((check) => (
            <li key={check.name} className="flex items-center justify-between gap-2 text-sm">
              <span>{check.name}</span>
              <StatusBadge status={check.status} label={check.label} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby={tipsId} className="space-y-2">
        <h3 id={tipsId} className="flex items-center gap-1 font-semibold">
          <Lightbulb className="size-4 text-amber-600" aria-hidden />
          Food Safety Tips
        </h3>
        <ul className="list-disc space-y-1 pl-5 text-sm text-gray-700 dark:text-gray-300">
          {TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </section>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm sm:col-span-2">
        <ExternalLink href="https://www.fda.gov/safety/recalls-market-withdrawals-safety-alerts">
          FDA Food Recalls
        </ExternalLink>
        <ExternalLink href="https://fdc.nal.usda.gov/">USDA FoodData Central</ExternalLink>
      </p>
    </div>
  );
}
