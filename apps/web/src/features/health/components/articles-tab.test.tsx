import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp, serveFetch } from '@/testing/render.tsx';
import { anArticle, educationAnswer } from '../testing/fixtures.ts';
import { ArticlesTab } from './articles-tab.tsx';

const SIX = educationAnswer([1, 2, 3, 4, 5, 6].map((n) => anArticle(n)));

describe('ArticlesTab', () => {
  it('features the first three articles (5 min read) and lists the rest under More articles (3 min read)', async () => {
    serveFetch({ 'GET /api/education': [200, SIX] });
    renderWithApp(<ArticlesTab />);
    const featured = await screen.findByRole('region', { name: 'Featured articles' });
    const featuredCards = within(featured).getAllByRole('article');
    expect(featuredCards.map((a) => within(a).getByRole('heading').textContent)).toEqual([
      'Article number 1',
      'Article number 2',
      'Article number 3',
    ]);
    expect(within(featured).getAllByText('5 min read')).toHaveLength(3);
    expect(within(featured).getByText('What article 1 is about.')).toBeInTheDocument();
    const more = screen.getByRole('region', { name: 'More articles' });
    expect(within(more).getAllByRole('article')).toHaveLength(3);
    expect(within(more).getAllByText('3 min read')).toHaveLength(3);
    // Illustrations are the app's own inline SVGs, never images from elsewhere.
    expect(document.querySelectorAll('img')).toHaveLength(0);
    expect(document.querySelectorAll('svg[data-illustration="plate"]')).toHaveLength(6);
  });

  it('filters by category on the server', async () => {
    const user = userEvent.setup();
    const calls = serveFetch({
      'GET /api/education': [200, SIX],
      'GET /api/education?category=Wellness': [
        200,
        educationAnswer([anArticle(2, { title: 'Sleeping well', category: 'Wellness' })]),
      ],
    });
    renderWithApp(<ArticlesTab />);
    await screen.findByRole('region', { name: 'Featured articles' });
    await user.click(screen.getByRole('button', { name: 'Wellness' }));
    expect(screen.getByRole('button', { name: 'Wellness' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('heading', { name: 'Sleeping well' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'More articles' })).not.toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['/api/education', '/api/education?category=Wellness']);
  });

  it('opens an article to read in a dialog and closes it with Escape', async () => {
    const user = userEvent.setup();
    serveFetch({ 'GET /api/education': [200, SIX] });
    renderWithApp(<ArticlesTab />);
    await user.click(await screen.findByRole('button', { name: 'Article number 4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Article number 4' });
    expect(within(dialog).getByRole('heading', { name: 'First part of 4' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Key points' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /ACOG/ })).toHaveAttribute('href', 'https://www.acog.org/y');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows an empty state for a category without articles, and an error with a retry', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    serveFetch({
      'GET /api/education': async () => {
        attempts += 1;
        return attempts === 1 ? [503, { message: 'down' }] : [200, SIX];
      },
      'GET /api/education?category=Development': [200, educationAnswer([])],
    });
    renderWithApp(<ArticlesTab />);
    expect(await screen.findByText('We could not load the articles. Please try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('region', { name: 'Featured articles' });
    await user.click(screen.getByRole('button', { name: 'Development' }));
    expect(await screen.findByText('No articles here yet')).toBeInTheDocument();
  });
});
