import {
  OFFLINE_QUEUED_MESSAGE,
  CONTRACTION_MIN_SECONDS,
  CONTRACTION_SAVE_FAILED_MESSAGE,
  type Contraction,
  type ContractionGuidance,
} from '@bloom/contract';
import { formatCountdown } from '@bloom/pregnancy';
import { Timer } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardHeader } from '@/components/ui/card.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { translateContractMessage, useContractMessage } from '@/lib/i18n/contract-messages.ts';
import { useT } from '@/lib/i18n/index.ts';
import { useSaveContraction } from '../api/save-contraction.ts';
import { formatSeconds, toRequest } from '../lib/contraction-in-progress.ts';
import { useElapsedSeconds } from '@/lib/use-elapsed-seconds.ts';
import { useContractionTimer } from '../lib/use-contraction-timer.ts';
import { GuidanceText } from '@/components/guidance-text.tsx';

const secondsBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 1000;

/**
 * One big Start/Stop button: Start when a contraction begins, Stop when it eases. The contraction
 * is kept on this device until the server has it (a reload in between loses nothing), then saved;
 * a screen reader hears each start, stop and length.
 */
export function ContractionTimer({
  userId,
  forId,
  forPartner = false,
  guidance,
}: {
  userId: string;
  /** Her id when her partner times for her. */
  forId?: string | undefined;
  /** Her partner times for her: the heading says so. */
  forPartner?: boolean;
  guidance: ContractionGuidance;
}) {
  const headingId = useId();
  const { t } = useT('contractions');
  const message = useContractMessage();
  const { timing, start, stop, clear } = useContractionTimer(userId, forId);
  const save = useSaveContraction(forId);
  const [announcement, setAnnouncement] = useState('');
  const [saved, setSaved] = useState<Contraction | null>(null);
  const running = timing !== null && timing.endedAt === null;
  const elapsed = useElapsedSeconds(timing?.startedAt ?? null, running);

  // A stopped contraction goes to the server; a reload in between sends it then.
  const { mutate, isIdle } = save;
  useEffect(() => {
    if (!timing?.endedAt || !isIdle) return;
    mutate(toRequest({ ...timing, endedAt: timing.endedAt }), {
      onSuccess: (sent) => {
        // Offline, it waits on this device and is sent when she is back online (issue 35).
        setSaved(sent.queued ? null : sent.entry);
        setAnnouncement(
          sent.queued
            ? translateContractMessage(OFFLINE_QUEUED_MESSAGE)
            : t('announce.saved', { length: formatSeconds(t, sent.entry.durationSeconds) }),
        );
        clear();
      },
    });
  }, [timing, isIdle, mutate, clear, t]);

  const toggle = () => {
    if (timing && !timing.endedAt) {
      const length = secondsBetween(timing.startedAt, new Date().toISOString());
      if (length < CONTRACTION_MIN_SECONDS) {
        // A mis-tap: nothing to save.
        clear();
        setAnnouncement(t('announce.tooShort', { length: formatSeconds(t, length) }));
        return;
      }
      stop();
      setAnnouncement(t('announce.stopped', { length: formatSeconds(t, length) }));
      return;
    }
    setSaved(null);
    save.reset();
    start();
    setAnnouncement(t('announce.started'));
  };
  const waiting = timing !== null && timing.endedAt !== null;

  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader id={headingId} title={forPartner ? t('timer.titlePartner') : t('timer.title')} icon={<Timer />} />
        <GuidanceText
          text={guidance.how.text}
          source={guidance.how.source}
          textClassName="text-sm text-ink-muted"
          sourceClassName="mt-1 text-ink-muted"
        />

        <div className="mt-5 space-y-4">
          <p className="text-center font-display text-display tabular-nums text-ink" aria-hidden={!running}>
            {formatCountdown(running ? elapsed : 0)}
          </p>
          <button
            type="button"
            onClick={toggle}
            disabled={waiting}
            aria-describedby={`${headingId}-hint`}
            className={`flex min-h-40 w-full touch-manipulation flex-col items-center justify-center gap-2 rounded-card text-on-accent shadow-raised select-none active:scale-[0.99] disabled:opacity-60 motion-reduce:active:scale-100 ${
              running
                ? 'bg-red-700 hover:bg-red-800 dark:bg-red-300 dark:text-red-950'
                : 'bg-accent hover:bg-accent-hover'
            }`}
          >
            <Timer aria-hidden className="size-10" />
            <span className="text-xl font-semibold">{running ? t('timer.stop') : t('timer.start')}</span>
          </button>
          <p id={`${headingId}-hint`} className="text-center text-sm text-ink-muted">
            {running ? t('timer.hintStop') : t('timer.hintStart')}
          </p>
          {/* Each start, stop and save, read out politely. */}
          <p role="status" aria-live="polite" aria-atomic className="text-center font-semibold text-ink">
            {announcement}
          </p>
          {waiting && save.isPending && <p className="text-sm text-ink-muted">{t('timer.saving')}</p>}
          {waiting && save.isError && (
            <Alert tone="error">
              <p>
                {save.error instanceof ApiError && save.error.serverMessage
                  ? save.error.serverMessage
                  : message(CONTRACTION_SAVE_FAILED_MESSAGE)}
              </p>
              <div className="mt-2 flex flex-wrap gap-2">
                <Button size="sm" variant="secondary" onClick={() => save.reset()}>
                  {t('timer.retry')}
                </Button>
                <Button
                  size="sm"
                  variant="quiet"
                  onClick={() => {
                    save.reset();
                    clear();
                  }}
                >
                  {t('timer.discard')}
                </Button>
              </div>
            </Alert>
          )}
          {saved && !timing && (
            <p className="text-center text-sm text-ink-muted">
              {saved.intervalSeconds !== null
                ? t('timer.lastInterval', {
                    length: formatSeconds(t, saved.durationSeconds),
                    interval: formatSeconds(t, saved.intervalSeconds),
                  })
                : t('timer.last', { length: formatSeconds(t, saved.durationSeconds) })}
            </p>
          )}
        </div>
      </Card>
    </section>
  );
}
