import {
  CALENDAR_LINK_ACTIVE_MESSAGE,
  CALENDAR_LINK_COPIED_TITLE,
  CALENDAR_LINK_COPY_FAILED_MESSAGE,
  CALENDAR_LINK_FAILED_MESSAGE,
  CALENDAR_LINK_MADE_MESSAGE,
  CALENDAR_LINK_MADE_TITLE,
  CALENDAR_LINK_NONE_MESSAGE,
  CALENDAR_LINK_SHOWN_ONCE_MESSAGE,
  CALENDAR_LINK_STOPPED_MESSAGE,
  CALENDAR_LINK_STOPPED_TITLE,
  REMINDER_SETTINGS_FAILED_MESSAGE,
  REMINDER_SETTINGS_SAVED_TITLE,
  type CalendarLink,
  type ReminderSettings,
} from '@bloom/contract';
import { BellRing, Copy } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardHeader } from '@/components/ui/card.tsx';
import { inputClass } from '@/components/ui/field.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { useContractMessage } from '@/lib/i18n/contract-messages.ts';
import { formatDateTime } from '@/lib/i18n/format-time.ts';
import { useT } from '@/lib/i18n/index.ts';
import { useMakeCalendarLink, useStopCalendarLink } from '../api/calendar-link.ts';
import { useReminderSettings } from '../api/get-reminder-settings.ts';
import { useUpdateReminderSettings } from '../api/update-reminder-settings.ts';

/** Her reminder switches; each one's label and hint are `calendar.<key>` in the catalogue. */
const SWITCHES = ['emailDayBefore', 'showDetails'] as const satisfies readonly (keyof ReminderSettings)[];

/**
 * Profile's "Calendar and reminders" (issue 34): her private calendar subscription (made, copied,
 * replaced or turned off here; its address is shown only right after it is made, since the
 * server keeps only a hash) and her reminder switches.
 */
export function CalendarLinkCard() {
  const { t } = useT('reminders');
  const message = useContractMessage();
  const settings = useReminderSettings();
  const make = useMakeCalendarLink();
  const stop = useStopCalendarLink();
  const update = useUpdateReminderSettings();
  const [made, setMade] = useState<CalendarLink | null>(null);
  const linkInput = useRef<HTMLInputElement>(null);
  const linkId = useId();

  const onMake = () =>
    make.mutate(undefined, {
      onSuccess: (link) => {
        setMade(link);
        toast({ title: CALENDAR_LINK_MADE_TITLE, description: CALENDAR_LINK_MADE_MESSAGE });
      },
      onError: () =>
        toast({ title: t('calendar.errorTitle'), description: CALENDAR_LINK_FAILED_MESSAGE, tone: 'error' }),
    });
  const onStop = () =>
    stop.mutate(undefined, {
      onSuccess: () => {
        setMade(null);
        toast({ title: CALENDAR_LINK_STOPPED_TITLE, description: CALENDAR_LINK_STOPPED_MESSAGE });
      },
      onError: () =>
        toast({ title: t('calendar.errorTitle'), description: CALENDAR_LINK_FAILED_MESSAGE, tone: 'error' }),
    });
  const onCopy = async () => {
    if (!made) return;
    try {
      await navigator.clipboard.writeText(made.url);
      toast({ title: CALENDAR_LINK_COPIED_TITLE });
    } catch {
      linkInput.current?.select();
      toast({ title: t('calendar.errorTitle'), description: CALENDAR_LINK_COPY_FAILED_MESSAGE, tone: 'error' });
    }
  };
  const onSwitch = (key: (typeof SWITCHES)[number], value: boolean) =>
    update.mutate(
      { [key]: value },
      {
        onSuccess: () => toast({ title: REMINDER_SETTINGS_SAVED_TITLE }),
        onError: () =>
          toast({ title: t('calendar.errorTitle'), description: REMINDER_SETTINGS_FAILED_MESSAGE, tone: 'error' }),
      },
    );

  const active = settings.data?.calendarLinkCreatedAt ?? null;
  return (
    <section aria-labelledby="calendar-link-heading">
      <Card className="space-y-4">
        <CardHeader
          id="calendar-link-heading"
          title={t('calendar.title')}
          description={t('calendar.description')}
          icon={<BellRing />}
          className="mb-0"
        />
        {settings.isError && <Alert tone="error">{t('calendar.failed')}</Alert>}
        {made ? (
          <div className="space-y-2">
            <label htmlFor={linkId} className="block text-sm font-medium">
              {t('calendar.linkLabel')}
            </label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <input
                id={linkId}
                ref={linkInput}
                readOnly
                value={made.url}
                className={`${inputClass} font-mono text-xs`}
                onFocus={(e) => e.currentTarget.select()}
              />
              <Button variant="secondary" onClick={() => void onCopy()}>
                <Copy aria-hidden className="size-4" />
                {t('calendar.copy')}
              </Button>
            </div>
            <p className="text-sm text-ink-muted">{message(CALENDAR_LINK_SHOWN_ONCE_MESSAGE)}</p>
          </div>
        ) : (
          settings.data && (
            <p className="text-sm text-ink-muted">
              {message(active ? CALENDAR_LINK_ACTIVE_MESSAGE(formatDateTime(active)) : CALENDAR_LINK_NONE_MESSAGE)}
            </p>
          )
        )}
        {settings.data && (
          <div className="flex flex-wrap gap-2">
            <Button onClick={onMake} disabled={make.isPending}>
              {made || active ? t('calendar.makeNew') : t('calendar.make')}
            </Button>
            {(made || active) && (
              <Button variant="secondary" onClick={onStop} disabled={stop.isPending}>
                {t('calendar.stop')}
              </Button>
            )}
          </div>
        )}
        {settings.data && (
          <fieldset className="space-y-3 border-t border-line pt-4">
            <legend className="sr-only">{t('calendar.settings')}</legend>
            {SWITCHES.map((key) => (
              <label key={key} className="flex min-h-11 items-start gap-3 text-sm">
                <input
                  type="checkbox"
                  className="mt-0.5 size-5 shrink-0"
                  checked={settings.data[key]}
                  disabled={update.isPending}
                  onChange={(e) => onSwitch(key, e.target.checked)}
                />
                <span>
                  <span className="block font-medium text-ink">{t(`calendar.${key}.label`)}</span>
                  <span className="block text-ink-muted">{t(`calendar.${key}.hint`)}</span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
      </Card>
    </section>
  );
}
