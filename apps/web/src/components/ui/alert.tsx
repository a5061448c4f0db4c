import type { ReactNode } from 'react';
import { cn } from './cn.ts';

const tones = {
  error: 'border-red-200 bg-red-50 text-red-800',
  warning: 'border-amber-300 bg-amber-50 text-amber-900',
  info: 'border-lavender-100 bg-lavender-50 text-lavender-700',
  success: 'border-green-200 bg-green-50 text-green-800',
} as const;

export function Alert({ tone = 'info', children }: { tone?: keyof typeof tones; children: ReactNode }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('rounded-lg border px-4 py-3 text-sm', tones[tone])}
    >
      {children}
    </div>
  );
}
