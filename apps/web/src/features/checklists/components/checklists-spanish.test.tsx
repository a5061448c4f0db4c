import type { Checklist, Checklists } from '@bloom/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAuth } from '@/lib/auth/auth-context.tsx';
import { setLanguage } from '@/lib/i18n/index.ts';
import { testProfile } from '@/testing/profile.ts';
import { renderWithApp, serveFetch } from '@/testing/render.tsx';
import { ChecklistsPage } from './checklists-page.tsx';

const nhs = {
  organization: 'NHS (National Health Service, England)',
  title: 'Pack your bag for labour',
  url: 'https://www.nhs.uk/pregnancy/labour-and-birth/preparing-for-the-birth/pack-your-bag-for-labour/',
  reviewed: '2026-11-23',
};
const notes = { id: 'bag-notes', text: 'Your pregnancy notes', done: true, suggested: true, source: nhs };
const robe = { id: 'bag-robe', text: 'A dressing gown and slippers', done: false, suggested: true, source: nhs };
// Her own item, in her words (Spanish here): never marked as English.
const own = {
  id: '0b6f2d8e-1111-4a5b-9c0d-222233334444',
  text: 'Cargador del teléfono',
  done: false,
  suggested: false,
  source: null,
};

const bag = (items: Checklist['items'], removed: Checklist['removed']): Checklist => ({
  id: 'hospital-bag',
  title: 'Hospital bag',
  intro: { text: 'Have your bag ready at least two weeks before your due date.', source: nhs },
  items,
  removed,
});
const lists = (first: Checklist): Checklists => ({
  lists: [
    first,
    {
      id: 'birth-preferences',
      title: 'Birth preferences',
      intro: { text: 'Your preferences.', source: nhs },
      items: [],
      removed: [],
    },
    {
      id: 'before-baby',
      title: 'Before the baby comes',
      intro: { text: 'Last weeks.', source: nhs },
      items: [],
      removed: [],
    },
  ],
});

function SignedIn() {
  return useAuth().state.status === 'signed-in' ? <ChecklistsPage /> : null;
}

// Her profile says Spanish: signing in keeps it on screen.
function renderIn(initial: Checklists, routes: Parameters<typeof serveFetch>[0] = {}) {
  localStorage.setItem('authToken', 'token-1');
  serveFetch({
    'GET /api/user/profile': [200, testProfile({ pregnancyWeeks: 34, locale: 'es' })],
    'GET /api/checklists': [200, initial],
    ...routes,
  });
  return renderWithApp(<SignedIn />, { path: '/checklists' });
}

// The checklists' texts come from the 'checklists' catalogue (docs/decisions/021-languages.md).
describe('Checklists in Spanish', () => {
  it('names the lists, the buttons and the progress in Spanish; the suggestions stay English, marked so', async () => {
    await setLanguage('es');
    renderIn(lists(bag([notes, robe, own], [{ id: 'bag-cool', text: 'A water spray' }])));
    const region = await screen.findByRole('region', { name: 'Bolsa para el hospital' });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Bolsa para el hospital',
      'Preferencias para el parto',
      'Antes de que llegue tu bebé',
    ]);
    expect(within(region).getByText('Completados: 1 de 3')).toBeInTheDocument();
    // The introduction has no Spanish: it says so, in Spanish, and is marked as English.
    expect(
      within(region).getByText('Este contenido aún no está traducido al español; te lo mostramos en inglés.'),
    ).toBeInTheDocument();
    expect(
      within(region)
        .getByText(/^Have your bag ready/)
        .closest('[lang="en"]'),
    ).not.toBeNull();
    // A suggestion keeps its English (lang="en"); her own item is hers, unmarked.
    expect(within(region).getByText('A dressing gown and slippers', { selector: 'label' })).toHaveAttribute(
      'lang',
      'en',
    );
    expect(within(region).getByText('Cargador del teléfono')).not.toHaveAttribute('lang');
    expect(within(region).getByText('Agregado por ti')).toBeInTheDocument();
    expect(within(region).getAllByText('Fuente: NHS')).toHaveLength(2);
    expect(within(region).getByRole('button', { name: 'Subir «Your pregnancy notes»' })).toBeDisabled();
    expect(within(region).getByRole('button', { name: 'Bajar «Cargador del teléfono»' })).toBeDisabled();
    const remove = within(region).getByRole('button', { name: 'Eliminar «A dressing gown and slippers»' });
    expect(remove).toBeEnabled();
    // The suggestion's English in a button's name is marked as English too.
    expect(remove.querySelector('[lang="en"]')).toHaveTextContent('A dressing gown and slippers');
    expect(within(region).getByRole('textbox', { name: 'Agregar a la bolsa para el hospital' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Agregar' })).toBeInTheDocument();
    // One removed suggestion: the singular.
    expect(within(region).getByText('1 sugerencia eliminada')).toBeInTheDocument();
    expect(screen.queryByText(/Removed suggestions|Your own item|Source: NHS/)).toBeNull();
  });

  it('counts removed suggestions in the plural and announces a move in Spanish', async () => {
    await setLanguage('es');
    const removed = [
      { id: 'bag-cool', text: 'A water spray' },
      { id: 'bag-relax', text: 'Music or a book' },
    ];
    renderIn(lists(bag([notes, robe], removed)), {
      'PATCH /api/checklists/items/bag-notes': [200, lists(bag([robe, notes], removed))],
    });
    const region = await screen.findByRole('region', { name: 'Bolsa para el hospital' });
    expect(within(region).getByText('2 sugerencias eliminadas')).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'Bajar «Your pregnancy notes»' }));
    // The contract's message in Spanish; the item's own words as they are.
    expect(await screen.findByText('Your pregnancy notes: movido a 2 de 2')).toHaveAttribute('aria-live', 'polite');
  });
});
