import type { Appointment, CalendarEntry } from '@bloom/contract';
import { ChevronUp, Plus, Stethoscope } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { formatTime } from '@/lib/i18n/format-time.ts';
import { useT } from '@/lib/i18n/index.ts';
import { ActivityTrackingForm } from './activity-tracking-form.tsx';
import { AddEntryForm } from './add-entry-form.tsx';
import { isActive, useAppointmentsByDay } from './appointment-days.ts';
import { dayTitle } from './calendar-dates.ts';
import { EntryRow } from './entry-row.tsx';
import { FoodTrackingForm } from './food-tracking-form.tsx';

/** One appointment of the day: time, title and provider; a cancelled one says so. */
function AppointmentRow({ appointment }: { appointment: Appointment }) {
  const { t } = useT('calendar');
  const cancelled = !isActive(appointment);
  return (
    <li className="flex items-start gap-3 py-3">
      <Stethoscope aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-brand-200" />
      <div className="min-w-0 flex-1">
        <p className={cancelled ? 'font-medium break-words line-through' : 'font-medium break-words'}>
          {appointment.title}
        </p>
        <p className="text-xs text-gray-700 dark:text-gray-300">
          {t('panel.appointment', {
            time: formatTime(appointment.dateTime),
            provider: appointment.providerName ?? t('panel.unknownProvider'),
          })}
          {appointment.providerIsSample && t('panel.sample')}
          {cancelled && t('panel.cancelled')}
        </p>
        {appointment.location && <p className="mt-1 text-sm break-words">{appointment.location}</p>}
      </div>
    </li>
  );
}

/**
 * The selected day: its appointments and entries, then an 'Add entry' button that opens the
 * forms that add to it (an entry, food, activity). Closed by default so the day reads short;
 * once opened it stays open (and keeps what was typed) while she moves between days.
 */
export function DayPanel({ date, entries, loading }: { date: string; entries: CalendarEntry[]; loading: boolean }) {
  const { t } = useT('calendar');
  const title = dayTitle(date);
  const appointments = useAppointmentsByDay().get(date) ?? [];
  const [adding, setAdding] = useState(false);
  const formsId = useId();
  return (
    <div className="space-y-4">
      <div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="font-semibold">{title}</h3>
          <Button
            size="sm"
            variant="secondary"
            aria-expanded={adding}
            aria-controls={formsId}
            onClick={() => setAdding((open) => !open)}
          >
            {adding ? <ChevronUp aria-hidden className="size-4" /> : <Plus aria-hidden className="size-4" />}
            {t('panel.add')}
          </Button>
        </div>
        {appointments.length > 0 && (
          <ul
            aria-label={t('panel.appointmentsOn', { day: title })}
            className="divide-y divide-gray-100 dark:divide-gray-800"
          >
            {appointments.map((appointment) => (
              <AppointmentRow key={appointment.id} appointment={appointment} />
            ))}
          </ul>
        )}
        {loading ? (
          <p role="status" className="mt-2 text-sm text-gray-700 dark:text-gray-300">
            {t('panel.loading')}
          </p>
        ) : entries.length === 0 ? (
          <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">{t('panel.empty')}</p>
        ) : (
          <ul
            aria-label={t('panel.entriesFor', { day: title })}
            className="divide-y divide-gray-100 dark:divide-gray-800"
          >
            {entries.map((entry) => (
              <EntryRow key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
      </div>
      <div id={formsId} hidden={!adding} className="rounded-2xl border border-line p-3 sm:p-4">
        <Tabs defaultValue="entry">
          <TabsList label={t('panel.addTo', { day: title })}>
            <TabsTrigger value="entry">{t('panel.tabEntry')}</TabsTrigger>
            <TabsTrigger value="food">{t('panel.tabFood')}</TabsTrigger>
            <TabsTrigger value="activity">{t('panel.tabActivity')}</TabsTrigger>
          </TabsList>
          <TabsContent value="entry">
            <AddEntryForm date={date} />
          </TabsContent>
          <TabsContent value="food">
            <FoodTrackingForm date={date} />
          </TabsContent>
          <TabsContent value="activity">
            <ActivityTrackingForm date={date} />
          </TabsContent>
        </Tabs>
      </div>
    </div>
  );
}
