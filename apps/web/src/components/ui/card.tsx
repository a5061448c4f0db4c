import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from './cn.ts';

/** A surface for one section of a page: soft border, warm shadow, generous padding. */
export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn('rounded-card border border-line bg-surface p-4 text-ink shadow-card sm:p-6', className)}
      {...props}
    />
  );
}

export interface CardHeaderProps {
  title: ReactNode;
  /** The heading level; sections of a page are h2. */
  as?: 'h2' | 'h3';
  id?: string;
  description?: ReactNode;
  /** A lucide icon or small illustration shown in a soft circle before the title. */
  icon?: ReactNode;
  /** One action at the end of the header (a button or link). */
  action?: ReactNode;
  className?: string;
}

/** The title row of a card: icon, heading and description, with an optional action at the end. */
export function CardHeader({ title, as: Heading = 'h2', id, description, icon, action, className }: CardHeaderProps) {
  return (
    <div className={cn('mb-4 flex items-start gap-3', className)}>
      {icon && (
        <span
          aria-hidden
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-soft text-on-accent-soft [&_svg]:size-5"
        >
          {icon}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <Heading id={id} className="font-display text-heading font-semibold text-ink">
          {title}
        </Heading>
        {description && <p className="mt-0.5 text-sm text-ink-muted">{description}</p>}
      </div>
      {action && <div className="shrink-0">{action}</div>}
    </div>
  );
}
