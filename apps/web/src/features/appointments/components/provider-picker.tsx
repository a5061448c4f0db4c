import type { Provider } from '@bloom/contract';
import { Check } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { cn } from '@/components/ui/cn.ts';
import { inputClass } from '@/components/ui/field.tsx';
import { formatNumber, useT } from '@/lib/i18n/index.ts';
import { providerOptionLabel } from './provider-label.ts';

/** Directory providers offered at once: the nearest ones; typing finds any other. */
export const PICKER_SHOWN = 8;

export interface ProviderPickerProps {
  /** Her own providers first, then the directory, nearest first when she saved a home ZIP (the server's order). */
  providers: Provider[] | undefined;
  loading: boolean;
  /** The chosen provider's id; '' for none. */
  value: string;
  onChange: (id: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** The field's ids (label, hint and error), from `Field`. */
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

const distanceText = (miles: number) =>
  `${formatNumber(miles < 10 ? miles : Math.round(miles), miles < 10 ? { minimumFractionDigits: 1, maximumFractionDigits: 1 } : {})} mi`;

/** Every word she typed is somewhere in the name, specialty, practice, address or ZIP code. */
function matches(provider: Provider, words: string[]): boolean {
  const text = [provider.name, provider.specialty, provider.practice, provider.address, provider.zipCode]
    .join(' ')
    .toLowerCase();
  return words.every((w) => text.includes(w));
}

/**
 * The booking dialog's provider field: a search instead of a 168-option list (issue 33). She
 * types a name, specialty, practice, town or ZIP code and picks from the matches, her own
 * providers first, then the directory's nearest. The WAI-ARIA combobox pattern: the input keeps
 * focus, Arrow keys move through the options (aria-activedescendant), Enter picks, Escape closes
 * the list (not the dialog), and a status line says how many match.
 */
export function ProviderPicker({
  providers,
  loading,
  value,
  onChange,
  onBlur,
  inputRef,
  id,
  ...aria
}: ProviderPickerProps) {
  const { t } = useT('appointments');
  const label = (p: Provider) => providerOptionLabel(p, t('picker.sample'));
  const listId = useId();
  const chosen = providers?.find((p) => p.id === value) ?? null;
  const [query, setQuery] = useState(chosen ? label(chosen) : '');
  const [open, setOpen] = useState(false);
  // The option the Arrow keys are on; -1 for none (while she types).
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement | null>(null);

  // A provider chosen from outside (the one she just added) or a reset form shows in the box.
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value && (chosen || value === '')) {
    setShownValue(value);
    setQuery(chosen ? label(chosen) : '');
  }

  // The chosen provider's own label is not a search: the list then offers everyone again.
  const words = chosen && query === label(chosen) ? [] : query.toLowerCase().split(/\s+/).filter(Boolean);
  const found = (providers ?? []).filter((p) => matches(p, words));
  const own = found.filter((p) => p.isOwn);
  const nearby = found.filter((p) => !p.isOwn);
  const directory = nearby.slice(0, PICKER_SHOWN);
  const more = nearby.length - directory.length;
  const options = [...own, ...directory];
  const activeOption = open && active >= 0 ? options[Math.min(active, options.length - 1)] : undefined;
  const optionId = (p: Provider) => `${listId}-${p.id}`;

  // Escape closes the list, not the dialog around it: the dialog listens on the document in the
  // capture phase, so the list's Escape is taken before it gets there.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || document.activeElement !== input.current) return;
      event.stopPropagation();
      setOpen(false);
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, [open]);

  const choose = (provider: Provider) => {
    onChange(provider.id);
    setShownValue(provider.id);
    setQuery(label(provider));
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(event.key === 'ArrowDown' ? 0 : options.length - 1);
        return;
      }
      const last = options.length - 1;
      setActive((i) => {
        const at = Math.min(i, last);
        if (event.key === 'ArrowDown') return at >= last ? 0 : at + 1;
        return at <= 0 ? last : at - 1;
      });
    } else if (event.key === 'Enter' && activeOption) {
      // Picks the option; the form is sent with the dialog's own button.
      event.preventDefault();
      choose(activeOption);
    }
  };

  const status = loading
    ? t('picker.loading')
    : !providers
      ? ''
      : options.length === 0
        ? t('picker.none')
        : t('picker.shown', { count: options.length }) + (more ? t('picker.more', { count: more }) : '');

  const renderOption = (provider: Provider) => {
    const selected = provider.id === value;
    return (
      <div
        key={provider.id}
        id={optionId(provider)}
        role="option"
        aria-selected={selected}
        // Keeps focus in the box: the choice is made on click.
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => choose(provider)}
        className={cn(
          'flex cursor-pointer items-start gap-2 rounded-xl px-3 py-2 text-sm',
          activeOption === provider && 'bg-brand-50 dark:bg-gray-800',
        )}
      >
        <Check aria-hidden className={cn('mt-0.5 size-4 shrink-0 text-accent-ink', !selected && 'invisible')} />
        <span className="min-w-0 flex-1">
          <span className="block font-medium text-ink">{label(provider)}</span>
          {(provider.address || provider.distance !== null) && (
            <span className="block text-xs text-ink-muted">
              {[provider.distance !== null ? distanceText(provider.distance) : '', provider.address]
                .filter(Boolean)
                .join(' · ')}
            </span>
          )}
        </span>
      </div>
    );
  };

  return (
    <div className="relative">
      <input
        id={id}
        ref={(el) => {
          input.current = el;
          if (typeof inputRef === 'function') inputRef(el);
          else if (inputRef) inputRef.current = el;
        }}
        type="text"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        {...(activeOption ? { 'aria-activedescendant': optionId(activeOption) } : {})}
        {...aria}
        autoComplete="off"
        placeholder={loading ? t('picker.loading') : t('picker.placeholder')}
        className={inputClass}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(true);
          setActive(-1);
          if (value) onChange('');
        }}
        onClick={() => {
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          onBlur?.();
        }}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t('picker.list')}
        hidden={!open || options.length === 0}
        className="absolute inset-x-0 top-full z-10 mt-1 max-h-72 overflow-y-auto rounded-2xl border border-line bg-surface p-1 shadow-card"
      >
        {own.length > 0 && (
          <div role="group" aria-label={t('picker.yours')}>
            <span aria-hidden className="block px-3 pt-1 text-xs font-semibold text-ink-muted">
              {t('picker.yours')}
            </span>
            {own.map(renderOption)}
          </div>
        )}
        {directory.length > 0 && (
          <div
            role="group"
            aria-label={directory.every((p) => p.isSample) ? t('picker.sampleDirectory') : t('picker.directory')}
          >
            <span aria-hidden className="block px-3 pt-1 text-xs font-semibold text-ink-muted">
              {directory.some((p) => p.distance !== null) ? t('picker.nearest') : t('picker.directory')}
            </span>
            {directory.map(renderOption)}
          </div>
        )}
      </div>
      <p role="status" className="sr-only">
        {open || query ? status : ''}
      </p>
    </div>
  );
}
