import { formatWeight, WEIGHT_DELETE_FAILED_MESSAGE, type UnitSystem, type WeightEntry } from '@bloom/contract';
import { RecordList, type RecordDelete } from '@/components/record-list.tsx';
import { useDeleteWeight } from '../api/delete-weight.ts';
import { formatDay } from './weight-chart.tsx';

const remove: RecordDelete<WeightEntry> = {
  useDelete: useDeleteWeight,
  label: (weight) => `Delete the weight of ${formatDay(weight.date)}`,
  failedMessage: WEIGHT_DELETE_FAILED_MESSAGE,
};

/** Her weights, newest date first, each with its week and her gain; each can be deleted. */
export function WeightList({ weights, units }: { weights: readonly WeightEntry[]; units: UnitSystem }) {
  return (
    <RecordList
      title="Your weights"
      emptyText="Weights you log will appear here."
      records={weights}
      heading={(weight) => (
        <>
          {formatWeight(weight.weightKg, units)}{' '}
          <span className="font-normal text-ink-muted">· {formatDay(weight.date)}</span>
        </>
      )}
      detail={(weight) => (
        <>
          {weight.week === null ? '' : `Week ${weight.week}`}
          {weight.week !== null && weight.gainKg !== null ? ' · ' : ''}
          {weight.gainKg === null ? '' : `${formatWeight(weight.gainKg, units, true)} since before pregnancy`}
        </>
      )}
      remove={remove}
    />
  );
}
