import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n/index.ts';

interface QueryLike {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** The loading line or the error notice (with a retry) for a list; null once data is there. */
export function LoadState({ query, what }: { query: QueryLike; what: 'symptoms' | 'moods' | 'trends' }) {
  const { t } = useT('tracking');
  if (query.isPending) {
    return (
      <p role="status" className="text-sm text-gray-600 dark:text-gray-400">
        {t(`load.loading.${what}`)}
      </p>
    );
  }
  if (query.isError) {
    return (
      <Alert tone="error">
        <p>{t(`load.failed.${what}`)}</p>
        <Button size="sm" variant="secondary" className="mt-2" onClick={() => void query.refetch()}>
          {t('load.retry')}
        </Button>
      </Alert>
    );
  }
  return null;
}
