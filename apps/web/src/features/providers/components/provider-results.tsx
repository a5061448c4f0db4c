import {
  PROVIDER_RESULTS_MAX,
  PROVIDER_SEARCH_RADIUS_MILES,
  PROVIDER_SORTS,
  type Provider,
  type ProviderSort,
} from '@bloom/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { inputClass } from '@/components/ui/field.tsx';
import { Skeleton, SkeletonText } from '@/components/ui/skeleton.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { i18n, useT } from '@/lib/i18n/index.ts';
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

function LoadingCards() {
  const { t } = useT('providers');
  return (
    <div role="status" aria-busy="true" className="grid gap-4 md:grid-cols-2">
      <span className="sr-only">{t('results.loading')}</span>
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

/**
 * The results in one sentence: how many, where from and in which order, e.g. '12 providers
 * within 50 miles of 78704, nearest first' or '168 providers, nearest first from your home ZIP
 * code 78704'. Without a ZIP code there is no distance, so no 'nearest first' is claimed.
 */
export function resultsSentence(count: number, sort: ProviderSort, zipCode: string, homeZip: string | null): string {
  const t = i18n.getFixedT(null, 'providers');
  const many = t('results.count', { count });
  const order = t(`results.order.${sort}`);
  if (zipCode) return t('results.within', { many, miles: PROVIDER_SEARCH_RADIUS_MILES, zip: zipCode, order });
  if (homeZip) {
    return sort === 'distance'
      ? t('results.nearestHome', { many, zip: homeZip })
      : t('results.orderedHome', { many, order, zip: homeZip });
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
  const { t } = useT('providers');
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
            {t('results.title')}
          </h2>
          <p role="status" className="text-sm text-ink-muted">
            {results.isPending
              ? t('results.searching')
              : data
                ? `${resultsSentence(directory.length, sort, filters.zipCode, homeZip)}${results.isFetching ? t('results.updating') : ''}`
                : ''}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <label htmlFor={sortId} className="shrink-0 text-sm font-semibold text-gray-800 dark:text-gray-100">
            {t('results.sortBy')}
          </label>
          <select
            id={sortId}
            className={`${inputClass} sm:w-44`}
            value={sort}
            onChange={(e) => onSortChange(e.target.value as ProviderSort)}
          >
            {PROVIDER_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`results.sorts.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </div>

      {sort === 'distance' && !measured && data && <Alert tone="info">{t('results.needZip')}</Alert>}

      {results.isPending ? (
        <LoadingCards />
      ) : results.isError ? (
        <Alert tone="error">
          <p className="font-semibold">{t('results.failed')}</p>
          <p>{(results.error instanceof ApiError && results.error.serverMessage) || results.error.message}</p>
          <Button size="sm" variant="secondary" className="mt-2" onClick={() => void results.refetch()}>
            {t('results.retry')}
          </Button>
        </Alert>
      ) : (
        <div aria-busy={results.isFetching} className="space-y-6">
          {directory.some((p) => p.isSample) && <Alert tone="info">{t('results.sampleNote')}</Alert>}
          {own.length > 0 && (
            <section aria-label={t('results.yours')} className="space-y-3">
              <h3 className="text-subheading font-semibold text-ink">{t('results.yours')}</h3>
              {renderCards(own)}
            </section>
          )}
          {directory.length === 0 ? (
            <EmptyState
              illustration="search"
              as="h3"
              title={t('results.none')}
              description={filtered ? t('results.noneFiltered') : t('results.emptyDirectory')}
              action={
                filtered ? (
                  <Button variant="secondary" onClick={onClearFilters}>
                    {t('results.clear')}
                  </Button>
                ) : undefined
              }
            />
          ) : (
            <>
              {renderCards(directory.slice(0, shown))}
              {directory.length >= PROVIDER_RESULTS_MAX && shown >= directory.length && (
                <p className="text-sm text-ink-muted">{t('results.capped', { count: PROVIDER_RESULTS_MAX })}</p>
              )}
              {shown < directory.length && (
                <div className="flex justify-center">
                  <Button variant="secondary" onClick={() => setShown((n) => n + PAGE_SIZE)}>
                    {t('results.more', { count: directory.length - shown })}
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
