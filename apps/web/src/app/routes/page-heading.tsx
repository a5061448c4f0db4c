import type { ReactNode } from 'react';

/**
 * The page's h1 (the display face) and a one-line subtitle; `action` sits at the end on wide
 * screens and below on phones. usePageFocus() moves focus here after each navigation.
 */
export function PageHeading({ title, subtitle, action }: { title: string; subtitle?: ReactNode; action?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-title font-semibold text-ink sm:text-display">{title}</h1>
        {subtitle && <p className="mt-1.5 text-ink-muted">{subtitle}</p>}
      </div>
      {action && <div className="shrink-0">{action}</div>}
    </div>
  );
}
