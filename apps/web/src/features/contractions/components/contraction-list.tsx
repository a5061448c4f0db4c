import { CONTRACTION_DELETE_FAILED_MESSAGE, type Contraction } from '@bloom/contract';
import { formatDateTime12h } from '@bloom/pregnancy';
import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useDeleteContraction } from '../api/delete-contraction.ts';
import { formatSeconds } from '../lib/contraction-in-progress.ts';

function ContractionItem({ contraction, deletable }: { contraction: Contraction; deletable: boolean }) {
  const remove = useDeleteContraction();
  const when = formatDateTime12h(contraction.startedAt);
  return (
    <div className="flex items-start gap-3">
      <div className="min-w-0 flex-1">
        <p className="font-medium text-ink">{when}</p>
        <p className="text-sm text-ink-muted">
          Lasted {formatSeconds(contraction.durationSeconds)} ·{' '}
          {contraction.intervalSeconds === null
            ? 'first of this series'
            : `${formatSeconds(contraction.intervalSeconds)} after the one before`}
        </p>
      </div>
      {deletable && (
        <Button
          variant="quiet"
          size="icon"
          aria-label={`Delete the contraction of ${when}`}
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(contraction.id, {
              onSuccess: (ok) => toast({ title: ok.message }),
              onError: () => toast({ title: CONTRACTION_DELETE_FAILED_MESSAGE, tone: 'error' }),
            })
          }
        >
          <Trash2 aria-hidden className="size-5" />
        </Button>
      )}
    </div>
  );
}

/**
 * Her recent contractions, newest first, each with its length and the interval from the one
 * before (start to start). Only she may delete one; her partner sees the list without the buttons.
 */
export function ContractionList({
  contractions,
  deletable,
}: {
  contractions: readonly Contraction[];
  deletable: boolean;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <h2 id={headingId} className="mb-4 text-lg font-semibold">
          Recent contractions
        </h2>
        {contractions.length === 0 ? (
          <p className="text-sm text-ink-muted">Contractions you time will appear here.</p>
        ) : (
          <ul className="divide-y divide-line">
            {contractions.map((c) => (
              <li key={c.id} className="py-3 first:pt-0 last:pb-0">
                <ContractionItem contraction={c} deletable={deletable} />
              </li>
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}
