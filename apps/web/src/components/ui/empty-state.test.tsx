import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './button.tsx';
import { EmptyState } from './empty-state.tsx';

describe('EmptyState', () => {
  it('says what is missing, offers one action and keeps its illustration from screen readers', () => {
    const { container } = render(
      <EmptyState
        as="h3"
        illustration="notes"
        title="No symptoms logged yet"
        description="Note how you feel to share it at your next visit."
        action={<Button>Add Symptom</Button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No symptoms logged yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Symptom' })).toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
