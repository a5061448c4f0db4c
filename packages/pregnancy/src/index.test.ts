import { describe, expect, it } from 'vitest';
import * as pregnancy from './index.ts';

describe('@bloom/pregnancy public API', () => {
  it('exports every documented value and nothing else', () => {
    expect(Object.keys(pregnancy).sort()).toEqual(
      [
        'BABY_MEASUREMENTS_SOURCE',
        'CALENDAR_CELL_MAX_ICONS',
        'COUNTDOWN_GREEN_ABOVE_SECONDS',
        'COUNTDOWN_ORANGE_ABOVE_SECONDS',
        'DAYS_FROM_CONCEPTION',
        'DAYS_FROM_IVF3_TRANSFER',
        'DAYS_FROM_IVF5_TRANSFER',
        'DAYS_FROM_LMP',
        'BABY_COMPARISONS',
        'COMPARED_BY_WEIGHT_FROM_WEEK',
        'FIRST_COMPARED_WEEK',
        'LAST_COMPARED_WEEK',
        'DUE_DATE_METHODS',
        'DUE_DATE_REFUSALS',
        'MAX_CYCLE_DAYS',
        'MAX_GESTATION_WEEKS',
        'MIN_CYCLE_DAYS',
        'STANDARD_CYCLE_DAYS',
        'DEFAULT_ENERGY',
        'DEFAULT_SEVERITY',
        'ENERGY_LEVELS',
        'GENDER_CHOICE_FIRST_WEEK',
        'GENDER_CHOICE_LAST_WEEK',
        'MAX_RATING',
        'MAX_WEEK_INPUT',
        'MIN_RATING',
        'MIN_WEEK_INPUT',
        'PREGNANCY_WEEKS',
        'SEVERITY_LEVELS',
        'STAGE_STATUS_LABELS',
        'TRIMESTER_RANGES',
        'WEEK_BANDS',
        'addIsoDays',
        'babyComparison',
        'babyMeasurements',
        'babySize',
        'calendarCellIcons',
        'clampTimelineWeek',
        'countdownColor',
        'daysInMonth',
        'developmentBand',
        'dueDateFromWeeks',
        'dueDateIso',
        'dueDateRange',
        'estimateDueDate',
        'currentWeek',
        'daysUntilDue',
        'energyLabel',
        'formatBabyLength',
        'formatBabyWeight',
        'formatCountdown',
        'formatDateTime12h',
        'formatTime12h',
        'formatUsPhone',
        'isValidIsoDate',
        'knownTimeZone',
        'monthKey',
        'resetHoursText',
        'severityColor',
        'severityLabel',
        'showsBabyGenderChoice',
        'stageStatuses',
        'timelinePercent',
        'toIsoDate',
        'trimesterOf',
        'weekBandOf',
        'zonedInstant',
      ].sort(),
    );
  });

  it('keeps the dashboard pieces consistent for one profile week', () => {
    const week = 18;
    expect(pregnancy.trimesterOf(week)).toBe(2);
    expect(pregnancy.stageStatuses(week)[1].status).toBe('current');
    expect(pregnancy.babySize(week)).toBe('mango');
    expect(pregnancy.developmentBand(week)).toBe('weeks-17-20');
    expect(pregnancy.showsBabyGenderChoice(week)).toBe(true);
    expect(pregnancy.timelinePercent(week)).toBe(45);
  });
});
