import { INSURANCE_CARRIERS, SPECIALTIES, zipCodeFilterSchema } from '@bloom/contract';
import { Search, SlidersHorizontal } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { Field, inputClass } from '../../../components/ui/field.tsx';
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
      <CardHeader
        icon={<SlidersHorizontal />}
        title="Search providers"
        description="Choose a specialty, insurance or ZIP code, then press Search."
      />
      <form role="search" aria-label="Providers" noValidate onSubmit={submit}>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_12rem_auto] lg:items-start">
          <Field label="Specialty">
            {(ids) => (
              <select
                {...ids}
                className={inputClass}
                value={draft.specialty}
                onChange={(e) => setDraft({ ...draft, specialty: e.target.value })}
              >
                <option value="">All specialties</option>
                {SPECIALTIES.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Insurance">
            {(ids) => (
              <select
                {...ids}
                className={inputClass}
                value={draft.insurance}
                onChange={(e) => setDraft({ ...draft, insurance: e.target.value })}
              >
                <option value="">All insurance plans</option>
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
            Search
          </Button>
        </div>
      </form>
    </Card>
  );
}
