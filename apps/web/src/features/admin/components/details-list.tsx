import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn.ts';

/** A label, its value, and whether the value needs the whole width (an e-mail, a message). */
export type DetailsItem = readonly [term: string, value: ReactNode, wide?: boolean];

/** Label and value pairs in two columns; a wide value takes the whole row. */
export function DetailsList({ label, items }: { label?: string; items: readonly DetailsItem[] }) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
      {items.map(([term, value, wide]) => (
        <div key={term} className={cn('min-w-0', wide && 'col-span-2')}>
          <dt className="text-xs font-medium text-ink-muted">{term}</dt>
          <dd className="mt-0.5 font-medium break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
