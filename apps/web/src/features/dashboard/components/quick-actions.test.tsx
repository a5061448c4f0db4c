import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render.tsx';
import { QuickActions } from './quick-actions.tsx';

function links() {
  return screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('QuickActions', () => {
  it('gives a user the six shortcuts', () => {
    renderWithApp(<QuickActions isAdmin={false} />);
    expect(screen.getByRole('heading', { name: 'Quick actions' })).toBeInTheDocument();
    expect(links()).toEqual([
      ['Log symptoms', '#health-tracking'],
      ['Check a food', '#food-safety'],
      ['Book appointment', '#appointments'],
      ['Find doctors', '/providers'],
      ['Ask BLOOM', '/chat'],
      ['Learn', '/education'],
    ]);
  });

  it('gives an administrator log symptoms, book appointment, find doctors and the admin dashboard', () => {
    renderWithApp(<QuickActions isAdmin />);
    expect(links()).toEqual([
      ['Log symptoms', '#health-tracking'],
      ['Book appointment', '#appointments'],
      ['Find doctors', '/providers'],
      ['Admin dashboard', '/admin'],
    ]);
  });

  it("points a synced partner's first shortcut at her partner's health, with no tracker or booking of his own", () => {
    renderWithApp(<QuickActions isAdmin={false} isPregnant={false} followsPartner />);
    expect(links()[0]).toEqual(["Partner's health", '#partner-health']);
    expect(links().map(([label]) => label)).not.toContain('Log symptoms');
    expect(links().map(([label]) => label)).not.toContain('Book appointment');
  });

  it('offers someone not pregnant and not synced to follow a partner, instead of a tracker and booking', () => {
    renderWithApp(<QuickActions isAdmin={false} isPregnant={false} />);
    expect(links()[0]).toEqual(['Follow your partner', '#partner-sync']);
    expect(links().map(([label]) => label)).not.toContain('Log symptoms');
    expect(links().map(([label]) => label)).not.toContain('Book appointment');
  });

  it('reaches every shortcut with the keyboard, in order', async () => {
    const user = userEvent.setup();
    renderWithApp(<QuickActions isAdmin={false} />);
    const names: (string | null)[] = [];
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      names.push(document.activeElement?.textContent ?? null);
    }
    expect(names).toEqual(['Log symptoms', 'Check a food', 'Book appointment', 'Find doctors', 'Ask BLOOM', 'Learn']);
  });
});
