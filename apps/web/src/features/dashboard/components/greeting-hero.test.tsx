import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../testing/render.tsx';
import { GreetingHero, type GreetingHeroProps } from './greeting-hero.tsx';

const morning = new Date(2026, 2, 4, 9, 15);

function renderHero(props: Partial<GreetingHeroProps> = {}) {
  return renderWithApp(<GreetingHero firstName="Ana" isPregnant week={18} now={morning} {...props} />);
}

describe('GreetingHero', () => {
  it('makes "Hello, {name}!" the page heading and greets for the time of day', () => {
    renderHero({ now: new Date(2026, 2, 4, 19, 0) });
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Hello, Ana!');
    expect(screen.getByText('Good evening, Ana')).toBeInTheDocument();
  });

  it('says how far along a pregnant user is and in which trimester', () => {
    renderHero({ week: 18 });
    expect(screen.getByText('Good morning, Ana')).toBeInTheDocument();
    expect(screen.getByText('You are 18 weeks along')).toBeInTheDocument();
    expect(screen.getByText(/in your second trimester/)).toBeInTheDocument();
  });

  it('says “1 week” in the singular and names the trimester at its edges (weeks 1, 12, 28)', () => {
    for (const [week, line, trimester] of [
      [1, 'You are 1 week along', 'first'],
      [12, 'You are 12 weeks along', 'first'],
      [28, 'You are 28 weeks along', 'third'],
    ] as const) {
      const { unmount } = renderHero({ week });
      // Exactly one match, as getBy… requires; queryAll… lets a miss fail softly with its row named.
      expect.soft(screen.queryAllByText(line), `week ${week}`).toHaveLength(1);
      expect.soft(screen.queryAllByText(new RegExp(`in your ${trimester} trimester`)), `week ${week}`).toHaveLength(1);
      unmount();
    }
  });

  it('asks a pregnant user with unknown weeks to add them in the profile', () => {
    renderHero({ week: null });
    expect(screen.queryByText(/weeks along$/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your weeks in your profile' })).toHaveAttribute('href', '/profile');
  });

  it('welcomes a partner who is not pregnant without any weeks', () => {
    renderHero({ isPregnant: false, week: null });
    expect(screen.getByText(/Thank you for being part of this journey/)).toBeInTheDocument();
    expect(screen.queryByText(/weeks along/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
