import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render.tsx';
import { GreetingHero, type GreetingHeroProps } from './greeting-hero.tsx';

function renderHero(props: Partial<GreetingHeroProps> = {}) {
  return renderWithApp(<GreetingHero firstName="Ana" isPregnant week={20} day={3} daysToGo={137} {...props} />);
}

/** What the large figure shows (it is hidden from screen readers, which hear a sentence instead). */
const figure = (container: HTMLElement) => container.querySelector('[aria-hidden="true"].flex')?.textContent;

describe('GreetingHero', () => {
  it('greets once: "Hello, {name}!" is the page heading and there is no second greeting', () => {
    renderHero();
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName('Hello, Ana!');
    expect(screen.queryByText(/Good (morning|afternoon|evening)/)).not.toBeInTheDocument();
    expect(screen.getAllByText(/Ana/)).toHaveLength(1);
  });

  it('draws a notice from elsewhere (a partner’s request) inside the hero, after the greeting', () => {
    renderHero({ badge: <a href="#partner-sync">Partner request</a> });
    const hero = screen.getByRole('region', { name: 'Hello, Ana!' });
    const link = within(hero).getByRole('link', { name: 'Partner request' });
    expect(hero.lastElementChild).toBe(link);
  });

  it('leads with the week and day, then the trimester and the days to go', () => {
    const { container } = renderHero();
    expect(figure(container)).toBe('Week 20· day 3');
    expect(screen.getByText('You are 20 weeks and 3 days along')).toHaveClass('sr-only');
    const glance = within(screen.getByRole('list', { name: 'Your pregnancy at a glance' }));
    expect(glance.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Second trimester', '137 days to go']);
  });

  it.each([
    [1, 0, 273, 'You are 1 week along', 'First trimester', '273 days to go'],
    [12, 6, 189, 'You are 12 weeks and 6 days along', 'First trimester', '189 days to go'],
    [28, 1, 1, 'You are 28 weeks and 1 day along', 'Third trimester', '1 day to go'],
    [40, 0, 0, 'You are 40 weeks along', 'Third trimester', 'Due today'],
    [41, 2, -9, 'You are 41 weeks and 2 days along', 'Third trimester', 'Past your due date'],
  ])('week %i day %i reads "%s", %s, %s', (week, day, daysToGo, spoken, trimester, toGo) => {
    renderHero({ week, day, daysToGo });
    expect(screen.getByText(spoken)).toBeInTheDocument();
    expect(screen.getByText(trimester)).toBeInTheDocument();
    expect(screen.getByText(toGo)).toBeInTheDocument();
  });

  it('shows the week alone when the day cannot be told', () => {
    const { container } = renderHero({ week: 1, day: null });
    expect(figure(container)).toBe('Week 1');
    expect(screen.getByText('You are 1 week along')).toBeInTheDocument();
  });

  it('asks a pregnant user with unknown weeks to add them in the profile', () => {
    renderHero({ week: null, day: null, daysToGo: null });
    expect(screen.queryByText(/^Week/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your weeks in your profile' })).toHaveAttribute('href', '/profile');
  });

  it('welcomes a partner who is not pregnant without any weeks', () => {
    renderHero({ isPregnant: false, week: null, day: null, daysToGo: null });
    expect(screen.getByText(/Thank you for being part of this journey/)).toBeInTheDocument();
    expect(screen.queryByText(/along/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
