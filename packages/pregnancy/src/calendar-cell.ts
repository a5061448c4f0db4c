/** Number of entry icons a calendar day cell shows before '+N' (spec §2, 'Other dashboard and profile items'). */
export const CALENDAR_CELL_MAX_ICONS = 2;

/** What a calendar day cell draws: the icons to show and how many are folded into '+N'. */
export interface CalendarCellIcons<T> {
  readonly shown: T[];
  /** Entries not shown; the cell renders `+${moreCount}` when this is above 0. */
  readonly moreCount: number;
}

/**
 * Splits a day's entries into the icons shown in its calendar cell and the
 * '+N' overflow count: with the default of 2, three entries show 2 icons and '+1'.
 * @param entries - the day's entries, in display order
 * @param max - how many icons fit in the cell (floored; negative counts as 0, NaN as the default 2)
 * @returns the first `max` entries and the number left over
 */
export function calendarCellIcons<T>(
  entries: readonly T[],
  max: number = CALENDAR_CELL_MAX_ICONS,
): CalendarCellIcons<T> {
  const limit = Number.isNaN(max) ? CALENDAR_CELL_MAX_ICONS : Math.max(0, Math.floor(max));
  return {
    shown: entries.slice(0, limit),
    moreCount: Math.max(0, entries.length - limit),
  };
}
