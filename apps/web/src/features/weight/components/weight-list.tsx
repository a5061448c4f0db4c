import { formatWeight, WEIGHT_DELETE_FAILED_MESSAGE, type UnitSystem, type WeightEntry } from '@bloom/contract';
import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useDeleteWeight } from '../api/delete-weight.ts';
import { formatDay } from './weight-chart.tsx';

function WeightItem({ weight, units }: { weight: WeightEntry; units: UnitSystem }) {
  const remove = useDeleteWeight();
  const when = formatDay(weight.date);
  return (
    <div className="flex items-center gap-3">
      <div className="min-w-0 flex-1">
        <p className="font-medium text-ink">
          {formatWeight(weight.weightKg, units)} <span className="font-normal text-ink-muted">· {when}</span>
        </p>
        <p className="text-sm text-ink-muted">
          {weight.week === null ? '' : `Week ${weight.week}`}
          {weight.week !== null && weight.gainKg !== null ? ' · ' : ''}
          {weight.gainKg === null ? '' : `${formatWeight(weight.gainKg, units, true)} since before pregnancy`}
        </p>
      </div>
      <Button
        variant="quiet"
        size="icon"
        aria-label={`Delete the weight of ${when}`}
        disabled={remove.isPending}
        onClick={() =>
          remove.mutate(weight.id, {
            onSuccess: (ok) => toast({ title: ok.message }),
            onError: () => toast({ title: WEIGHT_DELETE_FAILED_MESSAGE, tone: 'error' }),
          })
        }
      >
        <Trash2 aria-hidden className="size-5" />
      </Button>
    </div>
  );
}

/** Her weights, newest date first, each with its week and her gain; each can be deleted. */
export function WeightList({ weights, units }: { weights: readonly WeightEntry[]; units: UnitSystem }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <h2 id={headingId} className="mb-4 text-lg font-semibold">
          Your weights
        </h2>
        {weights.length === 0 ? (
          <p className="text-sm text-ink-muted">Weights you log will appear here.</p>
        ) : (
          <ul className="divide-y divide-line">
            {weights.map((w) => (
              <li key={w.id} className="py-3 first:pt-0 last:pb-0">
                <WeightItem weight={w} units={units} />
              </li>
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}
