import type { CSSProperties } from 'react';
import { cn } from './cn.ts';

/**
 * A placeholder block the size of what is loading, so the page does not jump when it arrives.
 * Hidden from screen readers: the container says what is loading (see SkeletonCard). `inline`:
 * a placeholder inside a line of text, which keeps the line's height (as a block it would not:
 * `cn` does not merge classes, so an `inline-block` class beside `block` may lose to it).
 */
export function Skeleton({
  className,
  style,
  inline = false,
}: {
  className?: string;
  style?: CSSProperties;
  inline?: boolean;
}) {
  return (
    <span
      aria-hidden
      style={style}
      className={cn(
        inline ? 'inline-block align-middle' : 'block',
        'animate-shimmer rounded-md bg-gray-200 dark:bg-gray-800',
        className,
      )}
    />
  );
}

/** Lines of text, the last one shorter. */
export function SkeletonText({ lines = 3, className }: { lines?: number; className?: string }) {
  return (
    <span aria-hidden className={cn('block space-y-2', className)}>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} className={cn('h-3.5', i === lines - 1 && lines > 1 ? 'w-3/5' : 'w-full')} />
      ))}
    </span>
  );
}

/**
 * A card-shaped placeholder with a title and `rows` list rows; `label` is read out
 * ('Loading symptoms…') while the real card loads. `className` sets its height when known.
 */
export function SkeletonCard({ label, rows = 3, className }: { label: string; rows?: number; className?: string }) {
  return (
    <div
      role="status"
      aria-busy="true"
      className={cn('rounded-card border border-line bg-surface p-4 shadow-card sm:p-6', className)}
    >
      <span className="sr-only">{label}</span>
      <span aria-hidden className="mb-5 flex items-center gap-3">
        <Skeleton className="size-10 rounded-full" />
        <Skeleton className="h-5 w-40" />
      </span>
      <span aria-hidden className="block space-y-4">
        {Array.from({ length: rows }, (_, i) => (
          <span key={i} className="flex items-center gap-3">
            <Skeleton className="size-8 shrink-0 rounded-full" />
            <SkeletonText lines={2} className="flex-1" />
          </span>
        ))}
      </span>
    </div>
  );
}
