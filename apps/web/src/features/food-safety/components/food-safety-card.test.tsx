import { formatDateTime12h } from '@bloom/pregnancy';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp, serveFetch } from '@/testing/render.tsx';
import { aFoodSearchResult, exampleChecks, recentChecksRoute } from '../testing/fixtures.ts';
import { FoodSafetyCard } from './food-safety-card.tsx';

const searchBox = () => screen.getByLabelText('Food or ingredient');
const searchPanel = () => screen.getByRole('tabpanel', { name: 'Food Search' });
const recentChecks = () => screen.getByRole('region', { name: 'Recent Checks' });
const recentItems = () =>
  within(recentChecks())
    .queryAllByRole('listitem')
    .map((li) => li.textContent);
const RECENT = '/api/food-safety/recent';

async function searchFor(term: string) {
  const user = userEvent.setup();
  await user.type(searchBox(), term);
  await user.click(screen.getByRole('button', { name: 'Search' }));
}

describe('FoodSafetyCard — Food Search', () => {
  it('is the #food-safety section with the Food Search tab selected, example checks, tips and links', async () => {
    const calls = serveFetch(recentChecksRoute());
    renderWithApp(<FoodSafetyCard />);
    expect(screen.getByRole('region', { name: 'Food Safety Check' })).toHaveAttribute('id', 'food-safety');
    expect(screen.getByRole('tab', { name: 'Food Search' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'UPC Scanner' })).toHaveAttribute('aria-selected', 'false');

    // A new user's examples are the spec's fixed list, with its words on the badges.
    expect(within(recentChecks()).getByRole('status')).toHaveTextContent('Loading your recent checks...');
    await waitFor(() => expect(recentItems()).toEqual(['SalmonSafe (cooked)', 'Soft CheeseAvoid']));
    expect(within(recentChecks()).getByText(/^Examples\./)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Food Safety Tips' })).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByText('Avoid unpasteurized dairy products and juices.')).toBeInTheDocument();

    const fda = screen.getByRole('link', { name: /FDA Food Recalls/ });
    expect(fda).toHaveAttribute('href', 'https://www.fda.gov/safety/recalls-market-withdrawals-safety-alerts');
    expect(fda).toHaveAttribute('target', '_blank');
    expect(fda).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: /USDA FoodData Central/ })).toHaveAttribute(
      'href',
      'https://fdc.nal.usda.gov/',
    );
    expect(calls.map((c) => c.path)).toEqual([RECENT]);
  });

  it('does not search an empty or whitespace term and says why', async () => {
    const calls = serveFetch(recentChecksRoute());
    renderWithApp(<FoodSafetyCard />);
    await searchFor('   ');
    expect(await screen.findByText('Enter a food or ingredient to check')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual([RECENT]);
  });

  it('shows loading text, then the live badge, safety card, 2 recalls, 2 foods × 4 nutrients and other matches', async () => {
    let answer: (v: [number, unknown]) => void = () => undefined;
    const calls = serveFetch({
      ...recentChecksRoute(),
      'GET /api/food-safety/search/deli%20brie': () => new Promise((resolve) => (answer = resolve)),
    });
    renderWithApp(<FoodSafetyCard />);
    await searchFor('  deli brie ');
    expect(await screen.findByText('Checking USDA and FDA databases...')).toHaveAttribute('role', 'status');
    answer([200, aFoodSearchResult()]);

    expect(await screen.findByText('Live USDA/FDA Data')).toBeInTheDocument();
    expect(calls.map((c) => c.path).filter((p) => p !== RECENT)).toEqual(['/api/food-safety/search/deli%20brie']);
    expect(screen.getByText(`Updated ${formatDateTime12h('2025-03-06T15:30:00.000Z')}`)).toBeInTheDocument();

    const card = screen.getByRole('article', { name: 'Soft Cheese' });
    expect(within(card).getByText('Caution')).toHaveClass('bg-amber-100');
    expect(within(card).getByRole('heading', { name: 'Why' })).toBeInTheDocument();
    expect(within(card).getByText('Soft cheeses can carry Listeria.')).toBeInTheDocument();
    expect(within(card).getAllByRole('listitem')).toHaveLength(2);
    expect(within(card).getByRole('link', { name: /Food and Drug Administration/ })).toHaveAttribute(
      'target',
      '_blank',
    );

    const recalls = screen.getByRole('region', { name: 'FDA Recall Information' });
    expect(within(recalls).getByText('2 active recalls found')).toBeInTheDocument();
    expect(within(recalls).getAllByRole('listitem')).toHaveLength(2);
    expect(within(recalls).getByText(/Reported Mar 5, 2025 · Recall F-0001-2025/)).toBeInTheDocument();

    // Each nutrient is {nutrientName, amount, unitName} (spec §3).
    const nutrition = screen.getByRole('region', { name: 'USDA Nutrition Information' });
    expect(within(nutrition).getByText('Cheese, camembert')).toBeInTheDocument();
    expect(within(nutrition).queryByText('Cheese, feta')).not.toBeInTheDocument();
    expect(within(nutrition).getAllByRole('term')).toHaveLength(8);
    expect(within(nutrition).getAllByText('334 kcal')).toHaveLength(2);
    expect(within(nutrition).getAllByText('20.8 g')).toHaveLength(2);
    expect(within(nutrition).queryByText('Calcium, Ca')).not.toBeInTheDocument();

    const local = screen.getByRole('region', { name: 'Local Database Results' });
    expect(
      within(local)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Raw Milk CheeseAvoidCheese made from raw milk.']);
    expect(within(searchPanel()).getByText(/educational purposes only/)).toHaveTextContent(
      /AI systems can make mistakes.*consult your healthcare provider/,
    );
  });

  it('shows the Local Database badge and the yellow notice when live data failed', async () => {
    const error = "Live USDA data is unavailable right now; showing BLOOM's local database.";
    serveFetch({
      ...recentChecksRoute(),
      'GET /api/food-safety/search/brie': [
        200,
        aFoodSearchResult({ hasRealData: false, lastUpdated: null, recallInfo: null, nutritionData: [], error }),
      ],
    });
    renderWithApp(<FoodSafetyCard />);
    await searchFor('brie');
    expect(await screen.findByText('Local Database')).toBeInTheDocument();
    expect(screen.getByText(error).closest('[role="status"]')).toHaveClass('bg-amber-50');
    expect(screen.queryByText(/^Updated/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'FDA Recall Information' })).not.toBeInTheDocument();
  });

  it('shows the no-result text with suggestions when nothing matched', async () => {
    serveFetch({
      ...recentChecksRoute(),
      'GET /api/food-safety/search/xylophone': [
        200,
        aFoodSearchResult({ safetyInfo: null, localResults: [], nutritionData: [], recallInfo: null }),
      ],
    });
    renderWithApp(<FoodSafetyCard />);
    await searchFor('xylophone');
    expect(await screen.findByText('No results found for "xylophone"')).toBeInTheDocument();
    expect(screen.getByText(/salmon, cheese, or spinach/)).toBeInTheDocument();
  });

  it("shows the server's message when the search is refused", async () => {
    serveFetch({
      ...recentChecksRoute(),
      'GET /api/food-safety/search/egg': [429, { message: 'Servers are too busy. Please try again later.' }],
    });
    renderWithApp(<FoodSafetyCard />);
    await searchFor('egg');
    expect(await screen.findByRole('alert')).toHaveTextContent('Servers are too busy. Please try again later.');
  });
});

