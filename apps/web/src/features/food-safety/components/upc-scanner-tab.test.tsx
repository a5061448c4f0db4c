import { formatDateTime12h } from '@bloom/pregnancy';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp, serveFetch } from '@/testing/render.tsx';
import { aUpcResult, recentChecksRoute } from '../testing/fixtures.ts';
import { FoodSafetyCard } from './food-safety-card.tsx';

async function openUpcTab() {
  const user = userEvent.setup();
  renderWithApp(<FoodSafetyCard />);
  await user.click(screen.getByRole('tab', { name: 'UPC Scanner' }));
  return { user, input: screen.getByPlaceholderText('Enter UPC/barcode (8-14 digits)...') };
}

describe('FoodSafetyCard — UPC Scanner', () => {
  it('prompts for a barcode, strips non-digits as typed and enables Look Up from 8 digits', async () => {
    const calls = serveFetch(recentChecksRoute());
    const { user, input } = await openUpcTab();
    expect(screen.getByText('Scan or enter a UPC barcode')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Look Up' });

    await user.type(input, 'a0 36-00b02');
    expect(input).toHaveValue('0360002');
    expect(button).toBeDisabled();
    await user.type(input, '1');
    expect(input).toHaveValue('03600021');
    expect(button).toBeEnabled();
    await user.type(input, '99999999999');
    expect(input).toHaveValue('03600021999999');
    expect(calls.filter((c) => c.path !== '/api/food-safety/recent')).toEqual([]);
  });

  it('shows loading text, then the product, its first 8 ingredients, the assessment and the disclaimer', async () => {
    let answer: (v: [number, unknown]) => void = () => undefined;
    const calls = serveFetch({
      ...recentChecksRoute(),
      'GET /api/upc/lookup/3760091720030': () => new Promise((resolve) => (answer = resolve)),
    });
    const { user, input } = await openUpcTab();
    await user.type(input, '3760091720030');
    await user.click(screen.getByRole('button', { name: 'Look Up' }));
    expect(await screen.findByText('Looking up product information...')).toHaveAttribute('role', 'status');
    answer([200, aUpcResult()]);

    const product = await screen.findByRole('article', { name: 'Camembert de Normandie au lait cru' });
    expect(calls.map((c) => c.path).filter((p) => p !== '/api/food-safety/recent')).toEqual([
      '/api/upc/lookup/3760091720030',
    ]);
    expect(within(product).getByText('Found')).toBeInTheDocument();
    expect(within(product).getByText('Fromagerie du Pré')).toBeInTheDocument();
    expect(within(product).getByText('Soft cheeses')).toBeInTheDocument();
    expect(within(product).getByText('(EAN-13)')).toBeInTheDocument();
    expect(within(product).getAllByRole('listitem')).toHaveLength(8);
    expect(within(product).getByText('+2 more')).toBeInTheDocument();
    expect(within(product).getByText('30 g')).toBeInTheDocument();
    expect(within(product).getByText('89 kcal per serving')).toBeInTheDocument();
    expect(
      within(product).getByText(`Source: Open Food Facts · Updated ${formatDateTime12h('2025-03-06T15:30:00.000Z')}`),
    ).toBeInTheDocument();

    const assessment = screen.getByRole('article', { name: 'Pregnancy Safety Assessment' });
    expect(within(assessment).getByText('Avoid')).toHaveClass('bg-red-100');
    expect(within(assessment).getByText('Raw milk can carry Listeria.')).toBeInTheDocument();
    expect(within(assessment).getByText('Skip foods made from raw milk.')).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel', { name: 'UPC Scanner' });
    expect(within(panel).getByText(/educational purposes only/)).toBeInTheDocument();
  });

  it('says when the product is not found, shows Unknown and the yellow notice', async () => {
    const error =
      'Open Food Facts is unavailable right now, so the product could not be looked up. Please try again later.';
    serveFetch({
      ...recentChecksRoute(),
      'GET /api/upc/lookup/036000291452': [
        200,
        aUpcResult({
          productInfo: {
            ...aUpcResult().productInfo,
            found: false,
            title: null,
            brand: null,
            category: null,
            upc: '036000291452',
            barcodeType: 'UPC-A',
            description: 'Product information could not be loaded right now.',
            ingredients: [],
            nutritionFacts: { servingSize: null, calories: null },
            source: null,
          },
          safetyInfo: {
            status: 'unknown',
            description: 'This product could not be assessed.',
            reason: 'No data.',
            guidelines: [],
          },
          lastUpdated: null,
          error,
        }),
      ],
    });
    const { user, input } = await openUpcTab();
    await user.type(input, '036000291452');
    await user.click(screen.getByRole('button', { name: 'Look Up' }));
    const product = await screen.findByRole('article', { name: 'Product not found' });
    expect(within(product).getByText('Not found')).toBeInTheDocument();
    expect(within(product).queryByText('Calories')).not.toBeInTheDocument();
    expect(screen.getByText(error)).toBeInTheDocument();
    const assessment = screen.getByRole('article', { name: 'Pregnancy Safety Assessment' });
    expect(within(assessment).getByText('Unknown')).toHaveClass('bg-gray-100');
  });

  it('keeps the search result when switching tabs back and forth', async () => {
    serveFetch(recentChecksRoute());
    const { user, input } = await openUpcTab();
    await user.type(input, '12345678');
    await user.click(screen.getByRole('tab', { name: 'Food Search' }));
    await user.click(screen.getByRole('tab', { name: 'UPC Scanner' }));
    expect(screen.getByPlaceholderText('Enter UPC/barcode (8-14 digits)...')).toHaveValue('12345678');
  });
});
