import { clampTimelineWeek, TRIMESTER_RANGES } from './weeks.ts';

/** Identifier of a journey stage. */
export type StageKey = 'first' | 'second' | 'third';

/** Where the current week sits relative to a stage. */
export type StageStatus = 'completed' | 'current' | 'upcoming';

/** Text shown for a {@link StageStatus}. */
export type StageLabel = 'Completed' | 'In Progress' | 'Upcoming';

/** One stage of the 'Your Journey Timeline' card. */
export interface Stage {
  readonly key: StageKey;
  readonly name: string;
  /** Range text shown under the name, e.g. 'Weeks 1-12'. */
  readonly weeks: string;
  readonly start: number;
  readonly end: number;
  readonly status: StageStatus;
  readonly label: StageLabel;
}

/** Display label for each stage status (spec §2, 'Your Journey Timeline'). */
export const STAGE_STATUS_LABELS: Readonly<Record<StageStatus, StageLabel>> = {
  completed: 'Completed',
  current: 'In Progress',
  upcoming: 'Upcoming',
};

const STAGE_DEFINITIONS = [
  { key: 'first', name: 'First Trimester', range: TRIMESTER_RANGES[1] },
  { key: 'second', name: 'Second Trimester', range: TRIMESTER_RANGES[2] },
  { key: 'third', name: 'Third Trimester', range: TRIMESTER_RANGES[3] },
] as const;

function stageFor(definition: (typeof STAGE_DEFINITIONS)[number], week: number): Stage {
  const { start, end } = definition.range;
  const status: StageStatus = week > end ? 'completed' : week >= start ? 'current' : 'upcoming';
  return {
    key: definition.key,
    name: definition.name,
    weeks: `Weeks ${start}-${end}`,
    start,
    end,
    status,
    label: STAGE_STATUS_LABELS[status],
  };
}

/**
 * The three trimester stages of the journey timeline with their status computed
 * from the current week. The spec's screenshots show fixed labels (first
 * 'Completed', second 'In Progress', third 'Upcoming'), which is what week 13-27
 * produces; computing them keeps the card truthful in every other week.
 * @param week - weeks pregnant from the profile (clamped to 1..40 first, so null → week 1 and 41/42 → 40)
 * @returns exactly three stages, first to third; exactly one of them is 'current'
 */
export function stageStatuses(week: number | null | undefined): [Stage, Stage, Stage] {
  const current = clampTimelineWeek(week);
  return [
    stageFor(STAGE_DEFINITIONS[0], current),
    stageFor(STAGE_DEFINITIONS[1], current),
    stageFor(STAGE_DEFINITIONS[2], current),
  ];
}
