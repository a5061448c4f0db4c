import type { ZipResult } from '@bloom/contract';
import { useId, useState, type KeyboardEvent } from 'react';
import { cn } from '@/components/ui/cn.ts';
import { Field, inputClass } from '@/components/ui/field.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { useZipSuggestions } from '../api/search-zip-codes.ts';
import { useDebouncedValue } from '../use-debounced-value.ts';

/** Spec §7: suggestions are asked for once typing has paused this long. */
export const ZIP_DEBOUNCE_MS = 300;

export interface ZipCodeFieldProps {
  value: string;
  onChange: (digits: string) => void;
  error?: string | undefined;
}

const describe = (zip: ZipResult) => `${zip.zip} – ${zip.city}, ${zip.stateCode}`;

/**
 * The ZIP code box with suggestions (spec §5, §7): digits only, at most 5; 1 to 5 digits ask for
 * suggestions 300 ms after typing stops, and the first 10 are listed. An ARIA 1.2 combobox:
 * arrow keys move through the list, Enter takes the highlighted one, Escape closes it. A failed
 * look-up just shows no suggestions (spec §8). Choosing one fills the box; Search applies it.
 */
export function ZipCodeField({ value, onChange, error }: ZipCodeFieldProps) {
  const { t } = useT('providers');
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const digits = useDebouncedValue(value, ZIP_DEBOUNCE_MS);
  const suggestions = useZipSuggestions(digits);
  // Only suggestions for what is in the box now; a failed look-up shows none.
  const options = digits === value && !suggestions.isError ? (suggestions.data ?? []) : [];
  const expanded = open && options.length > 0 && !(options.length === 1 && options[0]!.zip === value);

  const choose = (zip: ZipResult) => {
    onChange(zip.zip);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + options.length) % options.length);
    } else if (event.key === 'Enter' && expanded && active >= 0 && options[active]) {
      // Enter takes the highlighted suggestion instead of submitting the search.
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <Field label={t('zip.label')} error={error}>
      {(ids) => (
        <div className="relative">
          <input
            {...ids}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            placeholder={t('zip.placeholder')}
            className={inputClass}
            value={value}
            onChange={(event) => {
              onChange(event.target.value.replace(/\D/g, '').slice(0, 5));
              setOpen(true);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setOpen(false)}
          />
          <ul
            id={listId}
            role="listbox"
            aria-label={t('zip.suggestions')}
            hidden={!expanded}
            className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-y-auto rounded-control border border-line bg-surface-raised py-1 shadow-raised"
          >
            {expanded &&
              options.map((zip, i) => (
                <li
                  key={zip.zip}
                  id={`${listId}-${i}`}
                  role="option"
                  aria-selected={i === active}
                  // Keep focus in the box: the choice is made on click, before it would blur.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(zip)}
                  className={cn(
                    'cursor-pointer px-3.5 py-2.5 text-base text-ink',
                    i === active ? 'bg-accent-soft text-on-accent-soft' : 'hover:bg-surface-soft',
                  )}
                >
                  {describe(zip)}
                </li>
              ))}
          </ul>
          <span role="status" className="sr-only">
            {expanded ? t('zip.count', { count: options.length }) : ''}
          </span>
        </div>
      )}
    </Field>
  );
}
