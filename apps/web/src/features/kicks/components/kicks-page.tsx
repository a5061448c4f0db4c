import { KICKS_OFFERED_FROM_WEEK } from '@bloom/contract';
import { Alert } from '@/components/ui/alert.tsx';
import { useUser } from '@/lib/auth/auth-context.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useKickSessions } from '../api/get-kick-sessions.ts';
import { KickCounter } from './kick-counter.tsx';
import { KickHistory } from './kick-history.tsx';
import { SourceLine } from '@/components/source-line.tsx';

/**
 * The kick counter (issue 34): offered from week 24; before that, a gentle note on when
 * movements are felt and counted. Her recent sessions below.
 */
export function KicksPage() {
  const user = useUser();
  const query = useKickSessions();
  if (query.isError) {
    return (
      <Alert tone="error">
        <p>We could not load your kick counter.</p>
        <Button size="sm" variant="secondary" className="mt-2" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (!query.data)
    return (
      <p role="status" className="text-sm text-ink-muted">
        Loading your sessions…
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
          <p>{guidance.tooEarly.text}</p>
          <SourceLine source={guidance.tooEarly.source} className="mt-1" />
        </Alert>
      )}
      <KickHistory sessions={sessions} />
    </div>
  );
}
