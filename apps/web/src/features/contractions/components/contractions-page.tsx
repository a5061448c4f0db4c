import { CONTRACTION_PARTNER_NOT_SYNCED_MESSAGE, PARTNER_VIEW_PAUSED_MESSAGE } from '@bloom/contract';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useUser } from '@/lib/auth/auth-context.tsx';
import { useContractMessage } from '@/lib/i18n/contract-messages.ts';
import { useT } from '@/lib/i18n/index.ts';
import { useContractionSummary } from '../api/get-contraction-summary.ts';
import { useContractions } from '../api/get-contractions.ts';
import { ContractionList } from './contraction-list.tsx';
import { ContractionSummaryCard, ContractionUrgentCard } from './contraction-summary-card.tsx';
import { ContractionTimer } from './contraction-timer.tsx';

/** Why a partner's page cannot show her log: sharing paused (403) or no sync with her (404). */
function refusal(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 403) return PARTNER_VIEW_PAUSED_MESSAGE;
  if (error.status === 404) return CONTRACTION_PARTNER_NOT_SYNCED_MESSAGE;
  return null;
}

/**
 * The contraction timer (issue 34): the Start/Stop button, the last hour's summary with the "call
 * now" card when it advises it, and her recent contractions. `forId` is her id when her synced
 * partner times for her (`/contractions?for=<her id>`): the same page on her log, without delete
 * buttons, and with 911 as the call button (her provider's number is hers).
 */
export function ContractionsPage({ forId }: { forId?: string | undefined }) {
  const user = useUser();
  const { t } = useT('contractions');
  const message = useContractMessage();
  const forHer = forId !== undefined && forId !== user.id ? forId : undefined;
  const list = useContractions(forHer);
  const summary = useContractionSummary(forHer);
  const refused = forHer ? (refusal(list.error) ?? refusal(summary.error)) : null;
  if (refused) return <Alert tone="info">{message(refused)}</Alert>;
  if (list.isError || summary.isError) {
    return (
      <Alert tone="error">
        <p>{t('page.failed')}</p>
        <Button
          size="sm"
          variant="secondary"
          className="mt-2"
          onClick={() => void Promise.all([list.refetch(), summary.refetch()])}
        >
          {t('page.retry')}
        </Button>
      </Alert>
    );
  }
  if (!list.data || !summary.data)
    return (
      <p role="status" className="text-sm text-ink-muted">
        {t('page.loading')}
      </p>
    );
  return (
    <div className="space-y-6">
      {forHer && <Alert tone="info">{t('page.forPartner')}</Alert>}
      {summary.data.advice === 'call-now' && (
        <ContractionUrgentCard summary={summary.data} providerPhone={forHer ? null : user.providerPhone} />
      )}
      <ContractionTimer
        userId={user.id}
        forId={forHer}
        forPartner={forHer !== undefined}
        guidance={summary.data.guidance}
      />
      <ContractionSummaryCard summary={summary.data} />
      <ContractionList contractions={list.data.contractions} deletable={!forHer} />
    </div>
  );
}
