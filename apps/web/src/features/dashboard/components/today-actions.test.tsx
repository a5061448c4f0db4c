import { render, screen } from '@testing-library/react';
import { Footprints, SmilePlus, CalendarClock, BookOpen } from 'lucide-react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TodayActions, type TodayAction } from './today-actions.tsx';

const action = (label: string, to: string, icon = SmilePlus): TodayAction => ({
  label,
  detail: `${label} detail`,
  to,
  icon,
});

describe('TodayActions', () => {
  it('shows at most three, each a link with its one-line detail', () => {
    render(
      <MemoryRouter>
        <TodayActions
          actions={[
            action('Log how you feel', '#health-tracking'),
            action('Count kicks', '/kicks', Footprints),
            action('Next visit', '#appointments', CalendarClock),
            action('A fourth', '/education', BookOpen),
          ]}
        />
      </MemoryRouter>,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Log how you feelLog how you feel detail',
      'Count kicksCount kicks detail',
      'Next visitNext visit detail',
    ]);
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['#health-tracking', '/kicks', '#appointments']);
    // Three side by side on a phone.
    expect(screen.getByRole('list')).toHaveClass('grid-cols-3');
  });

  it('draws nothing without actions', () => {
    const { container } = render(<TodayActions actions={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
