import { KICK_TARGET, KICKS_OFFERED_FROM_WEEK } from '@bloom/contract';
import { ChevronRight, Footprints } from 'lucide-react';
import { Link } from 'react-router';
import { useUser } from '../../../lib/auth/auth-context.tsx';

/** A card linking to the kick counter, shown from the week it is offered (dashboard, tracking page). */
export function KicksLinkCard() {
  const user = useUser();
  if (user.pregnancyWeeks === null || user.pregnancyWeeks < KICKS_OFFERED_FROM_WEEK) return null;
  return (
    <Link
      to="/kicks"
      className="flex min-h-16 items-center gap-3 rounded-card border border-line bg-surface p-4 text-ink shadow-card hover:bg-brand-50 dark:hover:bg-gray-800"
    >
      <span
        aria-hidden
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-soft text-on-accent-soft"
      >
        <Footprints className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold">Kick counter</span>
        <span className="block text-sm text-ink-muted">
          Time how long your baby takes to make {KICK_TARGET} movements
        </span>
      </span>
      <ChevronRight aria-hidden className="size-5 shrink-0" />
    </Link>
  );
}
