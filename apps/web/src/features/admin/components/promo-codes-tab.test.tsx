import {
  PROMO_CODE_CREATED_MESSAGE,
  PROMO_CODE_DISABLED_MESSAGE,
  PROMO_CODE_EXISTS_MESSAGE,
  PROMO_CODE_FORMAT_MESSAGE,
  PROMO_TOKENS_MESSAGE,
} from '@bloom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster.tsx';
import { renderWithApp, serveFetch } from '@/testing/render.tsx';
import { aPromoCode } from '../testing/fixtures.ts';
import { PromoCodesTab } from './promo-codes-tab.tsx';

const LIST = 'GET /api/admin/promo-codes';
const CREATE = 'POST /api/admin/promo-codes';

const table = async () => within(await screen.findByRole('table', { name: 'Promo codes, newest first' }));
const form = () => within(screen.getByRole('form', { name: 'New promo code' }));

describe('PromoCodesTab', () => {
  it("lists each code's uses, expiry and status", async () => {
    const now = Date.now();
    serveFetch({
      [LIST]: [
        200,
        {
          items: [
            aPromoCode({
              code: 'SPRING25',
              redemptions: 12,
              maxRedemptions: 100,
              expiresAt: '2999-03-31T23:59:59.999Z',
            }),
            aPromoCode({ code: 'OPEN', redemptions: 3, maxRedemptions: null }),
            aPromoCode({ code: 'OLD', expiresAt: new Date(now - 86_400_000).toISOString() }),
            aPromoCode({ code: 'STOPPED', disabledAt: '2027-03-02T10:00:00.000Z' }),
          ],
        },
      ],
    });
    renderWithApp(<PromoCodesTab />);
    const row = async (code: string) => (await table()).getByRole('rowheader', { name: code }).closest('tr')!;
    const cells = async (code: string) =>
      within(await row(code))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(await cells('SPRING25')).toEqual(['5', '12 of 100 used', '1', 'Mar 31, 2999', 'Active', 'Disable']);
    expect((await cells('OPEN')).slice(1, 5)).toEqual(['3 used', '1', 'No expiry', 'Active']);
    expect((await cells('OLD')).slice(4)).toEqual(['Expired', '']);
    expect((await cells('STOPPED')).slice(4)).toEqual(['Disabled', '']);
  });

  it("checks the form with the contract's messages before sending anything", async () => {
    const user = userEvent.setup();
    const calls = serveFetch({ [LIST]: [200, { items: [] }] });
    renderWithApp(<PromoCodesTab />);
    await user.type(await screen.findByRole('textbox', { name: 'Code' }), 'spring sale!');
    await user.click(form().getByRole('button', { name: 'Create promo code' }));
    expect(await form().findByText(PROMO_CODE_FORMAT_MESSAGE)).toBeInTheDocument();
    expect(form().getByText(PROMO_TOKENS_MESSAGE)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('upper-cases the code as it is typed', async () => {
    const user = userEvent.setup();
    serveFetch({ [LIST]: [200, { items: [] }] });
    renderWithApp(<PromoCodesTab />);
    const code = await screen.findByRole('textbox', { name: 'Code' });
    await user.type(code, 'summer-1');
    expect(code).toHaveValue('SUMMER-1');
  });

  it('creates a code: the payload has nulls for no limit and no expiry, and the new code appears', async () => {
    const user = userEvent.setup();
    const created = aPromoCode({ code: 'SUMMER', tokens: 3, maxRedemptions: null, perUserLimit: 2, redemptions: 0 });
    let saved = [aPromoCode()];
    const calls = serveFetch({
      [LIST]: async () => [200, { items: saved }],
      [CREATE]: async () => {
        saved = [created, ...saved];
        return [201, { message: PROMO_CODE_CREATED_MESSAGE('SUMMER'), promoCode: created }];
      },
    });
    renderWithApp(
      <>
        <PromoCodesTab />
        <Toaster />
      </>,
    );
    await table();
    await user.type(form().getByRole('textbox', { name: 'Code' }), 'summer');
    await user.type(form().getByRole('spinbutton', { name: 'Tokens' }), '3');
    await user.clear(form().getByRole('spinbutton', { name: 'Uses per person' }));
    await user.type(form().getByRole('spinbutton', { name: 'Uses per person' }), '2');
    await user.click(form().getByRole('button', { name: 'Create promo code' }));

    expect(await screen.findByText('Promo code SUMMER created')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      code: 'SUMMER',
      tokens: 3,
      maxRedemptions: null,
      perUserLimit: 2,
      expires: null,
    });
    expect((await table()).getByRole('rowheader', { name: 'SUMMER' })).toBeInTheDocument();
    await waitFor(() => expect(form().getByRole('textbox', { name: 'Code' })).toHaveValue(''));
  });

  it("shows the server's message when it refuses the code", async () => {
    const user = userEvent.setup();
    serveFetch({
      [LIST]: [200, { items: [aPromoCode()] }],
      [CREATE]: [409, { message: PROMO_CODE_EXISTS_MESSAGE }],
    });
    renderWithApp(<PromoCodesTab />);
    await user.type(await screen.findByRole('textbox', { name: 'Code' }), 'SPRING25');
    await user.type(form().getByRole('spinbutton', { name: 'Tokens' }), '5');
    await user.click(form().getByRole('button', { name: 'Create promo code' }));
    expect(await form().findByRole('alert')).toHaveTextContent(PROMO_CODE_EXISTS_MESSAGE);
  });

  it('disables a code only after the confirmation', async () => {
    const user = userEvent.setup();
    const calls = serveFetch({
      [LIST]: [200, { items: [aPromoCode({ code: 'SPRING25' })] }],
      'POST /api/admin/promo-codes/SPRING25/disable': [200, { message: PROMO_CODE_DISABLED_MESSAGE('SPRING25') }],
    });
    renderWithApp(<PromoCodesTab />);
    await user.click((await table()).getByRole('button', { name: 'Disable SPRING25' }));
    const dialog = screen.getByRole('dialog', { name: 'Disable SPRING25?' });
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/admin/promo-codes/SPRING25/disable',
    ]);
  });
});
