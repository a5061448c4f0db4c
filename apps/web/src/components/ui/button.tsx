import type { ButtonHTMLAttributes } from 'react';
import { cn } from './cn.ts';

const variants = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-200 disabled:text-brand-800',
  secondary: 'bg-white text-brand-800 border border-brand-200 hover:bg-brand-50 disabled:opacity-60',
  ghost: 'text-gray-700 hover:bg-gray-100 disabled:opacity-60',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:opacity-60',
} as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof variants;
  size?: 'sm' | 'md';
}

export function Button({ variant = 'primary', size = 'md', className, type = 'button', ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors disabled:cursor-not-allowed',
        size === 'sm' ? 'min-h-9 px-3 text-sm' : 'min-h-11 px-4',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
