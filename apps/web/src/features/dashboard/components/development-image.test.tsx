import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DevelopmentImage } from './development-image.tsx';

describe('DevelopmentImage', () => {
  it('shows the illustration of the band the week is in', () => {
    for (const [week, weeks] of [
      [2, 'weeks 2 to 4'],
      [4, 'weeks 2 to 4'],
      [5, 'weeks 5 to 8'],
      [9, 'weeks 9 to 12'],
      [13, 'weeks 13 to 16'],
      [17, 'weeks 17 to 20'],
      [20, 'weeks 17 to 20'],
    ] as const) {
      const { unmount } = render(<DevelopmentImage week={week} babyGender={null} />);
      // Exactly one match, as getBy… requires; queryAll… lets a miss fail softly with its row named.
      expect
        .soft(screen.queryAllByRole('img', { name: `Illustration of a baby at ${weeks}` }), `week ${week}`)
        .toHaveLength(1);
      unmount();
    }
  });

  it('shows the general illustration after week 20', () => {
    render(<DevelopmentImage week={31} babyGender={null} />);
    expect(screen.getByRole('img', { name: 'Illustration of a baby at week 31' })).toBeInTheDocument();
  });

  it('draws the girl or boy variant when the baby gender is chosen', () => {
    for (const gender of ['girl', 'boy'] as const) {
      const { unmount } = render(<DevelopmentImage week={18} babyGender={gender} />);
      expect
        .soft(screen.queryAllByRole('img', { name: `Illustration of a baby ${gender} at weeks 17 to 20` }), gender)
        .toHaveLength(1);
      unmount();
    }
  });

  it('draws something different for a girl, a boy and no choice, not just another label', () => {
    const drawings = ([null, 'girl', 'boy'] as const).map((gender) => {
      const { container, unmount } = render(<DevelopmentImage week={10} babyGender={gender} />);
      const svg = container.querySelector('svg')?.innerHTML;
      unmount();
      return svg;
    });
    expect(new Set(drawings).size).toBe(3);
  });

  it('draws each band and the general illustration differently', () => {
    const drawings = [3, 6, 10, 14, 18, 30].map((week) => {
      const { container, unmount } = render(<DevelopmentImage week={week} babyGender={null} />);
      const svg = container.querySelector('svg')?.innerHTML;
      unmount();
      return svg;
    });
    expect(new Set(drawings).size).toBe(6);
  });

  it('loads nothing from elsewhere, in any band or variant', () => {
    for (const week of [3, 6, 10, 14, 18, 30]) {
      for (const gender of [null, 'girl', 'boy'] as const) {
        const { container, unmount } = render(<DevelopmentImage week={week} babyGender={gender} />);
        expect
          .soft(container.querySelector('image, use, [href], [xlink\\:href]'), `week ${week}, ${gender}`)
          .toBeNull();
        unmount();
      }
    }
  });
});
