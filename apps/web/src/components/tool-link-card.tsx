import { ChevronRight, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A card linking to one of her tools (kicks, contractions, weight, checklists) from the dashboard and tracking page. */
export function ToolLinkCard({
  to,
  icon: Icon,
  title,
  children,
}: {
  to: string;
  icon: LucideIcon;
  title: string;
  /** One line on what the tool does. */
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      className="flex min-h-16 items-center gap-3 rounded-card border border-line bg-surface p-4 text-ink shadow-card hover:bg-brand-50 dark:hover:bg-gray-800"
    >
      <span
        aria-hidden
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-soft text-on-accent-soft"
      >
        <Icon className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold">{title}</span>
        <span className="block text-sm text-ink-muted">{children}</span>
      </span>
      <ChevronRight aria-hidden className="size-5 shrink-0" />
    </Link>
  );
}
