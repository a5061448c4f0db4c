import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { SkeletonCard } from '@/components/ui/skeleton.tsx';
import { useT } from '@/lib/i18n/index.ts';

interface QueryLike {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** Which list is loading: its texts are `admin:load.<what>` ('Loading users...', 'We could not load the users…'). */
export type LoadWhat = 'users' | 'events' | 'dailyUsage' | 'usage' | 'promoCodes' | 'auditLog';

/** A list's first load (a card-shaped placeholder) or its failure (with a retry); null once the data is there. */
export function LoadState({ query, what, rows = 4 }: { query: QueryLike; what: LoadWhat; rows?: number }) {
  const { t } = useT('admin');
  if (query.isPending) return <SkeletonCard label={t(`load.${what}.loading`)} rows={rows} />;
  if (query.isError) {
    return (
      <Alert tone="error">
        <p>{t(`load.${what}.failed`)}</p>
        <Button size="sm" variant="secondary" className="mt-2" onClick={() => void query.refetch()}>
          {t('load.tryAgain')}
        </Button>
      </Alert>
    );
  }
  return null;
}
