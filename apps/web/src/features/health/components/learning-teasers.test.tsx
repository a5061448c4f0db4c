import type { UserProfile } from '@bloom/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuth } from '@/lib/auth/auth-context.tsx';
import { renderWithApp, serveFetch } from '@/testing/render.tsx';
import { anArticle, educationAnswer } from '../testing/fixtures.ts';
import { LearningTeasers } from './learning-teasers.tsx';
import { testProfile } from '@/testing/profile.ts';

function SignedIn() {
  return useAuth().state.status === 'signed-in' ? <LearningTeasers /> : null;
}

const profile = (fields: Partial<UserProfile> = {}): UserProfile => testProfile({ phoneNumber: '', ...fields });

describe('LearningTeasers', () => {
  it('shows the first two education items for her week, each linking to the article in the hub', async () => {
    localStorage.setItem('authToken', 'token-1');
    const calls = serveFetch({
      'GET /api/user/profile': [200, profile()],
      'GET /api/education?week=18': [200, educationAnswer([1, 2, 3].map((n) => anArticle(n)))],
    });
    renderWithApp(<SignedIn />);
    const section = await screen.findByRole('region', { name: 'Learn & Grow' });
    const links = await within(section).findAllByRole('link', { name: /Read article/ });
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAttribute('href', '/education?tab=articles&article=article-1');
    expect(links[1]).toHaveTextContent('Article number 2');
    expect(within(section).getByText('Reading picked for week 18.')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'All articles' })).toHaveAttribute(
      'href',
      '/education?tab=articles',
    );
    expect(calls.map((c) => c.path)).toContain('/api/education?week=18');
  });

  it('asks for every stage when the week is not known', async () => {
    localStorage.setItem('authToken', 'token-1');
    serveFetch({
      'GET /api/user/profile': [200, profile({ isPregnant: false, pregnancyWeeks: null, dueDate: null })],
      'GET /api/education': [200, educationAnswer([anArticle(1)])],
    });
    renderWithApp(<SignedIn />);
    const section = await screen.findByRole('region', { name: 'Learn & Grow' });
    expect(within(section).getByText('Reading for every stage of pregnancy.')).toBeInTheDocument();
    expect(within(section).getAllByRole('link', { name: /Read article/ })).toHaveLength(1);
  });
});
