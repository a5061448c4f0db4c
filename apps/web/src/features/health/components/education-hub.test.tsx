import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp, serveFetch } from '@/testing/render.tsx';
import { aGuideline, educationAnswer, anArticle, guidelinesAnswer } from '../testing/fixtures.ts';
import { EducationHub } from './education-hub.tsx';

describe('EducationHub', () => {
  it('opens on CDC Guidelines with the four tabs and the medical disclaimers', async () => {
    serveFetch({ 'GET /api/health/guidelines': [200, guidelinesAnswer([aGuideline()])] });
    renderWithApp(<EducationHub />, { path: '/education' });
    const tabs = screen.getByRole('tablist', { name: 'Education hub sections' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['CDC Guidelines', 'Medication Safety', 'Food Safety', 'Articles']);
    expect(screen.getByRole('tab', { name: 'CDC Guidelines' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('article', { name: 'Protect yourself from Listeria' })).toBeInTheDocument();
    // The hub's own disclaimer and the guidelines' one.
    expect(screen.getAllByText('Medical disclaimer:')).toHaveLength(2);
    expect(screen.getByText(/BLOOM’s health information is for education only/)).toBeInTheDocument();
  });

  it('moves between tabs with the keyboard, and Food Safety links to the dashboard checker', async () => {
    const user = userEvent.setup();
    serveFetch({ 'GET /api/health/guidelines': [200, guidelinesAnswer([aGuideline()])] });
    renderWithApp(<EducationHub />, { path: '/education' });
    await screen.findByRole('article', { name: 'Protect yourself from Listeria' });

    await user.click(screen.getByRole('tab', { name: 'CDC Guidelines' }));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Food Safety' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const panel = screen.getByRole('tabpanel', { name: 'Food Safety' });
    expect(within(panel).getByRole('link', { name: 'Open the Food Safety Checker' })).toHaveAttribute(
      'href',
      '/#food-safety',
    );
  });

  it('opens the tab named in the address, so the dashboard can link to an article', async () => {
    serveFetch({ 'GET /api/education': [200, educationAnswer([1, 2, 3, 4].map((n) => anArticle(n)))] });
    renderWithApp(<EducationHub />, { path: '/education?tab=articles&article=article-2' });
    expect(screen.getByRole('tab', { name: 'Articles' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('dialog', { name: 'Article number 2' })).toBeInTheDocument();
  });
});
