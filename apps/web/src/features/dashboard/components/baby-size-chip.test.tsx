import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BabySizeChip } from './baby-size-chip.tsx';

describe('BabySizeChip', () => {
  it('compares the baby with the fruit of her week’s band, with “a” or “an”', () => {
    for (const [week, thing] of [
      [2, 'a poppy seed'],
      [4, 'a poppy seed'],
      [5, 'a blueberry'],
      [8, 'a blueberry'],
      [9, 'a lime'],
      [12, 'a lime'],
      [13, 'an avocado'],
      [16, 'an avocado'],
      [17, 'a banana'],
      [20, 'a banana'],
      [21, 'a cantaloupe'],
      [40, 'a cantaloupe'],
    ] as const) {
      const { unmount } = render(<BabySizeChip week={week} />);
      // Exactly one match, as getBy… requires; queryAll… lets a miss fail softly with its row named.
      expect.soft(screen.queryAllByText(`Your baby is about the size of ${thing}`), `week ${week}`).toHaveLength(1);
      unmount();
    }
  });

  it('keeps its drawing out of the accessibility tree, since the text says it all', () => {
    const { container } = render(<BabySizeChip week={10} />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
