import type { CalendarEntry } from '@bloom/contract';
import { currentWeek, showsBabyGenderChoice, toIsoDate } from '@bloom/pregnancy';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { useUser } from '@/lib/auth/auth-context.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { useCalendarEntries } from '../api/get-calendar-entries.ts';
import { BabyGenderChoice } from './baby-gender-choice.tsx';
import { addMonths, monthOf, monthTitle } from './calendar-dates.ts';
import { DayPanel } from './day-panel.tsx';
import { MonthGrid } from './month-grid.tsx';

function groupByDate(entries: readonly CalendarEntry[]): Map<string, CalendarEntry[]> {
  const byDate = new Map<string, CalendarEntry[]>();
  for (const entry of entries) byDate.set(entry.date, [...(byDate.get(entry.date) ?? []), entry]);
  return byDate;
}

/** The pregnancy calendar: a month of days with their entries, and the selected day below. */
export function CalendarCard({ daySlot }: { daySlot?: (isoDate: string) => ReactNode } = {}) {
  const { t } = useT('calendar');
  const user = useUser();
  // The person's own calendar day, not UTC's.
  const today = toIsoDate(new Date());
  const [selected, setSelected] = useState(today);
  const month = monthOf(selected);
  const entries = useCalendarEntries(month);
  const byDate = useMemo(() => groupByDate(entries.data ?? []), [entries.data]);
  // The week advances with time from the stored due date, by the server's own rule and time zone.
  const week = currentWeek(user, new Date(), user.timeZone);

  // Moving a whole month selects its first day, or today when that is the month shown.
  const showMonth = (offset: number) => {
    const target = monthOf(addMonths(selected, offset));
    setSelected(target === monthOf(today) ? today : `${target}-01`);
  };

  return (
    <section aria-labelledby="calendar-heading">
      <Card className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="calendar-heading" className="text-lg font-semibold">
            {t('title')}
          </h2>
          {showsBabyGenderChoice(week) && <BabyGenderChoice current={user.babyGender} />}
        </div>
        <div className="flex items-center justify-between">
          <Button size="sm" variant="ghost" aria-label={t('previousMonth')} onClick={() => showMonth(-1)}>
            <ChevronLeft aria-hidden className="size-5" />
          </Button>
          <p aria-live="polite" className="font-medium">
            {monthTitle(selected)}
          </p>
          <Button size="sm" variant="ghost" aria-label={t('nextMonth')} onClick={() => showMonth(1)}>
            <ChevronRight aria-hidden className="size-5" />
          </Button>
        </div>
        {entries.isError && <Alert tone="error">{t('loadFailed')}</Alert>}
        <MonthGrid selected={selected} today={today} entriesByDate={byDate} onSelect={setSelected} />
        <DayPanel date={selected} entries={byDate.get(selected) ?? []} loading={entries.isPending} />
        {/* What another feature shows for the selected day (the care timeline, composed by the dashboard). */}
        {daySlot?.(selected)}
      </Card>
    </section>
  );
}
