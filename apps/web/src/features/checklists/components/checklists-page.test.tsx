import {
  CHECKLIST_ITEM_TEXT_REQUIRED_MESSAGE,
  CHECKLIST_OWN_ITEMS_LIMIT_MESSAGE,
  CHECKLIST_SAVE_FAILED_MESSAGE,
  type Checklist,
  type Checklists,
} from '@bloom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster.tsx';
import { useAuth } from '@/lib/auth/auth-context.tsx';
import { testProfile } from '@/testing/profile.ts';
import { renderWithApp, serveFetch } from '@/testing/render.tsx';
import { ChecklistsPage } from './checklists-page.tsx';

const nhs = {
  organization: 'NHS (National Health Service, England)',
  title: 'Pack your bag for labour',
  url: 'https://www.nhs.uk/pregnancy/labour-and-birth/preparing-for-the-birth/pack-your-bag-for-labour/',
  reviewed: '2026-11-23',
};
const suggestion = (id: string, text: string, done = false) => ({ id, text, done, suggested: true, source: nhs });

const bag = (items: Checklist['items'], removed: Checklist['removed'] = []): Checklist => ({
  id: 'hospital-bag',
  title: 'Hospital bag',
  intro: { text: 'Have your bag ready at least two weeks before your due date.', source: nhs },
  items,
  removed,
});
const others: Checklist[] = [
  {
    id: 'birth-preferences',
    title: 'Birth preferences',
    intro: { text: 'Your birth preferences tell your care team what matters to you.', source: nhs },
    items: [suggestion('pref-where', 'Where you would like to give birth')],
    removed: [],
  },
  {
    id: 'before-baby',
    title: 'Before the baby comes',
    intro: { text: 'Things to do in the last weeks.', source: nhs },
    items: [],
    removed: [],
  },
];
const lists = (first: Checklist): Checklists => ({ lists: [first, ...others] });

const notes = suggestion('bag-notes', 'Your pregnancy notes');
const robe = suggestion('bag-robe', 'A dressing gown and slippers');
const own = {
  id: '0b6f2d8e-1111-4a5b-9c0d-222233334444',
  text: 'Phone charger',
  done: false,
  suggested: false,
  source: null,
};

function SignedIn() {
  return useAuth().state.status === 'signed-in' ? (
    <>
      <ChecklistsPage />
      <Toaster />
    </>
  ) : null;
}

function renderPage(routes: Record<string, [number, unknown]>, initial = lists(bag([notes, robe, own]))) {
  localStorage.setItem('authToken', 'token-1');
  const calls = serveFetch({
    'GET /api/user/profile': [200, testProfile({ pregnancyWeeks: 34 })],
    'GET /api/checklists': [200, initial],
    ...routes,
  });
  return { calls, ...renderWithApp(<SignedIn />, { path: '/checklists' }) };
}

const panel = async () => screen.findByRole('region', { name: 'Hospital bag' });

