import { HEALTH_WEEK_MESSAGE } from '@bloom/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAuth } from '@/lib/auth/auth-context.tsx';
import { testProfile } from '@/testing/profile.ts';
import { renderWithApp, serveFetch } from '@/testing/render.tsx';
import { aGuideline, aVaccine, aWeek, guidelinesAnswer } from '../testing/fixtures.ts';
import { GuidelinesTab } from './guidelines-tab.tsx';

const ALL = guidelinesAnswer([
  aGuideline(),
  aGuideline({ id: 'caffeine', title: 'Keep caffeine moderate', category: 'nutrition', riskLevel: 'medium' }),
]);

/** The tab behind the sign-in gate, as the app renders it. */
function SignedIn() {
  return useAuth().state.status === 'signed-in' ? <GuidelinesTab /> : null;
}

describe('GuidelinesTab', () => {
  it('shows each guideline as a summary that opens to its recommendations, source and review date', async () => {
    const user = userEvent.setup();
    serveFetch({ 'GET /api/health/guidelines': [200, ALL] });
    renderWithApp(<GuidelinesTab />);
    const card = await screen.findByRole('article', { name: 'Protect yourself from Listeria' });
    expect(within(card).getByRole('heading', { name: 'Protect yourself from Listeria' })).toBeInTheDocument();
    expect(within(card).getByText('Safety')).toBeInTheDocument();
    expect(within(card).getByText(/ten times more likely/)).toBeInTheDocument();
    // Closed: a heading, its labels and the description; the rest waits behind the title's button.
    const toggle = within(card).getByRole('button', { name: 'Protect yourself from Listeria' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(card).queryByRole('listitem')).toBeNull();
    expect(within(card).queryByRole('link')).toBeNull();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toBeVisible();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Skip raw milk.', 'Heat deli meats until steaming hot.']);
    expect(within(card).getByRole('link', { name: /U\.S\. Food and Drug Administration/ })).toHaveAttribute(
      'href',
      'https://www.fda.gov/food/example',
    );
    expect(within(card).getByText(/Reviewed Nov 23, 2026/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 guidelines');
    expect(screen.getByText(/These guidelines summarise official health sources/)).toBeInTheDocument();

    // Closed again with the keyboard.
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(card).queryByRole('listitem')).toBeNull();
  });

  it('keeps the risk badges calm: only a high risk takes a warning colour', async () => {
    serveFetch({
      'GET /api/health/guidelines': [
        200,
        guidelinesAnswer([
          aGuideline(),
          aGuideline({ id: 'caffeine', title: 'Keep caffeine moderate', riskLevel: 'medium' }),
          aGuideline({ id: 'folate', title: 'Take folic acid', riskLevel: 'low' }),
        ]),
      ],
    });
    renderWithApp(<GuidelinesTab />);
    const high = within(await screen.findByRole('article', { name: 'Protect yourself from Listeria' }));
    expect(high.getByText('High risk')).toHaveClass('bg-amber-100');
    for (const [title, label] of [
      ['Keep caffeine moderate', 'Medium risk'],
      ['Take folic acid', 'Low risk'],
    ] as const) {
      const badge = within(screen.getByRole('article', { name: title })).getByText(label);
      expect(badge.className).not.toMatch(/bg-(red|amber|green)-100/);
      expect(badge.querySelector('svg')).toBeNull();
    }
  });

  it('asks the server for a sub-tab’s category and for the typed search', async () => {
    const user = userEvent.setup();
    const calls = serveFetch({
      'GET /api/health/guidelines': [200, ALL],
      'GET /api/health/guidelines?category=nutrition': [
        200,
        guidelinesAnswer([aGuideline({ id: 'c', title: 'Keep caffeine moderate', category: 'nutrition' })]),
      ],
      'GET /api/health/guidelines?category=nutrition&search=coffee': [200, guidelinesAnswer([])],
    });
    renderWithApp(<GuidelinesTab />);
    await screen.findByRole('article', { name: 'Protect yourself from Listeria' });
    await user.click(screen.getByRole('tab', { name: 'Nutrition' }));
    expect(await screen.findByRole('article', { name: 'Keep caffeine moderate' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search nutrition guidelines'), 'coffee');
    expect(await screen.findByText('No guidelines match “coffee”')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual([
      '/api/health/guidelines',
      '/api/health/guidelines?category=nutrition',
      '/api/health/guidelines?category=nutrition&search=coffee',
    ]);
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('article', { name: 'Keep caffeine moderate' })).toBeInTheDocument();
  });

  it('shows a loading skeleton, then an error with a way to try again', async () => {
    let answer: (v: [number, unknown]) => void = () => undefined;
    let attempts = 0;
    serveFetch({
      'GET /api/health/guidelines': () => {
        attempts += 1;
        return attempts === 1 ? new Promise((resolve) => (answer = resolve)) : Promise.resolve([200, ALL]);
      },
    });
    const user = userEvent.setup();
    renderWithApp(<GuidelinesTab />);
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('Loading all guidelines…');
    answer([500, { message: 'down' }]);
    expect(await screen.findByText('We could not load the all guidelines. Please try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Protect yourself from Listeria' })).toBeInTheDocument();
  });

  it('lists the vaccines of pregnancy and the ones that wait, with the immunization guidelines', async () => {
    const user = userEvent.setup();
    serveFetch({
      'GET /api/health/guidelines': [200, ALL],
      'GET /api/health/vaccines': [
        200,
        {
          vaccines: [
            aVaccine(),
            aVaccine({ id: 'mmr', vaccine: 'MMR (measles, mumps, rubella)', pregnancySafe: false, dueWeeks: null }),
          ],
        },
      ],
      'GET /api/health/guidelines?category=immunization': [
        200,
        guidelinesAnswer([
          aGuideline({ id: 'flu', title: 'Get a flu shot during flu season', category: 'immunization' }),
        ]),
      ],
    });
    renderWithApp(<GuidelinesTab />);
    await user.click(screen.getByRole('tab', { name: 'Vaccines' }));
    const tdap = await screen.findByRole('article', { name: /^Tdap/ });
    expect(within(tdap).getByText('Given in pregnancy')).toBeInTheDocument();
    expect(within(tdap).getByText(/weeks 27 through 36/)).toBeInTheDocument();
    const mmr = screen.getByRole('article', { name: /^MMR/ });
    expect(within(mmr).getByText('Not during pregnancy')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Get a flu shot during flu season' })).toBeInTheDocument();
  });

  it('has a week picker that starts at 20 and fetches only weeks 1 to 42', async () => {
    const user = userEvent.setup();
    const calls = serveFetch({
      'GET /api/health/guidelines': [200, ALL],
      'GET /api/health/week/20': [200, aWeek(20)],
      'GET /api/health/week/21': [200, aWeek(21)],
      'GET /api/health/week/4': [200, aWeek(4)],
    });
    renderWithApp(<GuidelinesTab />);
    await user.click(screen.getByRole('tab', { name: 'Weekly' }));
    const input = screen.getByLabelText('Pregnancy week');
    expect(input).toHaveValue(20);
    expect(screen.queryByRole('button', { name: /Back to your week/ })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Week 20' })).toBeInTheDocument();
    expect(screen.getByText('Second trimester')).toBeInTheDocument();
    expect(screen.getByText('Something to know in week 20.')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Influenza (flu shot, inactivated)' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Avoid NSAID pain relievers from 20 weeks' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByRole('heading', { name: 'Week 21' })).toBeInTheDocument();

    for (const bad of ['43', '0', '']) {
      await user.clear(input);
      if (bad) await user.type(input, bad);
      expect(screen.getByText(HEALTH_WEEK_MESSAGE)).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: /^Week / })).not.toBeInTheDocument();
    }
    await user.clear(input);
    await user.type(input, '4');
    expect(await screen.findByRole('heading', { name: 'Week 4' })).toBeInTheDocument();
    expect(screen.getByText('First trimester')).toBeInTheDocument();
    expect(calls.map((c) => c.path).filter((p) => p.startsWith('/api/health/week'))).toEqual([
      '/api/health/week/20',
      '/api/health/week/21',
      '/api/health/week/4',
    ]);
  });

  it('opens the weekly view on her own week from her profile, with a way back to it', async () => {
    const user = userEvent.setup();
    localStorage.setItem('authToken', 'token-1');
    const calls = serveFetch({
      'GET /api/user/profile': [200, testProfile({ pregnancyWeeks: 18 })],
      'GET /api/health/week/18': [200, aWeek(18)],
      'GET /api/health/week/19': [200, aWeek(19)],
    });
    renderWithApp(<SignedIn />, { path: '/education?topic=weekly' });
    expect(await screen.findByRole('heading', { name: 'Week 18' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Weekly' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Pregnancy week')).toHaveValue(18);
    expect(screen.getByText('Your week')).toBeInTheDocument();
    // Its guidelines are summaries too.
    expect(screen.getByRole('button', { name: 'Avoid NSAID pain relievers from 20 weeks' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByRole('heading', { name: 'Week 19' })).toBeInTheDocument();
    expect(screen.queryByText('Your week')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back to your week (18)' }));
    expect(await screen.findByRole('heading', { name: 'Week 18' })).toBeInTheDocument();
    expect(screen.getByLabelText('Pregnancy week')).toHaveValue(18);
    // The guideline list was never asked for: the weekly view opened straight from the address.
    expect(calls.map((c) => c.path)).not.toContain('/api/health/guidelines');
  });
});
