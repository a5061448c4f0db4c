import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BabyCard } from './baby-card.tsx';

describe('BabyCard', () => {
  it('shows the size comparison, the drawing and the typical length and weight, worded as averages', () => {
    render(<BabyCard week={20} babyGender="boy" />);
    const card = screen.getByRole('region', { name: 'Your baby this week' });
    expect(card).toHaveTextContent('Your baby is about the size of a banana');
    expect(screen.getByRole('img', { name: 'Illustration of a baby boy at weeks 17 to 20' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Typical length: about 10.1 in (25.6 cm), head to heel');
    expect(card).toHaveTextContent('Typical weight: about 10.6 oz (300 g)');
    expect(card).toHaveTextContent(/Averages vary from baby to baby\. Source: .+, checked November 2026\./);
  });

  it('measures head to bottom before week 20', () => {
    render(<BabyCard week={12} babyGender={null} />);
    expect(screen.getByRole('region')).toHaveTextContent('Typical length: about 2.1 in (5.4 cm), head to bottom');
  });

  it('gives no numbers before week 8, and says why', () => {
    render(<BabyCard week={6} babyGender={null} />);
    const card = screen.getByRole('region');
    expect(card).toHaveTextContent(
      'Still only a few millimetres long. Typical length and weight are charted from week 8.',
    );
    expect(card).not.toHaveTextContent('Source');
  });

  it('says the numbers are the week-40 ones after week 40', () => {
    render(<BabyCard week={41} babyGender={null} />);
    expect(screen.getByRole('region')).toHaveTextContent('Typical weight at 40 weeks: about 7.6 lb (3.5 kg)');
  });
});
