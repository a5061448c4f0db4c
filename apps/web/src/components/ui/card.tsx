import type { HTMLAttributes } from 'react';
import { cn } from './cn.ts';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn(
        'rounded-2xl border border-brand-100 bg-white p-4 shadow-sm sm:p-6 dark:border-gray-800 dark:bg-gray-900',
        className,
      )}
      {...props}
    />
  );
}
