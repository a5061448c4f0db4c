import { ChevronRight, ListChecks } from 'lucide-react';
import { Link } from 'react-router';
import { useUser } from '../../../lib/auth/auth-context.tsx';

/** A card linking to her checklists (dashboard, tracking page), for a pregnant user. */
export function ChecklistsLinkCard() {
  const user = useUser();
  if (!user.isPregnant) return null;
  return (
    <Link
      to="/checklists"
      className="flex min-h-16 items-center gap-3 rounded-card border border-line bg-surface p-4 text-ink shadow-card hover:bg-brand-50 dark:hover:bg-gray-800"
    >
      <span
        aria-hidden
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-soft text-on-accent-soft"
      >
        <ListChecks className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold">Checklists</span>
        <span className="block text-sm text-ink-muted">Hospital bag, birth preferences and before the baby comes</span>
      </span>
      <ChevronRight aria-hidden className="size-5 shrink-0" />
    </Link>
  );
}
