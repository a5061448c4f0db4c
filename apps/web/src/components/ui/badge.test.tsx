import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge, toVerdict, VerdictBadge } from './badge.tsx';

describe('VerdictBadge', () => {
  it.each([
    ['safe', 'Safe', 'bg-green-100'],
    ['caution', 'Caution', 'bg-amber-100'],
    ['avoid', 'Avoid', 'bg-red-100'],
    ['something else', 'Unknown', 'bg-gray-100'],
  ])('shows %s as the word %s with its colour and an icon', (status, word, colour) => {
    render(<VerdictBadge status={status} />);
    const badge = screen.getByText(word);
    expect(badge).toHaveClass(colour);
    expect(badge.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('takes a label of its own and maps any other status to unknown', () => {
    render(<VerdictBadge status="safe" label="Safe (cooked)" />);
    expect(screen.getByText('Safe (cooked)')).toHaveClass('bg-green-100');
    expect(toVerdict('SAFE')).toBe('unknown');
  });

  it('renders a plain badge without an icon for non-safety tones', () => {
    render(<Badge tone="brand">Week 18</Badge>);
    expect(screen.getByText('Week 18').querySelector('svg')).toBeNull();
  });
});
