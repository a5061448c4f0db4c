import {
  PROVIDER_RESULTS_MAX,
  PROVIDER_SEARCH_RADIUS_MILES,
  PROVIDER_SORT_LABELS,
  PROVIDER_SORTS,
  type Provider,
  type ProviderSort,
} from '@bloom/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { Skeleton, SkeletonText } from '../../../components/ui/skeleton.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { ProviderCard } from './provider-card.tsx';
import type { ProviderFilters } from './provider-search-form.tsx';

/** Cards shown at first and added by each 'Show more'. */
export const PAGE_SIZE = 12;

export interface ProviderResultsProps {
  results: UseQueryResult<Provider[]>;
  filters: ProviderFilters;
  homeZip: string | null;
  sort: ProviderSort;
  onSortChange: (sort: ProviderSort) => void;
  onClearFilters: () => void;
  onViewProfile: (provider: Provider) => void;
  onBook: (provider: Provider) => void;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function LoadingCards() {
  return (
    <div role="status" aria-busy="true" className="grid gap-4 md:grid-cols-2">
      <span className="sr-only">Loading providers…</span>
      {[0, 1, 2, 3].map((i) => (
        <div key={i} aria-hidden className="space-y-3 rounded-card border border-line bg-surface p-5 shadow-card">
          <Skeleton className="h-5 w-48" />
          <Skeleton className="h-4 w-64 max-w-full" />
          <SkeletonText lines={3} />
          <div className="flex gap-2 pt-2">
            <Skeleton className="h-9 flex-1 rounded-full" />
            <Skeleton className="h-9 flex-1 rounded-full" />
          </div>
        </div>
      ))}
    </div>
  );
}

const ORDER_WORDS: Record<ProviderSort, string> = {
  distance: 'nearest first',
  rating: 'best rated first',
  name: 'by name',
};

/**
 * The results in one sentence: how many, where from and in which order, e.g. '12 providers
 * within 50 miles of 78704, nearest first' or '168 providers, nearest first from your home ZIP
 * code 78704'. Without a ZIP code there is no distance, so no 'nearest first' is claimed.
 */
export function resultsSentence(count: number, sort: ProviderSort, zipCode: string, homeZip: string | null): string {
  const many = plural(count, 'provider');
  const order = ORDER_WORDS[sort];
  if (zipCode) return `${many} within ${PROVIDER_SEARCH_RADIUS_MILES} miles of ${zipCode}, ${order}`;
  if (homeZip) {
    return sort === 'distance'
      ? `${many}, nearest first from your home ZIP code ${homeZip}`
      : `${many}, ${order} (distances from your home ZIP code ${homeZip})`;
  }
  return sort === 'distance' ? many : `${many}, ${order}`;
}

/** The results: a count and sort, her own providers, then the directory, 12 at a time. */
export function ProviderResults({
  results,
  filters,
  homeZip,
  sort,
  onSortChange,
  onClearFilters,
  onViewProfile,
  onBook,
}: ProviderResultsProps) {
  const headingId = useId();
  const sortId = useId();
  const [shown, setShown] = useState(PAGE_SIZE);
  const data = results.data;
  // A new answer starts again from the first page.
  useEffect(() => setShown(PAGE_SIZE), [data]);

  const own = data?.filter((p) => p.isOwn) ?? [];
  const directory = data?.filter((p) => !p.isOwn) ?? [];
  const filtered = Boolean(filters.specialty || filters.insurance || filters.zipCode);
  const measured = Boolean(filters.zipCode || homeZip);
  const renderCards = (list: Provider[]) => (
    <ul className="grid gap-4 md:grid-cols-2">
      {list.map((provider) => (
        <li key={provider.id}>
          <ProviderCard provider={provider} onViewProfile={onViewProfile} onBook={onBook} />
        </li>
      ))}
    </ul>
  );

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id={headingId} className="font-display text-heading font-semibold text-ink">
            Providers
          </h2>
          <p role="status" className="text-sm text-ink-muted">
            {results.isPending
              ? 'Searching…'
              : data
                ? `${resultsSentence(directory.length, sort, filters.zipCode, homeZip)}${results.isFetching ? ' · updating…' : ''}`
                : ''}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <label htmlFor={sortId} className="shrink-0 text-sm font-semibold text-gray-800 dark:text-gray-100">
            Sort by
          </label>
          <select
            id={sortId}
            className={`${inputClass} sm:w-44`}
            value={sort}
            onChange={(e) => onSortChange(e.target.value as ProviderSort)}
          >
            {PROVIDER_SORTS.map((s) => (
              <option key={s} value={s}>
                {PROVIDER_SORT_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
      </div>

      {sort === 'distance' && !measured && data && (
        <Alert tone="info">Enter a ZIP code, or save your home ZIP code in your profile, to sort by distance.</Alert>
      )}

      {results.isPending ? (
        <LoadingCards />
      ) : results.isError ? (
        <Alert tone="error">
          <p className="font-semibold">We could not load providers.</p>
          <p>{(results.error instanceof ApiError && results.error.serverMessage) || results.error.message}</p>
          <Button size="sm" variant="secondary" className="mt-2" onClick={() => void results.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <div aria-busy={results.isFetching} className="space-y-6">
          {directory.some((p) => p.isSample) && (
            <Alert tone="info">
              Providers marked Sample are fictional examples from BLOOM’s sample directory, not real practices.
            </Alert>
          )}
          {own.length > 0 && (
            <section aria-label="Your providers" className="space-y-3">
              <h3 className="text-subheading font-semibold text-ink">Your providers</h3>
              {renderCards(own)}
            </section>
          )}
          {directory.length === 0 ? (
            <EmptyState
              illustration="search"
              as="h3"
              title="No providers found"
              description={
                filtered ? 'Try another specialty, insurance plan or ZIP code.' : 'The provider directory is empty.'
              }
              action={
                filtered ? (
                  <Button variant="secondary" onClick={onClearFilters}>
                    Clear filters
                  </Button>
                ) : undefined
              }
            />
          ) : (
            <>
              {renderCards(directory.slice(0, shown))}
              {directory.length >= PROVIDER_RESULTS_MAX && shown >= directory.length && (
                <p className="text-sm text-ink-muted">
                  Showing the first {PROVIDER_RESULTS_MAX}. Choose a specialty, insurance or ZIP code to narrow the
                  list.
                </p>
              )}
              {shown < directory.length && (
                <div className="flex justify-center">
                  <Button variant="secondary" onClick={() => setShown((n) => n + PAGE_SIZE)}>
                    Show more providers ({directory.length - shown} more)
                  </Button>
                </div>
              )}
            </>
          )}
        </div>
      )}
    </section>
  );
}
