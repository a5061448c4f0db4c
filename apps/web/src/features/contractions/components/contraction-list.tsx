import { CONTRACTION_DELETE_FAILED_MESSAGE, type Contraction } from '@bloom/contract';
import type { TFunction } from 'i18next';
import { RecordList, type RecordDelete } from '@/components/record-list.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { formatDateTime } from '@/lib/i18n/format-time.ts';
import { useDeleteContraction } from '../api/delete-contraction.ts';
import { formatSeconds } from '../lib/contraction-in-progress.ts';

const when = (contraction: Contraction) => formatDateTime(contraction.startedAt);

const detail = (t: TFunction<'contractions'>, contraction: Contraction) =>
  t('list.detail', {
    length: formatSeconds(t, contraction.durationSeconds),
    interval:
      contraction.intervalSeconds === null
        ? t('list.first')
        : t('list.after', { interval: formatSeconds(t, contraction.intervalSeconds) }),
  });

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
  const { t } = useT('contractions');
  const remove: RecordDelete<Contraction> = {
    useDelete: useDeleteContraction,
    label: (contraction) => t('list.delete', { when: when(contraction) }),
    failedMessage: CONTRACTION_DELETE_FAILED_MESSAGE,
  };
  return (
    <RecordList
      title={t('list.title')}
      emptyText={t('list.empty')}
      records={contractions}
      heading={when}
      detail={(contraction) => detail(t, contraction)}
      remove={deletable ? remove : undefined}
    />
  );
}
