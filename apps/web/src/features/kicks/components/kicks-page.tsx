import { KICKS_OFFERED_FROM_WEEK } from '@bloom/contract';
import { Alert } from '@/components/ui/alert.tsx';
import { useUser } from '@/lib/auth/auth-context.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useKickSessions } from '../api/get-kick-sessions.ts';
import { KickCounter } from './kick-counter.tsx';
import { KickHistory } from './kick-history.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { GuidanceText } from '@/components/guidance-text.tsx';

/**
 * The kick counter (issue 34): offered from week 24; before that, a gentle note on when
 * movements are felt and counted. Her recent sessions below.
 */
export function KicksPage() {
  const user = useUser();
  const query = useKickSessions();
  const { t } = useT('kicks');
  if (query.isError) {
    return (
      <Alert tone="error">
        <p>{t('page.failed')}</p>
        <Button size="sm" variant="secondary" className="mt-2" onClick={() => void query.refetch()}>
          {t('page.retry')}
        </Button>
      </Alert>
    );
  }
  if (!query.data)
    return (
      <p role="status" className="text-sm text-ink-muted">
        {t('page.loading')}
      </p>
    );
  const { sessions, guidance } = query.data;
  const offered = user.pregnancyWeeks !== null && user.pregnancyWeeks >= KICKS_OFFERED_FROM_WEEK;
  return (
    <div className="space-y-6">
      {offered ? (
        <KickCounter userId={user.id} guidance={guidance} providerPhone={user.providerPhone} />
      ) : (
        <Alert>
          <GuidanceText text={guidance.tooEarly.text} source={guidance.tooEarly.source} sourceClassName="mt-1" />
        </Alert>
      )}
      <KickHistory sessions={sessions} />
    </div>
  );
}
