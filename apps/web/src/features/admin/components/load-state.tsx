import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { SkeletonCard } from '@/components/ui/skeleton.tsx';

interface QueryLike {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * A list's first load (a card-shaped placeholder) or its failure (with a retry); null once the
 * data is there. `what` completes 'Loading …' and 'We could not load the …'.
 */
export function LoadState({ query, what, rows = 4 }: { query: QueryLike; what: string; rows?: number }) {
  if (query.isPending) return <SkeletonCard label={`Loading ${what}...`} rows={rows} />;
  if (query.isError) {
    return (
      <Alert tone="error">
        <p>We could not load the {what}. Please try again.</p>
        <Button size="sm" variant="secondary" className="mt-2" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  return null;
}
