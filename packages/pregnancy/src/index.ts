/**
 * @bloom/pregnancy: pure pregnancy-domain rules and display formats shared by
 * the web app and the server (weeks, trimesters, due date, baby size, journey
 * stages, rating labels, phone, countdown and time formats). No I/O, no framework.
 */
export {
  MAX_WEEK_INPUT,
  MIN_WEEK_INPUT,
  PREGNANCY_WEEKS,
  TRIMESTER_RANGES,
  clampTimelineWeek,
  timelinePercent,
  trimesterOf,
} from './weeks.ts';
export type { Trimester, WeekRange } from './weeks.ts';

export { STAGE_STATUS_LABELS, stageStatuses } from './stages.ts';
export type { Stage, StageKey, StageLabel, StageStatus } from './stages.ts';

export { dueDateFromWeeks, dueDateIso, dueDateRange } from './due-date.ts';
export type { DueDateRange } from './due-date.ts';

export {
  DAYS_FROM_CONCEPTION,
  DAYS_FROM_IVF3_TRANSFER,
  DAYS_FROM_IVF5_TRANSFER,
  DAYS_FROM_LMP,
  DUE_DATE_METHODS,
  DUE_DATE_REFUSALS,
  MAX_CYCLE_DAYS,
  MAX_GESTATION_WEEKS,
  MIN_CYCLE_DAYS,
  STANDARD_CYCLE_DAYS,
  estimateDueDate,
} from './due-date-calculator.ts';
export type {
  DueDateEstimate,
  DueDateInput,
  DueDateMethod,
  DueDateRefusal,
  DueDateResult,
} from './due-date-calculator.ts';

export { currentWeek, daysUntilDue } from './current-week.ts';
export type { WeekSource } from './current-week.ts';

export { WEEK_BANDS, weekBandOf } from './week-bands.ts';
export type { BabySize, DevelopmentBand, WeekBand } from './week-bands.ts';

export { babySize } from './baby-size.ts';

export {
  BABY_COMPARISONS,
  COMPARED_BY_WEIGHT_FROM_WEEK,
  FIRST_COMPARED_WEEK,
  LAST_COMPARED_WEEK,
  babyComparison,
} from './baby-comparisons.ts';
export type { BabyComparison, ComparisonShape } from './baby-comparisons.ts';

export { BABY_MEASUREMENTS_SOURCE, babyMeasurements, formatBabyLength, formatBabyWeight } from './baby-measurements.ts';
export type { BabyMeasurement, LengthMeasure } from './baby-measurements.ts';

export {
  GENDER_CHOICE_FIRST_WEEK,
  GENDER_CHOICE_LAST_WEEK,
  developmentBand,
  showsBabyGenderChoice,
} from './development.ts';

export {
  DEFAULT_ENERGY,
  DEFAULT_SEVERITY,
  ENERGY_LEVELS,
  MAX_RATING,
  MIN_RATING,
  SEVERITY_LEVELS,
  energyLabel,
  severityColor,
  severityLabel,
} from './labels.ts';
export type { EnergyLabel, RatingLevel, SeverityColor, SeverityLabel } from './labels.ts';

export { formatUsPhone } from './phone.ts';

export {
  COUNTDOWN_GREEN_ABOVE_SECONDS,
  COUNTDOWN_ORANGE_ABOVE_SECONDS,
  countdownColor,
  formatCountdown,
  resetHoursText,
} from './countdown.ts';
export type { CountdownColor } from './countdown.ts';

export { formatDateTime12h, formatTime12h } from './time-format.ts';
export type { DateInput } from './time-format.ts';

export { CALENDAR_CELL_MAX_ICONS, calendarCellIcons } from './calendar-cell.ts';
export type { CalendarCellIcons } from './calendar-cell.ts';

export {
  addIsoDays,
  daysInMonth,
  deviceZoneKey,
  isValidIsoDate,
  knownTimeZone,
  monthKey,
  toIsoDate,
} from './iso-date.ts';
export { zonedInstant } from './zoned-time.ts';
