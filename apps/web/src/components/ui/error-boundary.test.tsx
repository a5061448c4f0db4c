import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary.tsx';

let broken = true;
function Fragile() {
  if (broken) throw new Error('render failed');
  return <p>card content</p>;
}

describe('ErrorBoundary', () => {
  it('shows a calm message instead of the failed card, leaves siblings alone, and retries', async () => {
    // React reports the caught error on the console; that is expected here.
    vi.mocked(console.error).mockImplementation(() => undefined);
    render(
      <>
        <ErrorBoundary>
          <Fragile />
        </ErrorBoundary>
        <p>other card</p>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Something went wrong showing this section. Your data is safe.',
    );
    expect(screen.getByText('other card')).toBeInTheDocument();
    broken = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('card content')).toBeInTheDocument();
  });
});
