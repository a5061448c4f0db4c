import {
  KICK_SESSION_SAVE_FAILED_MESSAGE,
  KICK_TARGET,
  OFFLINE_QUEUED_MESSAGE,
  type KickGuidance,
  type KickSession,
} from '@bloom/contract';
import { formatCountdown } from '@bloom/pregnancy';
import { Footprints } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardHeader } from '@/components/ui/card.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useContractMessage } from '@/lib/i18n/contract-messages.ts';
import { useT } from '@/lib/i18n/index.ts';
import { useSaveKickSession } from '../api/save-kick-session.ts';
import { formatDuration, provisionalSession, toRequest } from '../lib/session-in-progress.ts';
import { useElapsedSeconds } from '@/lib/use-elapsed-seconds.ts';
import { useKickSession } from '../lib/use-kick-session.ts';
import { KickUrgentGuidance } from './kick-urgent-guidance.tsx';
import { GuidanceText } from '@/components/guidance-text.tsx';

const secondsBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 1000;

/**
 * Start, one big tap per movement, stop: the session is kept on this device until the server
 * has it, then saved; a session that is not reassuring shows the urgent-sign guidance.
 */
export function KickCounter({
  userId,
  guidance,
  providerPhone,
}: {
  userId: string;
  guidance: KickGuidance;
  providerPhone: string | null;
}) {
  const headingId = useId();
  const { t } = useT('kicks');
  const message = useContractMessage();
  const movements = (count: number) => t('counter.movements', { count });
  const { session, start, tap, stop, setLessThanUsual, clear } = useKickSession(userId);
  const save = useSaveKickSession();
  const [saved, setSaved] = useState<(KickSession & { queued?: boolean }) | null>(null);
  const running = session !== null && session.endedAt === null;
  const elapsed = useElapsedSeconds(session?.startedAt ?? null, running);
  const tapButton = useRef<HTMLButtonElement>(null);

  // A stopped session goes to the server; a reload in between sends it then.
  const { mutate, isIdle } = save;
  useEffect(() => {
    if (!session?.endedAt || !isIdle) return;
    mutate(toRequest({ ...session, endedAt: session.endedAt }), {
      onSuccess: (sent) => {
        // Offline, it waits on this device (issue 35); the guidance is read from it meanwhile.
        setSaved(sent.queued ? { ...provisionalSession(sent.entry), queued: true } : sent.entry);
        clear();
      },
    });
  }, [session, isIdle, mutate, clear]);

  // After Start, her thumb (and the keyboard and screen reader focus) is on the tap button.
  useEffect(() => {
    if (running) tapButton.current?.focus();
  }, [running]);

  const begin = () => {
    setSaved(null);
    save.reset();
    start();
  };
  const timeToTen = session?.tenthKickAt
    ? formatDuration(t, secondsBetween(session.startedAt, session.tenthKickAt))
    : null;

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <Card>
        <CardHeader id={headingId} title={t('counter.title')} icon={<Footprints />} />
        <GuidanceText
          text={guidance.how.text}
          source={guidance.how.source}
          textClassName="text-sm text-ink-muted"
          sourceClassName="mt-1 text-ink-muted"
        />

        {session === null ? (
          <Button size="lg" className="mt-5 w-full" onClick={begin}>
            {t('counter.start')}
          </Button>
        ) : (
          <div className="mt-5 space-y-4">
            <dl className="grid grid-cols-2 gap-3 text-center">
              <div className="rounded-control bg-accent-soft p-3 text-on-accent-soft">
                <dt className="text-xs font-medium">{t('counter.time')}</dt>
                <dd className="font-display text-title tabular-nums">
                  {formatCountdown(running ? elapsed : secondsBetween(session.startedAt, session.endedAt!))}
                </dd>
              </div>
              <div className="rounded-control bg-accent-soft p-3 text-on-accent-soft">
                <dt className="text-xs font-medium">{t('counter.timeToTarget', { target: KICK_TARGET })}</dt>
                <dd className="font-display text-title tabular-nums">{timeToTen ?? '–'}</dd>
              </div>
            </dl>
            {/* Announced politely after each tap: the count, and the time to 10 once reached. */}
            <p role="status" aria-live="polite" aria-atomic className="text-center text-lg font-semibold text-ink">
              {session.kicks >= KICK_TARGET && timeToTen
                ? t('counter.reached', { movements: movements(session.kicks), target: KICK_TARGET, time: timeToTen })
                : movements(session.kicks)}
            </p>
            {running && (
              <>
                <button
                  ref={tapButton}
                  type="button"
                  onClick={tap}
                  className="flex min-h-48 w-full touch-manipulation flex-col items-center justify-center gap-2 rounded-card bg-accent text-on-accent shadow-raised select-none hover:bg-accent-hover active:scale-[0.99] motion-reduce:active:scale-100"
                >
                  <Footprints aria-hidden className="size-10" />
                  <span className="text-xl font-semibold">{t('counter.tap')}</span>
                </button>
                <label className="flex min-h-11 items-center gap-3 text-sm text-ink">
                  <input
                    type="checkbox"
                    className="size-5"
                    checked={session.lessThanUsual}
                    onChange={(e) => setLessThanUsual(e.target.checked)}
                  />
                  {t('counter.lessThanUsual')}
                </label>
                <Button variant="secondary" size="lg" className="w-full" onClick={stop}>
                  {t('counter.stop')}
                </Button>
              </>
            )}
            {!running && save.isPending && <p className="text-sm text-ink-muted">{t('counter.saving')}</p>}
            {!running && save.isError && (
              <Alert tone="error">
                <p>{save.error instanceof ApiError ? save.error.message : message(KICK_SESSION_SAVE_FAILED_MESSAGE)}</p>
                <div className="mt-2 flex flex-wrap gap-2">
                  <Button size="sm" variant="secondary" onClick={() => save.reset()}>
                    {t('counter.retry')}
                  </Button>
                  <Button size="sm" variant="quiet" onClick={clear}>
                    {t('counter.discard')}
                  </Button>
                </div>
              </Alert>
            )}
          </div>
        )}
      </Card>

      {saved &&
        (saved.concern ? (
          <KickUrgentGuidance concern={saved.concern} guidance={guidance} providerPhone={providerPhone} />
        ) : (
          <Alert tone="success">
            {saved.secondsToTen !== null
              ? t('counter.savedReached', {
                  movements: movements(saved.kicks),
                  target: KICK_TARGET,
                  time: formatDuration(t, saved.secondsToTen),
                })
              : t('counter.saved', { movements: movements(saved.kicks) })}
          </Alert>
        ))}
      {saved?.queued && <Alert tone="info">{message(OFFLINE_QUEUED_MESSAGE)}</Alert>}
      {saved && (
        <Button size="lg" variant="secondary" className="w-full" onClick={begin}>
          {t('counter.again')}
        </Button>
      )}
    </section>
  );
}
