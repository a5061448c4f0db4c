import { HEALTH_SEARCH_MAX_LENGTH, HEALTH_SEARCH_TOO_LONG_MESSAGE, type GuidelineCategory } from '@bloom/contract';
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Field, inputClass } from '@/components/ui/field.tsx';
import { SkeletonCard } from '@/components/ui/skeleton.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { useGuidelines } from '../api/get-guidelines.ts';
import { GuidelineCard } from './guideline-card.tsx';

const SEARCH_DELAY_MS = 300;

/** The search text a moment after typing stops, so the server is asked once per pause. */
function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/** Guidelines of one category (or all), searchable; search and filter run on the server. */
export function GuidelineList({
  category,
  searchable = true,
}: {
  category: GuidelineCategory | null;
  searchable?: boolean;
}) {
  const { t } = useT('health');
  // What the list holds, for its search label and status texts ('safety guidelines').
  const list = category ?? 'all';
  const [text, setText] = useState('');
  const settled = useSettled(text);
  const tooLong = text.trim().length > HEALTH_SEARCH_MAX_LENGTH;
  const search = tooLong ? '' : settled;
  const guidelines = useGuidelines({ category, search });

  return (
    <div className="space-y-4">
      {searchable && (
        <form role="search" aria-label={t('guidelines.search')} onSubmit={(e) => e.preventDefault()} noValidate>
          <Field
            label={t(`guidelines.list.${list}.search`)}
            error={tooLong ? HEALTH_SEARCH_TOO_LONG_MESSAGE : undefined}
          >
            {(ids) => (
              <div className="relative">
                <Search
                  aria-hidden
                  className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-gray-500"
                />
                <input
                  {...ids}
                  type="search"
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                  placeholder={t('guidelines.placeholder')}
                  className={`${inputClass} pl-10`}
                />
              </div>
            )}
          </Field>
        </form>
      )}

      {guidelines.isPending ? (
        // The searchable lists hold 13 to 40 guidelines, longer than any screen: their placeholder
        // reaches past the screen's bottom, so the disclaimer under the list is not pushed down
        // when they arrive (layout shift on a direct load of /education, issue 33).
        <SkeletonCard
          label={t(`guidelines.list.${list}.loading`)}
          rows={3}
          className={searchable ? 'min-h-screen' : 'min-h-64'}
        />
      ) : guidelines.isError ? (
        <Alert tone="error">
          <p>{t(`guidelines.list.${list}.failed`)}</p>
          <Button size="sm" variant="secondary" className="mt-2" onClick={() => void guidelines.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : guidelines.data.guidelines.length === 0 ? (
        <EmptyState
          illustration="search"
          title={search ? t('guidelines.noMatch', { search: search.trim() }) : t('guidelines.none')}
          description={t('guidelines.noneHint')}
          action={
            text ? (
              <Button variant="secondary" size="sm" onClick={() => setText('')}>
                {t('guidelines.clear')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          <p role="status" className="text-sm text-ink-muted" aria-busy={guidelines.isFetching}>
            {search
              ? t('guidelines.countMatching', { count: guidelines.data.total, search: search.trim() })
              : t('guidelines.count', { count: guidelines.data.total })}
          </p>
          <div className="grid gap-4 lg:grid-cols-2">
            {guidelines.data.guidelines.map((g) => (
              <GuidelineCard key={g.id} guideline={g} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
