/** Colour of a symptom-severity badge. */
export type SeverityColor = 'green' | 'yellow' | 'red';

/** Text for a severity rating 1-5. */
export type SeverityLabel = 'Very Mild' | 'Mild' | 'Moderate' | 'Severe' | 'Very Severe';

/** Text for an energy rating 1-5. */
export type EnergyLabel = 'Very Low' | 'Low' | 'Moderate' | 'High' | 'Very High';

/** A selectable rating and its label, for radio groups and sliders. */
export interface RatingLevel<L extends string> {
  readonly value: 1 | 2 | 3 | 4 | 5;
  readonly label: L;
}

/** Lowest value of the 1-5 severity and energy scales (spec §9). */
export const MIN_RATING = 1;

/** Highest value of the 1-5 severity and energy scales (spec §9). */
export const MAX_RATING = 5;

/** Severity preselected in the 'Log New Symptom' dialog (spec §5). */
export const DEFAULT_SEVERITY = 1;

/** Energy preselected in the 'Update Your Mood' dialog (spec §5). */
export const DEFAULT_ENERGY = 3;

/** Severity scale in order, 1 to 5 (spec §5). */
export const SEVERITY_LEVELS: readonly RatingLevel<SeverityLabel>[] = [
  { value: 1, label: 'Very Mild' },
  { value: 2, label: 'Mild' },
  { value: 3, label: 'Moderate' },
  { value: 4, label: 'Severe' },
  { value: 5, label: 'Very Severe' },
];

/** Energy scale in order, 1 to 5 (spec §5). */
export const ENERGY_LEVELS: readonly RatingLevel<EnergyLabel>[] = [
  { value: 1, label: 'Very Low' },
  { value: 2, label: 'Low' },
  { value: 3, label: 'Moderate' },
  { value: 4, label: 'High' },
  { value: 5, label: 'Very High' },
];

/**
 * Badge colour for a symptom severity (spec §9): green at ≤2, yellow at ≤3, red above.
 * A non-number (NaN) is shown red, so bad data draws attention instead of looking mild.
 * @param severity - severity rating, normally 1-5
 * @returns 'green', 'yellow' or 'red'
 */
export function severityColor(severity: number): SeverityColor {
  if (severity <= 2) {
    return 'green';
  }
  return severity <= 3 ? 'yellow' : 'red';
}

/**
 * Index into a 1-5 scale. Stored ratings are validated to 1-5, so anything else is
 * legacy or corrupt data: it is rounded and clamped so the UI always has a label,
 * and a non-number falls back to the dialog's default.
 */
function ratingIndex(value: number, fallback: number): number {
  const rating = Number.isFinite(value) ? Math.round(value) : fallback;
  return Math.min(MAX_RATING, Math.max(MIN_RATING, rating)) - 1;
}

/**
 * Label for a severity rating: 1 'Very Mild', 2 'Mild', 3 'Moderate', 4 'Severe', 5 'Very Severe'.
 * @param severity - severity rating 1-5 (rounded and clamped; NaN reads as the default, 1)
 * @returns the label
 */
export function severityLabel(severity: number): SeverityLabel {
  return SEVERITY_LEVELS[ratingIndex(severity, DEFAULT_SEVERITY)]?.label ?? 'Very Mild';
}

/**
 * Label for an energy rating: 1 'Very Low', 2 'Low', 3 'Moderate', 4 'High', 5 'Very High'.
 * @param energy - energy rating 1-5 (rounded and clamped; NaN reads as the default, 3)
 * @returns the label
 */
export function energyLabel(energy: number): EnergyLabel {
  return ENERGY_LEVELS[ratingIndex(energy, DEFAULT_ENERGY)]?.label ?? 'Moderate';
}
