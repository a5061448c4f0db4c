import { WEIGHT_DELETE_FAILED_MESSAGE, type UnitSystem, type WeightEntry } from '@bloom/contract';
import { RecordList, type RecordDelete } from '@/components/record-list.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { useDeleteWeight } from '../api/delete-weight.ts';
import { formatDay, formatWeight } from '../lib/format.ts';

/** Her weights, newest date first, each with its week and her gain; each can be deleted. */
export function WeightList({ weights, units }: { weights: readonly WeightEntry[]; units: UnitSystem }) {
  const { t } = useT('weight');
  const remove: RecordDelete<WeightEntry> = {
    useDelete: useDeleteWeight,
    label: (weight) => t('list.delete', { date: formatDay(weight.date) }),
    failedMessage: WEIGHT_DELETE_FAILED_MESSAGE,
  };
  return (
    <RecordList
      title={t('list.title')}
      emptyText={t('list.empty')}
      records={weights}
      heading={(weight) => (
        <>
          {formatWeight(t, weight.weightKg, units)}{' '}
          <span className="font-normal text-ink-muted">· {formatDay(weight.date)}</span>
        </>
      )}
      detail={(weight) => (
        <>
          {weight.week === null ? '' : t('list.week', { week: weight.week })}
          {weight.week !== null && weight.gainKg !== null ? ' · ' : ''}
          {weight.gainKg === null ? '' : t('list.gain', { gain: formatWeight(t, weight.gainKg, units, true) })}
        </>
      )}
      remove={remove}
    />
  );
}
