import type { CalendarEntry } from '@bloom/contract';
import { calendarCellIcons } from '@bloom/pregnancy';
import { Stethoscope } from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { cn } from '@/components/ui/cn.ts';
import { useT } from '@/lib/i18n/index.ts';
import { isActive, useAppointmentsByDay } from './appointment-days.ts';
import { addDays, addMonths, dayTitle, monthTitle, monthWeeks, weekdayOf, weekdays } from './calendar-dates.ts';
import { EntryIcon } from './entry-icon.tsx';

interface MonthGridProps {
  /** The selected day; its month is the one drawn. */
  selected: string;
  today: string;
  entriesByDate: ReadonlyMap<string, CalendarEntry[]>;
  onSelect: (date: string) => void;
}

/** Where each key moves the selection (the WAI-ARIA date grid keys). */
function moveFor(key: string, date: string): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -weekdayOf(date));
    case 'End':
      return addDays(date, 6 - weekdayOf(date));
    case 'PageUp':
      return addMonths(date, -1);
    case 'PageDown':
      return addMonths(date, 1);
    default:
      return null;
  }
}

/**
 * The month as a grid of day buttons. Only the selected day is in the tab order; arrow keys,
 * Home/End and Page Up/Down move the selection (into the next month when needed) and the focus.
 */
export function MonthGrid({ selected, today, entriesByDate, onSelect }: MonthGridProps) {
  const gridRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const appointmentsByDay = useAppointmentsByDay();
  useT('calendar'); // the month and weekdays are drawn again in a new language

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${selected}"]`)?.focus();
  }, [selected]);

  const onKeyDown = (event: KeyboardEvent) => {
    const next = moveFor(event.key, selected);
    if (next === null) return;
    event.preventDefault();
    moved.current = true;
    onSelect(next);
  };

  return (
    <div ref={gridRef} role="grid" aria-label={monthTitle(selected)} onKeyDown={onKeyDown} className="space-y-1">
      <div role="row" className="grid grid-cols-7 gap-1">
        {weekdays().map((day) => (
          <div
            key={day}
            role="columnheader"
            className="text-center text-xs font-medium text-gray-700 dark:text-gray-300"
          >
            {day}
          </div>
        ))}
      </div>
      {monthWeeks(selected).map((week) => (
        <div key={week.find(Boolean)} role="row" className="grid grid-cols-7 gap-1">
          {week.map((date, i) =>
            date === null ? (
              <div key={`empty-${i}`} role="gridcell" />
            ) : (
              <DayCell
                key={date}
                date={date}
                entries={entriesByDate.get(date) ?? []}
                appointmentCount={(appointmentsByDay.get(date) ?? []).filter(isActive).length}
                isToday={date === today}
                isSelected={date === selected}
                onSelect={onSelect}
              />
            ),
          )}
        </div>
      ))}
    </div>
  );
}

interface DayCellProps {
  date: string;
  entries: CalendarEntry[];
  /** Appointments (not cancelled) on this day, in the person's own time zone. */
  appointmentCount: number;
  isToday: boolean;
  isSelected: boolean;
  onSelect: (date: string) => void;
}

function DayCell({ date, entries, appointmentCount, isToday, isSelected, onSelect }: DayCellProps) {
  const { t } = useT('calendar');
  const { shown, moreCount } = calendarCellIcons(entries);
  const name =
    `${dayTitle(date)}${isToday ? t('day.today') : ''}, ${t('day.entries', { count: entries.length })}` +
    (appointmentCount ? t('day.appointments', { count: appointmentCount }) : '');
  return (
    <div role="gridcell" aria-selected={isSelected}>
      <button
        type="button"
        data-date={date}
        tabIndex={isSelected ? 0 : -1}
        aria-label={name}
        aria-current={isToday ? 'date' : undefined}
        onClick={() => onSelect(date)}
        className={cn(
          'flex min-h-12 w-full flex-col items-center justify-start gap-0.5 rounded-lg px-0.5 py-1 text-sm',
          isSelected
            ? 'bg-brand-700 text-white'
            : 'text-gray-900 hover:bg-brand-50 dark:text-gray-100 dark:hover:bg-gray-800',
          isToday && !isSelected && 'font-bold text-brand-800 ring-2 ring-brand-600 ring-inset dark:text-brand-200',
        )}
      >
        <span>{Number(date.slice(8))}</span>
        {appointmentCount > 0 && (
          <Stethoscope aria-hidden data-appointment-marker className="size-3 shrink-0" strokeWidth={2.5} />
        )}
        {entries.length > 0 && (
          <span aria-hidden className="flex items-center gap-px text-[10px] leading-none">
            {shown.map((entry) => (
              <EntryIcon key={entry.id} type={entry.type} className="size-3" />
            ))}
            {moreCount > 0 && <span>+{moreCount}</span>}
          </span>
        )}
      </button>
    </div>
  );
}
