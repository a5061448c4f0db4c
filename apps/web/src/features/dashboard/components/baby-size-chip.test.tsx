import { babyMeasurements } from '@bloom/pregnancy';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BabySizeChip } from './baby-size-chip.tsx';

describe('BabySizeChip', () => {
  it('compares the baby with a thing that fits her week, with “a” or “an”', () => {
    for (const [week, thing] of [
      [2, 'a poppy seed'],
      [4, 'a poppy seed'],
      [7, 'a blueberry'],
      [12, 'a lime'],
      [16, 'an avocado'],
      [20, 'a banana'],
      [22, 'a papaya'],
      [30, 'a cantaloupe'],
      [40, 'a large pumpkin'],
    ] as const) {
      const { unmount } = render(<BabySizeChip week={week} />);
      // Exactly one match, as getBy… requires; queryAll… lets a miss fail softly with its row named.
      expect.soft(screen.queryAllByText(`Your baby is about the size of ${thing}`), `week ${week}`).toHaveLength(1);
      unmount();
    }
  });

  it('no longer reads cantaloupe beside 27.8 cm (issue 33)', () => {
    expect(babyMeasurements(22)!.lengthCm).toBe(27.8);
    render(<BabySizeChip week={22} />);
    expect(screen.queryByText(/cantaloupe/)).not.toBeInTheDocument();
  });

  it('keeps its drawing out of the accessibility tree, since the text says it all', () => {
    const { container } = render(<BabySizeChip week={10} />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
