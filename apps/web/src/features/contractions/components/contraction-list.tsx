import { CONTRACTION_DELETE_FAILED_MESSAGE, type Contraction } from '@bloom/contract';
import { formatDateTime12h } from '@bloom/pregnancy';
import { RecordList, type RecordDelete } from '@/components/record-list.tsx';
import { useDeleteContraction } from '../api/delete-contraction.ts';
import { formatSeconds } from '../lib/contraction-in-progress.ts';

const when = (contraction: Contraction) => formatDateTime12h(contraction.startedAt);

const remove: RecordDelete<Contraction> = {
  useDelete: useDeleteContraction,
  label: (contraction) => `Delete the contraction of ${when(contraction)}`,
  failedMessage: CONTRACTION_DELETE_FAILED_MESSAGE,
};

const detail = (contraction: Contraction) =>
  `Lasted ${formatSeconds(contraction.durationSeconds)} · ${
    contraction.intervalSeconds === null
      ? 'first of this series'
      : `${formatSeconds(contraction.intervalSeconds)} after the one before`
  }`;

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
  return (
    <RecordList
      title="Recent contractions"
      emptyText="Contractions you time will appear here."
      records={contractions}
      heading={when}
      detail={detail}
      remove={deletable ? remove : undefined}
    />
  );
}