describe('ChecklistsPage', () => {
  it('shows each list as a tab, her items in order with their sources, and her progress', async () => {
    renderPage({});
    const region = await panel();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Hospital bag',
      'Birth preferences',
      'Before the baby comes',
    ]);
    const items = within(within(region).getByRole('list')).getAllByRole('checkbox');
    expect(items.map((c) => c.closest('li')!.querySelector('label')!.textContent)).toEqual([
      'Your pregnancy notes',
      'A dressing gown and slippers',
      'Phone charger',
    ]);
    expect(within(region).getByText('0 of 3 done')).toBeInTheDocument();
    expect(
      within(region).getAllByRole('link', {
        name: `Source: NHS, ${nhs.organization}, ${nhs.title} (reviewed ${nhs.reviewed})`,
      })[0],
    ).toHaveAttribute('href', nhs.url);
    expect(within(region).getAllByText('Source: NHS')).toHaveLength(2);
    expect(within(region).getByText('Your own item')).toBeInTheDocument();
    // The first item cannot go up, the last cannot go down.
    expect(within(region).getByRole('button', { name: 'Move “Your pregnancy notes” up' })).toBeDisabled();
    expect(within(region).getByRole('button', { name: 'Move “Phone charger” down' })).toBeDisabled();
  });

  it('ticks an item at once and saves it', async () => {
    const { calls } = renderPage({
      'PATCH /api/checklists/items/bag-notes': [200, lists(bag([{ ...notes, done: true }, robe, own]))],
    });
    const region = await panel();
    const box = within(region).getByRole('checkbox', { name: 'Your pregnancy notes' });
    await userEvent.click(box);
    expect(box).toBeChecked();
    await waitFor(() => expect(within(region).getByText('1 of 3 done')).toBeInTheDocument());
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({ done: true });
  });

  it('puts the tick back and says so when it cannot be saved', async () => {
    renderPage({ 'PATCH /api/checklists/items/bag-notes': [500, { message: 'Something went wrong on our side.' }] });
    const region = await panel();
    const box = within(region).getByRole('checkbox', { name: 'Your pregnancy notes' });
    await userEvent.click(box);
    expect(await screen.findByText(CHECKLIST_SAVE_FAILED_MESSAGE)).toBeInTheDocument();
    expect(box).not.toBeChecked();
  });

  it('moves an item down by keyboard, keeps focus on its button and announces the new place', async () => {
    const { calls } = renderPage({
      'PATCH /api/checklists/items/bag-notes': [200, lists(bag([robe, notes, own]))],
    });
    const region = await panel();
    const down = within(region).getByRole('button', { name: 'Move “Your pregnancy notes” down' });
    down.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Your pregnancy notes: moved to 2 of 3')).toHaveAttribute('aria-live', 'polite');
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({ position: 1 });
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(region).getByRole('button', { name: 'Move “Your pregnancy notes” down' }),
      ),
    );
    const labels = within(region)
      .getAllByRole('checkbox')
      .map((c) => c.closest('li')!.querySelector('label')!.textContent);
    expect(labels).toEqual(['A dressing gown and slippers', 'Your pregnancy notes', 'Phone charger']);
  });

  it('moves focus to the other button when the item reaches the top', async () => {
    renderPage({ 'PATCH /api/checklists/items/bag-robe': [200, lists(bag([robe, notes, own]))] });
    const region = await panel();
    await userEvent.click(within(region).getByRole('button', { name: 'Move “A dressing gown and slippers” up' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(region).getByRole('button', { name: 'Move “A dressing gown and slippers” down' }),
      ),
    );
  });

  it('adds an item of her own, checks it first, and shows the server’s limit message', async () => {
    const { calls } = renderPage({
      'POST /api/checklists/hospital-bag/items': [
        201,
        lists(bag([notes, robe, own, { ...own, id: 'new-1', text: 'Snacks' }])),
      ],
    });
    const region = await panel();
    const field = within(region).getByRole('textbox', { name: 'Add to hospital bag' });
    await userEvent.click(within(region).getByRole('button', { name: 'Add' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(CHECKLIST_ITEM_TEXT_REQUIRED_MESSAGE);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.type(field, 'Snacks{Enter}');
    expect(await screen.findByText('Item added: Snacks')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ text: 'Snacks' });
    expect(within(region).getByRole('checkbox', { name: 'Snacks' })).toBeInTheDocument();
    expect(field).toHaveValue('');
  });

  it('shows the server’s message on the field when her list is full', async () => {
    renderPage({
      'POST /api/checklists/hospital-bag/items': [400, { message: CHECKLIST_OWN_ITEMS_LIMIT_MESSAGE }],
    });
    const region = await panel();
    await userEvent.type(within(region).getByRole('textbox', { name: 'Add to hospital bag' }), 'One more{Enter}');
    expect(await within(region).findByRole('alert')).toHaveTextContent(CHECKLIST_OWN_ITEMS_LIMIT_MESSAGE);
  });

  it('removes an item, focuses the one in its place, and puts a removed suggestion back', async () => {
    const { calls } = renderPage({
      'DELETE /api/checklists/items/bag-notes': [200, lists(bag([robe, own], [{ id: 'bag-notes', text: notes.text }]))],
      'PATCH /api/checklists/items/bag-notes': [200, lists(bag([notes, robe, own]))],
    });
    const region = await panel();
    await userEvent.click(within(region).getByRole('button', { name: 'Remove “Your pregnancy notes”' }));
    expect(await screen.findByText('Item removed: Your pregnancy notes')).toBeInTheDocument();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(region).getByRole('checkbox', { name: 'A dressing gown and slippers' }),
      ),
    );
    await userEvent.click(within(region).getByText('Removed suggestions (1)'));
    await userEvent.click(within(region).getByRole('button', { name: 'Put back “Your pregnancy notes”' }));
    await waitFor(() =>
      expect(within(region).getByRole('checkbox', { name: 'Your pregnancy notes' })).toBeInTheDocument(),
    );
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ restore: true }]);
  });

  it('shows the other lists on their tabs', async () => {
    renderPage({});
    await panel();
    await userEvent.click(screen.getByRole('tab', { name: 'Birth preferences' }));
    const region = await screen.findByRole('region', { name: 'Birth preferences' });
    expect(within(region).getByRole('checkbox', { name: 'Where you would like to give birth' })).toBeInTheDocument();
  });
});
