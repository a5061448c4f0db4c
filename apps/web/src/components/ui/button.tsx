import type { ButtonHTMLAttributes } from 'react';
import { cn } from './cn.ts';

/**
 * The four kinds of button. Each is readable in light and dark (AA text contrast) and shows
 * the focus ring from styles.css. `ghost` is the older name of `quiet` and stays for callers.
 */
const variants = {
  primary:
    'bg-accent text-on-accent shadow-sm hover:bg-accent-hover disabled:bg-brand-200 disabled:text-brand-900 disabled:shadow-none dark:disabled:bg-gray-800 dark:disabled:text-gray-300',
  secondary:
    'border border-brand-200 bg-surface text-brand-800 hover:border-brand-300 hover:bg-brand-50 disabled:opacity-60 dark:border-gray-600 dark:bg-transparent dark:text-brand-200 dark:hover:border-gray-500 dark:hover:bg-gray-800',
  quiet:
    'text-gray-700 hover:bg-gray-100 hover:text-gray-900 disabled:opacity-60 dark:text-gray-200 dark:hover:bg-gray-800 dark:hover:text-gray-50',
  ghost:
    'text-gray-700 hover:bg-gray-100 hover:text-gray-900 disabled:opacity-60 dark:text-gray-200 dark:hover:bg-gray-800 dark:hover:text-gray-50',
  danger:
    'bg-red-700 text-white shadow-sm hover:bg-red-800 disabled:opacity-60 dark:bg-red-300 dark:text-red-950 dark:hover:bg-red-200',
} as const;

const sizes = {
  sm: 'min-h-9 px-3.5 text-sm',
  md: 'min-h-11 px-5 text-base',
  lg: 'min-h-12 px-6 text-base',
  icon: 'size-10 p-0',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

/** The classes of a button, for a link that looks like one (`<Link className={buttonClass()}>`). */
export function buttonClass({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string | undefined } = {}) {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-[background-color,border-color,color,box-shadow] duration-150 ease-gentle select-none disabled:cursor-not-allowed [&_svg]:shrink-0',
    sizes[size],
    variants[variant],
    className,
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({ variant = 'primary', size = 'md', className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size, className })} {...props} />;
}
