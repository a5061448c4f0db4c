import { describe, expect, it } from 'vitest';
import { CALENDAR_CELL_MAX_ICONS, calendarCellIcons } from './calendar-cell.ts';

const entries = (count: number): string[] => Array.from({ length: count }, (_, index) => `e${index + 1}`);

/** [entries, icons shown, '+N' count] with the default maximum. */
const DEFAULT_MAX: [number, string[], number][] = [
  [0, [], 0],
  [1, ['e1'], 0],
  [2, ['e1', 'e2'], 0],
  [3, ['e1', 'e2'], 1],
  [7, ['e1', 'e2'], 5],
];

/** [max, entries, icons shown, '+N' count]. */
type MaxRow = [number, number, string[], number];

const CUSTOM_MAX: MaxRow[] = [
  [3, 5, ['e1', 'e2', 'e3'], 2],
  [1.9, 3, ['e1'], 2],
  [10, 3, ['e1', 'e2', 'e3'], 0],
  [Number.POSITIVE_INFINITY, 3, ['e1', 'e2', 'e3'], 0],
];

const NO_ROOM: MaxRow[] = [
  [0, 3, [], 3],
  [-1, 3, [], 3],
];

const checkMax = (rows: MaxRow[]) => {
  for (const [max, count, shown, moreCount] of rows) {
    expect.soft(calendarCellIcons(entries(count), max), `max ${max}, ${count} entries`).toEqual({ shown, moreCount });
  }
};

describe('calendarCellIcons', () => {
  it('shows two icons by default', () => {
    expect(CALENDAR_CELL_MAX_ICONS).toBe(2);
  });

  it('shows the first two entries and counts the rest as +N', () => {
    for (const [count, shown, moreCount] of DEFAULT_MAX) {
      expect.soft(calendarCellIcons(entries(count)), `${count} entries`).toEqual({ shown, moreCount });
    }
  });

  it('shows up to a given maximum, floored, and counts the rest as +N', () => {
    checkMax(CUSTOM_MAX);
  });

  it('shows no icons and counts every entry for a maximum of 0 or below', () => {
    checkMax(NO_ROOM);
  });

  it('uses the default two for a NaN maximum', () => {
    checkMax([[Number.NaN, 3, ['e1', 'e2'], 1]]);
  });

  it('keeps order and the original objects, without changing the input', () => {
    const items = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    const result = calendarCellIcons(items);
    expect(result.shown[0]).toBe(items[0]);
    expect(result.shown[1]).toBe(items[1]);
    expect(items).toEqual([{ id: 'a' }, { id: 'b' }, { id: 'c' }]);
  });
});
