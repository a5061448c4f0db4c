import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JourneyTimeline } from './journey-timeline.tsx';

/** The status text shown under each stage, first to third. */
function stageLabels() {
  const stages = within(screen.getByRole('list')).getAllByRole('listitem');
  return stages.map((stage) => within(stage).getByText(/^(Completed|In Progress|Upcoming)$/).textContent);
}

/** Renders week `week` and checks the week text, the progress bar and the marker, then unmounts. */
function expectProgress(week: number, text: string, percent: number) {
  const { unmount } = render(<JourneyTimeline week={week} />);
  const row = `week ${week}`;
  // Exactly one match, as getBy… requires; queryAll… lets a miss fail softly with its row named.
  expect.soft(screen.queryAllByText(text), row).toHaveLength(1);
  const bar = screen.queryByRole('progressbar', { name: 'Pregnancy progress' });
  expect.soft(bar, row).toHaveAttribute('aria-valuenow', String(percent));
  expect.soft(bar, row).toHaveAttribute('aria-valuemin', '0');
  expect.soft(bar, row).toHaveAttribute('aria-valuemax', '100');
  expect.soft(bar, row).toHaveAttribute('aria-valuetext', `${text}, ${percent}%`);
  expect.soft(screen.queryByTestId('timeline-marker'), row).toHaveStyle({ left: `${percent}%` });
  unmount();
}

describe('JourneyTimeline', () => {
  it('names the card and the three trimesters with their weeks', () => {
    render(<JourneyTimeline week={20} />);
    expect(screen.getByRole('region', { name: 'Your Journey Timeline' })).toBeInTheDocument();
    const stages = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(stages.map((s) => s.textContent)).toEqual([
      'First TrimesterWeeks 1-12Completed',
      'Second TrimesterWeeks 13-27In Progress',
      'Third TrimesterWeeks 28-40Upcoming',
    ]);
  });

  it('labels the stages before the week’s trimester completed, its own in progress and later ones upcoming', () => {
    for (const [week, labels] of [
      [5, ['In Progress', 'Upcoming', 'Upcoming']],
      [12, ['In Progress', 'Upcoming', 'Upcoming']],
      [13, ['Completed', 'In Progress', 'Upcoming']],
      [20, ['Completed', 'In Progress', 'Upcoming']],
      [27, ['Completed', 'In Progress', 'Upcoming']],
      [28, ['Completed', 'Completed', 'In Progress']],
      [40, ['Completed', 'Completed', 'In Progress']],
    ] as const) {
      const { unmount } = render(<JourneyTimeline week={week} />);
      expect.soft(stageLabels(), `week ${week}`).toEqual(labels);
      unmount();
    }
  });

  it('marks only the current stage as the current step', () => {
    render(<JourneyTimeline week={13} />);
    const stages = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(stages.map((s) => s.getAttribute('aria-current'))).toEqual([null, 'step', null]);
  });

  it('shows "Week n of 40" and a progress bar and marker at n / 40 as a whole percentage', () => {
    for (const [week, text, percent] of [
      [1, 'Week 1 of 40', 3],
      [20, 'Week 20 of 40', 50],
      [27, 'Week 27 of 40', 68],
      [40, 'Week 40 of 40', 100],
    ] as const) {
      expectProgress(week, text, percent);
    }
  });

  it('stays at "Week 40 of 40" and a full bar after week 40', () => {
    expectProgress(42, 'Week 40 of 40', 100);
  });
});
