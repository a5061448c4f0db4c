import type { ReactNode } from 'react';
import { cn } from './cn.ts';
import { illustrations, type IllustrationName } from './illustrations.tsx';

export interface EmptyStateProps {
  /** The plain words of the state ('No symptoms logged yet'). */
  title: ReactNode;
  description?: ReactNode;
  illustration?: IllustrationName;
  /** The one thing to do next: a Button or a link styled with buttonClass(). */
  action?: ReactNode;
  /**
   * The heading level of the title, when it should be one; otherwise a plain block (not a <p>:
   * a bold line above a paragraph is a heading to a screen reader's eye, axe's p-as-heading).
   */
  as?: 'h2' | 'h3' | 'div';
  className?: string;
}

/** Nothing here yet: a small illustration, a friendly line and one action. */
export function EmptyState({
  title,
  description,
  illustration = 'bloom',
  action,
  as: Title = 'div',
  className,
}: EmptyStateProps) {
  return (
    <div className={cn('flex flex-col items-center px-4 py-6 text-center', className)}>
      {illustrations[illustration]}
      <Title className="mt-3 font-display text-subheading font-semibold text-ink">{title}</Title>
      {description && <p className="mt-1 max-w-sm text-sm text-ink-muted">{description}</p>}
      {action && <div className="mt-4">{action}</div>}
    </div>
  );
}
