import { INSURANCE_CARRIERS, SPECIALTIES, zipCodeFilterSchema } from '@bloom/contract';
import { Search, SlidersHorizontal } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardHeader } from '@/components/ui/card.tsx';
import { Field, inputClass } from '@/components/ui/field.tsx';
import { useT } from '@/lib/i18n/index.ts';
import type { ProviderSearch } from '../api/search-providers.ts';
import { ZipCodeField } from './zip-code-field.tsx';

export type ProviderFilters = Omit<ProviderSearch, 'sort'>;

export interface ProviderSearchFormProps {
  /** The filters applied now; the form starts from them. */
  applied: ProviderFilters;
  onSearch: (filters: ProviderFilters) => void;
  /** The server's word on the applied ZIP code (say, one that does not exist). */
  zipError?: string | undefined;
  searching: boolean;
}

/**
 * Specialty, insurance and ZIP code (spec §2, §5, §9). Nothing is searched while she types or
 * chooses: Search applies the filters. A ZIP code of 1 to 4 digits is refused with spec §5's
 * message; an empty one means anywhere.
 */
export function ProviderSearchForm({ applied, onSearch, zipError, searching }: ProviderSearchFormProps) {
  const { t } = useT('providers');
  const [draft, setDraft] = useState(applied);
  const [zipMessage, setZipMessage] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const zip = zipCodeFilterSchema.safeParse(draft.zipCode);
    if (!zip.success) {
      setZipMessage(zip.error.issues[0]?.message);
      return;
    }
    setZipMessage(undefined);
    onSearch(draft);
  };

  return (
    <Card>
      <CardHeader icon={<SlidersHorizontal />} title={t('search.title')} description={t('search.description')} />
      <form role="search" aria-label={t('search.form')} noValidate onSubmit={submit}>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_12rem_auto] lg:items-start">
          <Field label={t('search.specialty')}>
            {(ids) => (
              <select
                {...ids}
                className={inputClass}
                value={draft.specialty}
                onChange={(e) => setDraft({ ...draft, specialty: e.target.value })}
              >
                <option value="">{t('search.allSpecialties')}</option>
                {SPECIALTIES.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('search.insurance')}>
            {(ids) => (
              <select
                {...ids}
                className={inputClass}
                value={draft.insurance}
                onChange={(e) => setDraft({ ...draft, insurance: e.target.value })}
              >
                <option value="">{t('search.allInsurance')}</option>
                {INSURANCE_CARRIERS.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <ZipCodeField
            value={draft.zipCode}
            onChange={(zipCode) => {
              setDraft({ ...draft, zipCode });
              setZipMessage(undefined);
            }}
            error={zipMessage ?? (draft.zipCode === applied.zipCode ? zipError : undefined)}
          />
          <Button type="submit" className="w-full lg:mt-[1.625rem] lg:w-auto" disabled={searching}>
            <Search aria-hidden className="size-4" />
            {t('search.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
