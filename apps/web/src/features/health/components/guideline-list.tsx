import { HEALTH_SEARCH_MAX_LENGTH, HEALTH_SEARCH_TOO_LONG_MESSAGE, type GuidelineCategory } from '@bloom/contract';
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Field, inputClass } from '@/components/ui/field.tsx';
import { SkeletonCard } from '@/components/ui/skeleton.tsx';
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
  label,
  searchable = true,
}: {
  category: GuidelineCategory | null;
  /** What the list holds, for its search label and status texts ('safety guidelines'). */
  label: string;
  searchable?: boolean;
}) {
  const [text, setText] = useState('');
  const settled = useSettled(text);
  const tooLong = text.trim().length > HEALTH_SEARCH_MAX_LENGTH;
  const search = tooLong ? '' : settled;
  const guidelines = useGuidelines({ category, search });

  return (
    <div className="space-y-4">
      {searchable && (
        <form role="search" aria-label="Guideline search" onSubmit={(e) => e.preventDefault()} noValidate>
          <Field label={`Search ${label}`} error={tooLong ? HEALTH_SEARCH_TOO_LONG_MESSAGE : undefined}>
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
                  placeholder="e.g. listeria, caffeine, whooping cough"
                  className={`${inputClass} pl-10`}
                />
              </div>
            )}
          </Field>
        </form>
      )}

      {guidelines.isPending ? (
        <SkeletonCard label={`Loading ${label}…`} rows={3} className="min-h-64" />
      ) : guidelines.isError ? (
        <Alert tone="error">
          <p>We could not load the {label}. Please try again.</p>
          <Button size="sm" variant="secondary" className="mt-2" onClick={() => void guidelines.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : guidelines.data.guidelines.length === 0 ? (
        <EmptyState
          illustration="search"
          title={search ? `No guidelines match “${search.trim()}”` : 'No guidelines here yet'}
          description="Try a shorter or different word, such as “fish”, “vaccine” or “exercise”."
          action={
            text ? (
              <Button variant="secondary" size="sm" onClick={() => setText('')}>
                Clear search
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          <p role="status" className="text-sm text-ink-muted" aria-busy={guidelines.isFetching}>
            {guidelines.data.total === 1 ? '1 guideline' : `${guidelines.data.total} guidelines`}
            {search ? ` matching “${search.trim()}”` : ''}
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
