import { useId, type ReactNode } from 'react';
import { useContractMessage } from '@/lib/i18n/contract-messages.ts';

export interface FieldProps {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** Renders the control with the ids that tie it to its label, hint and error. */
  children: (ids: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean }) => ReactNode;
}

/** A labelled form control whose error is announced to screen readers. */
export function Field({ label, error: english, hint, children }: FieldProps) {
  const id = useId();
  // The contract's messages are English; shown in the language on screen.
  const error = useContractMessage()(english);
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-gray-800 dark:text-gray-100">
        {label}
      </label>
      {children({
        id,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': true } : {}),
      })}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

/** Text inputs, selects and text areas: 16 px text (no zoom on iOS), 44 px tall, a clear focus ring. */
export const inputClass =
  'block min-h-11 w-full rounded-control border border-line-strong bg-surface px-3.5 py-2 text-base text-ink placeholder:text-gray-500 transition-[border-color,box-shadow] duration-150 focus:border-accent focus:ring-3 focus:ring-brand-200 focus:outline-none aria-[invalid=true]:border-red-600 disabled:opacity-60 dark:placeholder:text-gray-400 dark:focus:ring-brand-900 dark:aria-[invalid=true]:border-red-400';
