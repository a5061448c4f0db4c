import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JourneyTimeline } from './journey-timeline.tsx';

/** The status text shown under each stage, first to third. */
function stageLabels() {
  const stages = within(screen.getByRole('list')).getAllByRole('listitem');
  return stages.map((stage) => within(stage).getByText(/^(Completed|In Progress|Upcoming)$/).textContent);
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

  it.each([
    [5, ['In Progress', 'Upcoming', 'Upcoming']],
    [12, ['In Progress', 'Upcoming', 'Upcoming']],
    [13, ['Completed', 'In Progress', 'Upcoming']],
    [20, ['Completed', 'In Progress', 'Upcoming']],
    [27, ['Completed', 'In Progress', 'Upcoming']],
    [28, ['Completed', 'Completed', 'In Progress']],
    [40, ['Completed', 'Completed', 'In Progress']],
  ])('week %i labels the stages %j', (week, labels) => {
    render(<JourneyTimeline week={week} />);
    expect(stageLabels()).toEqual(labels);
  });

  it('marks only the current stage as the current step', () => {
    render(<JourneyTimeline week={13} />);
    const stages = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(stages.map((s) => s.getAttribute('aria-current'))).toEqual([null, 'step', null]);
  });

  it.each([
    [1, 'Week 1 of 40', 3],
    [20, 'Week 20 of 40', 50],
    [27, 'Week 27 of 40', 68],
    [40, 'Week 40 of 40', 100],
    [42, 'Week 40 of 40', 100],
  ])('week %i shows "%s" and a bar at %i%%', (week, text, percent) => {
    render(<JourneyTimeline week={week} />);
    expect(screen.getByText(text)).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Pregnancy progress' });
    expect(bar).toHaveAttribute('aria-valuenow', String(percent));
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', `${text}, ${percent}%`);
    expect(screen.getByTestId('timeline-marker')).toHaveStyle({ left: `${percent}%` });
  });
});
