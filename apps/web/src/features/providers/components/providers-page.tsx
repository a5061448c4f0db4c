import type { Provider, ProviderSort } from '@bloom/contract';
import { useState, type ReactNode } from 'react';
import { ApiError } from '@/lib/api-client.ts';
import { useUser } from '@/lib/auth/auth-context.tsx';
import { useProviderSearch } from '../api/search-providers.ts';
import { ProviderProfileDialog } from './provider-profile-dialog.tsx';
import { ProviderResults } from './provider-results.tsx';
import { ProviderSearchForm, type ProviderFilters } from './provider-search-form.tsx';

const NO_FILTERS: ProviderFilters = { specialty: '', insurance: '', zipCode: '' };

export interface ProvidersPageProps {
  /**
   * The booking dialog for a provider, open, closing through `onClose`. The app layer passes the
   * appointments feature's dialog in (features do not import each other).
   */
  renderBooking: (provider: Provider, onClose: () => void) => ReactNode;
}

/**
 * /providers (spec §2 Providers page): the search form, the results with their sort, a profile
 * dialog and a booking dialog. Her own providers are listed first when no filter is applied.
 */
export function ProvidersPage({ renderBooking }: ProvidersPageProps) {
  const { homeZip } = useUser();
  const [applied, setApplied] = useState<ProviderFilters>(NO_FILTERS);
  // Until she picks an order, the server's: nearest first once there is a ZIP code to measure from.
  const [chosenSort, setSort] = useState<ProviderSort | null>(null);
  const sort = chosenSort ?? (applied.zipCode || homeZip ? 'distance' : 'rating');
  // A new key starts the form again from the applied filters (after 'Clear filters').
  const [formKey, setFormKey] = useState(0);
  const [profile, setProfile] = useState<Provider | null>(null);
  const [booking, setBooking] = useState<Provider | null>(null);
  const results = useProviderSearch({ ...applied, sort: chosenSort });

  const serverZipError = results.error instanceof ApiError ? results.error.body?.fields?.zipCode : undefined;

  const clearFilters = () => {
    setApplied(NO_FILTERS);
    setFormKey((k) => k + 1);
  };

  return (
    <div className="space-y-6">
      <ProviderSearchForm
        key={formKey}
        applied={applied}
        onSearch={setApplied}
        zipError={serverZipError}
        searching={results.isFetching}
      />
      <ProviderResults
        results={results}
        filters={applied}
        homeZip={homeZip}
        sort={sort}
        onSortChange={setSort}
        onClearFilters={clearFilters}
        onViewProfile={setProfile}
        onBook={setBooking}
      />
      {profile && (
        <ProviderProfileDialog
          provider={profile}
          open
          onOpenChange={(open) => !open && setProfile(null)}
          onBook={(provider) => {
            setProfile(null);
            setBooking(provider);
          }}
        />
      )}
      {booking && renderBooking(booking, () => setBooking(null))}
    </div>
  );
}
