import { describe, expect, it } from 'vitest';
import { CALENDAR_CELL_MAX_ICONS, calendarCellIcons } from './calendar-cell.ts';

const entries = (count: number): string[] => Array.from({ length: count }, (_, index) => `e${index + 1}`);

describe('calendarCellIcons', () => {
  it('shows two icons by default', () => {
    expect(CALENDAR_CELL_MAX_ICONS).toBe(2);
  });

  it.each([
    [0, [], 0],
    [1, ['e1'], 0],
    [2, ['e1', 'e2'], 0],
    [3, ['e1', 'e2'], 1],
    [7, ['e1', 'e2'], 5],
  ])('%i entries → shows %j, +%i', (count, shown, moreCount) => {
    expect(calendarCellIcons(entries(count))).toEqual({ shown, moreCount });
  });

  it.each([
    [3, 5, ['e1', 'e2', 'e3'], 2],
    [0, 3, [], 3],
    [-1, 3, [], 3],
    [1.9, 3, ['e1'], 2],
    [10, 3, ['e1', 'e2', 'e3'], 0],
    [Number.POSITIVE_INFINITY, 3, ['e1', 'e2', 'e3'], 0],
    [Number.NaN, 3, ['e1', 'e2'], 1],
  ])('max %s with %i entries → shows %j, +%i', (max, count, shown, moreCount) => {
    expect(calendarCellIcons(entries(count), max)).toEqual({ shown, moreCount });
  });

  it('keeps order and the original objects, without changing the input', () => {
    const items = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    const result = calendarCellIcons(items);
    expect(result.shown[0]).toBe(items[0]);
    expect(result.shown[1]).toBe(items[1]);
    expect(items).toHaveLength(3);
  });
});
