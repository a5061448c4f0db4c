import { describe, expect, it } from 'vitest';
import { stageStatuses, type StageStatus } from './stages.ts';

type Row = readonly [number | null | undefined, StageStatus, StageStatus, StageStatus];

const WEEKS_1_TO_40: Row[] = [
  [1, 'current', 'upcoming', 'upcoming'],
  [2, 'current', 'upcoming', 'upcoming'],
  [4, 'current', 'upcoming', 'upcoming'],
  [5, 'current', 'upcoming', 'upcoming'],
  [8, 'current', 'upcoming', 'upcoming'],
  [9, 'current', 'upcoming', 'upcoming'],
  [12, 'current', 'upcoming', 'upcoming'],
  [13, 'completed', 'current', 'upcoming'],
  [16, 'completed', 'current', 'upcoming'],
  [17, 'completed', 'current', 'upcoming'],
  [20, 'completed', 'current', 'upcoming'],
  [21, 'completed', 'current', 'upcoming'],
  [27, 'completed', 'current', 'upcoming'],
  [28, 'completed', 'completed', 'current'],
  [40, 'completed', 'completed', 'current'],
];

const PAST_WEEK_40: Row[] = [
  [41, 'completed', 'completed', 'current'],
  [42, 'completed', 'completed', 'current'],
];

const MISSING_OR_WEEK_0: Row[] = [
  [null, 'current', 'upcoming', 'upcoming'],
  [undefined, 'current', 'upcoming', 'upcoming'],
  [0, 'current', 'upcoming', 'upcoming'],
];

const checkStatuses = (rows: Row[]) => {
  for (const [week, first, second, third] of rows) {
    expect
      .soft(
        stageStatuses(week).map((stage) => stage.status),
        `week ${week}`,
      )
      .toEqual([first, second, third]);
  }
};

describe('stageStatuses', () => {
  it('makes the week’s trimester current, the ones before it completed and the ones after upcoming', () => {
    checkStatuses(WEEKS_1_TO_40);
  });

  it('keeps the third trimester current after week 40', () => {
    checkStatuses(PAST_WEEK_40);
  });

  it('reads a missing week and week 0 as week 1', () => {
    checkStatuses(MISSING_OR_WEEK_0);
  });

  it('gives the spec’s fixed labels for a second-trimester week', () => {
    expect(stageStatuses(20)).toEqual([
      {
        key: 'first',
        name: 'First Trimester',
        weeks: 'Weeks 1-12',
        start: 1,
        end: 12,
        status: 'completed',
        label: 'Completed',
      },
      {
        key: 'second',
        name: 'Second Trimester',
        weeks: 'Weeks 13-27',
        start: 13,
        end: 27,
        status: 'current',
        label: 'In Progress',
      },
      {
        key: 'third',
        name: 'Third Trimester',
        weeks: 'Weeks 28-40',
        start: 28,
        end: 40,
        status: 'upcoming',
        label: 'Upcoming',
      },
    ]);
  });

  it('labels completed “Completed”, current “In Progress” and upcoming “Upcoming” in every week 0-42', () => {
    const labels = { completed: 'Completed', current: 'In Progress', upcoming: 'Upcoming' } as const;
    for (let week = 0; week <= 42; week += 1) {
      for (const stage of stageStatuses(week)) {
        expect.soft(stage.label, `week ${week}, ${stage.key} (${stage.status})`).toBe(labels[stage.status]);
      }
    }
  });

  it('has exactly one current stage for every week 0-42', () => {
    for (let week = 0; week <= 42; week += 1) {
      expect
        .soft(
          stageStatuses(week).filter((stage) => stage.status === 'current'),
          `week ${week}`,
        )
        .toHaveLength(1);
    }
  });
});
