import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';

interface QueryLike {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** The loading line or the error notice (with a retry) for a list; null once data is there. */
export function LoadState({ query, what }: { query: QueryLike; what: string }) {
  if (query.isPending) {
    return (
      <p role="status" className="text-sm text-gray-600 dark:text-gray-400">
        Loading your {what}...
      </p>
    );
  }
  if (query.isError) {
    return (
      <Alert tone="error">
        <p>We could not load your {what}.</p>
        <Button size="sm" variant="secondary" className="mt-2" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  return null;
}
