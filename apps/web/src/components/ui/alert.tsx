import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn.ts';

const tones = {
  error: {
    className: 'border-red-200 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
    Icon: CircleAlert,
  },
  warning: {
    className:
      'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100',
    Icon: TriangleAlert,
  },
  info: {
    className:
      'border-lavender-100 bg-lavender-50 text-lavender-800 dark:border-lavender-800 dark:bg-lavender-950 dark:text-lavender-100',
    Icon: Info,
  },
  success: {
    className:
      'border-green-200 bg-green-50 text-green-800 dark:border-green-800 dark:bg-green-950 dark:text-green-100',
    Icon: CircleCheck,
  },
} as const;

/** A notice in the flow of the page; errors are announced at once (role=alert), the rest politely. */
export function Alert({ tone = 'info', children }: { tone?: keyof typeof tones; children: ReactNode }) {
  const { className, Icon } = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex items-start gap-2.5 rounded-control border px-4 py-3 text-sm', className)}
    >
      <Icon aria-hidden className="mt-px size-4 shrink-0" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
