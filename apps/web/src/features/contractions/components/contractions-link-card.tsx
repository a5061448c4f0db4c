import { CONTRACTIONS_LINKED_FROM_WEEK } from '@bloom/contract';
import { ChevronRight, Timer } from 'lucide-react';
import { Link } from 'react-router';
import { useUser } from '../../../lib/auth/auth-context.tsx';

/**
 * A card linking to the contraction timer (dashboard, tracking page), shown to a pregnant user from
 * week CONTRACTIONS_LINKED_FROM_WEEK: preterm labor counts from 20 weeks (NICHD).
 */
export function ContractionsLinkCard() {
  const user = useUser();
  if (!user.isPregnant || user.pregnancyWeeks === null || user.pregnancyWeeks < CONTRACTIONS_LINKED_FROM_WEEK) {
    return null;
  }
  return (
    <Link
      to="/contractions"
      className="flex min-h-16 items-center gap-3 rounded-card border border-line bg-surface p-4 text-ink shadow-card hover:bg-brand-50 dark:hover:bg-gray-800"
    >
      <span
        aria-hidden
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-soft text-on-accent-soft"
      >
        <Timer className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold">Contraction timer</span>
        <span className="block text-sm text-ink-muted">Time how long they last and how far apart they come</span>
      </span>
      <ChevronRight aria-hidden className="size-5 shrink-0" />
    </Link>
  );
}
