import { ChevronRight, Scale } from 'lucide-react';
import { Link } from 'react-router';
import { useUser } from '../../../lib/auth/auth-context.tsx';

/** A card linking to the weight tool (dashboard, tracking page), for a pregnant user. */
export function WeightLinkCard() {
  const user = useUser();
  if (!user.isPregnant) return null;
  return (
    <Link
      to="/weight"
      className="flex min-h-16 items-center gap-3 rounded-card border border-line bg-surface p-4 text-ink shadow-card hover:bg-brand-50 dark:hover:bg-gray-800"
    >
      <span
        aria-hidden
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-soft text-on-accent-soft"
      >
        <Scale className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold">Weight gain</span>
        <span className="block text-sm text-ink-muted">Log your weight and see the recommended range</span>
      </span>
      <ChevronRight aria-hidden className="size-5 shrink-0" />
    </Link>
  );
}
