import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, serveFetch } from '@/testing/render.tsx';
import { aZip } from '../testing/fixtures.tsx';
import { ZipCodeField } from './zip-code-field.tsx';

const TWELVE = Array.from({ length: 12 }, (_, i) => aZip(`787${String(i + 1).padStart(2, '0')}`));

function Harness({ onSubmit = () => undefined }: { onSubmit?: () => void }) {
  const [zip, setZip] = useState('');
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <ZipCodeField value={zip} onChange={setZip} />
      <output aria-label="chosen">{zip}</output>
    </form>
  );
}

const box = () => screen.getByRole('combobox', { name: 'ZIP code' });

describe('ZipCodeField', () => {
  it('asks once typing has paused (300 ms), not at each key, and keeps the first 10', async () => {
    const user = userEvent.setup();
    const calls = serveFetch({ 'GET /api/zip-codes/search?query=787': [200, TWELVE] });
    renderWithApp(<Harness />);
    await user.type(box(), '787');
    expect(calls).toHaveLength(0);
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(10);
    expect(options[0]).toHaveTextContent('78701 – Austin, TX');
    expect(calls.map((c) => c.path)).toEqual(['/api/zip-codes/search?query=787']);
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('10 ZIP code suggestions')).toBeInTheDocument();
  });

  it('takes digits only, at most 5', async () => {
    const user = userEvent.setup();
    serveFetch({ 'GET /api/zip-codes/search?query=78704': [200, [aZip('78704')]] });
    renderWithApp(<Harness />);
    await user.type(box(), '7a8-7 0 4 9');
    expect(box()).toHaveValue('78704');
    // The one suggestion is what is typed already, so the list stays closed.
    await waitFor(() => expect(box()).toHaveAttribute('aria-expanded', 'false'));
  });

  it('moves through the suggestions with the arrow keys and takes one with Enter, without submitting', async () => {
    const user = userEvent.setup();
    let submitted = 0;
    serveFetch({ 'GET /api/zip-codes/search?query=787': [200, TWELVE] });
    renderWithApp(<Harness onSubmit={() => submitted++} />);
    await user.type(box(), '787');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: '78702 – Austin, TX' })).toHaveAttribute('aria-selected', 'true');
    expect(box()).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: '78702 – Austin, TX' }).id,
    );
    await user.keyboard('{Enter}');
    expect(box()).toHaveValue('78702');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(submitted).toBe(0);
  });

  it('takes a suggestion on click', async () => {
    const user = userEvent.setup();
    serveFetch({ 'GET /api/zip-codes/search?query=787': [200, TWELVE] });
    renderWithApp(<Harness />);
    await user.type(box(), '787');
    await user.click(await screen.findByRole('option', { name: '78705 – Austin, TX' }));
    expect(screen.getByRole('status', { name: 'chosen' })).toHaveTextContent('78705');
    expect(box()).toHaveFocus();
  });

  it('closes the list with Escape', async () => {
    const user = userEvent.setup();
    serveFetch({ 'GET /api/zip-codes/search?query=787': [200, TWELVE] });
    renderWithApp(<Harness />);
    await user.type(box(), '787');
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('clears the suggestions silently when the look-up fails (spec §8)', async () => {
    const user = userEvent.setup();
    const calls = serveFetch({ 'GET /api/zip-codes/search?query=9': [500, { message: 'down' }] });
    renderWithApp(<Harness />);
    await user.type(box(), '9');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('option')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