describe('FoodSafetyCard — Recent Checks', () => {
  it("lists the user's own checks from the server and refreshes them after each search, with the search's verdict", async () => {
    let checks = exampleChecks();
    const calls = serveFetch({
      'GET /api/food-safety/recent': async () => [200, checks],
      'GET /api/food-safety/search/brie': async () => {
        // The server records the check as it answers.
        checks = {
          examples: false,
          checks: [
            { foodName: 'Soft Cheese', status: 'caution', checkedAt: '2025-03-06T15:31:00.000Z' },
            { foodName: 'xylophone', status: 'unknown', checkedAt: '2025-03-06T15:30:00.000Z' },
          ],
        };
        return [200, aFoodSearchResult()];
      },
    });
    renderWithApp(<FoodSafetyCard />);
    await waitFor(() => expect(recentItems()).toEqual(['SalmonSafe (cooked)', 'Soft CheeseAvoid']));

    await searchFor('brie');
    const card = await screen.findByRole('article', { name: 'Soft Cheese' });
    await waitFor(() => expect(recentItems()).toEqual(['Soft CheeseCaution', 'xylophoneUnknown']));
    // One verdict per food: the list says what the safety card says.
    expect(within(card).getByText('Caution')).toBeInTheDocument();
    expect(within(recentChecks()).queryByText(/^Examples/)).not.toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual([RECENT, '/api/food-safety/search/brie', RECENT]);
  });

  it('asks the server again when the same term is searched again, so it becomes the newest check', async () => {
    const calls = serveFetch({
      ...recentChecksRoute(),
      'GET /api/food-safety/search/brie': [200, aFoodSearchResult()],
    });
    renderWithApp(<FoodSafetyCard />);
    await searchFor('brie');
    await screen.findByRole('article', { name: 'Soft Cheese' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/food-safety/search/brie')).toHaveLength(2));
    expect(await screen.findByRole('article', { name: 'Soft Cheese' })).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.path === RECENT)).toHaveLength(3));
  });

  it('says so when the recent checks cannot be loaded, and the search still works', async () => {
    serveFetch({
      'GET /api/food-safety/recent': [500, { message: 'boom' }],
      'GET /api/food-safety/search/brie': [200, aFoodSearchResult()],
    });
    renderWithApp(<FoodSafetyCard />);
    expect(await within(recentChecks()).findByText('Your recent checks could not be loaded.')).toBeInTheDocument();
    await searchFor('brie');
    expect(await screen.findByRole('article', { name: 'Soft Cheese' })).toBeInTheDocument();
  });
});
