import { describe, expect, it } from 'vitest';
import { stageStatuses, type StageStatus } from './stages.ts';

type Row = readonly [number | null | undefined, StageStatus, StageStatus, StageStatus];

describe('stageStatuses', () => {
  it.each<Row>([
    [null, 'current', 'upcoming', 'upcoming'],
    [undefined, 'current', 'upcoming', 'upcoming'],
    [0, 'current', 'upcoming', 'upcoming'],
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
    [41, 'completed', 'completed', 'current'],
    [42, 'completed', 'completed', 'current'],
  ])('week %s → %s / %s / %s', (week, first, second, third) => {
    expect(stageStatuses(week).map((stage) => stage.status)).toEqual([first, second, third]);
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

  it.each([
    ['completed', 'Completed'],
    ['current', 'In Progress'],
    ['upcoming', 'Upcoming'],
  ] as const)('labels status %s as %s in every week', (status, label) => {
    for (let week = 0; week <= 42; week += 1) {
      for (const stage of stageStatuses(week)) {
        if (stage.status === status) {
          expect(stage.label).toBe(label);
        }
      }
    }
  });

  it('has exactly one current stage for every week 0-42', () => {
    for (let week = 0; week <= 42; week += 1) {
      expect(stageStatuses(week).filter((stage) => stage.status === 'current')).toHaveLength(1);
    }
  });
});
