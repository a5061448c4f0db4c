import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Deferred } from './deferred.tsx';

/** An IntersectionObserver stand-in: `enter()` reports every observed element on screen. */
function stubObserver() {
  const observed: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      targets: Element[] = [];
      constructor(callback: IntersectionObserverCallback) {
        observed.push({ callback, targets: this.targets });
      }
      observe(el: Element) {
        this.targets.push(el);
      }
      disconnect() {
        this.targets.length = 0;
      }
    },
  );
  return () =>
    act(() => {
      for (const { callback, targets } of observed) {
        callback(
          targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
          {} as IntersectionObserver,
        );
      }
    });
}

describe('Deferred', () => {
  it('holds the place (and the anchor) until the section comes near the screen', () => {
    vi.stubGlobal('requestIdleCallback', () => 1);
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const enter = stubObserver();
    const { container } = render(
      <Deferred className="min-h-96" id="food-safety">
        <h2>Food Safety Check</h2>
      </Deferred>,
    );
    expect(screen.queryByRole('heading')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('id', 'food-safety');
    expect(container.firstElementChild).toHaveClass('min-h-96');
    enter();
    expect(screen.getByRole('heading', { name: 'Food Safety Check' })).toBeInTheDocument();
  });

  it('renders once the browser is idle, even off screen', () => {
    let idle: () => void = () => undefined;
    vi.stubGlobal('requestIdleCallback', (task: () => void) => {
      idle = task;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    stubObserver();
    render(
      <Deferred>
        <p>calendar</p>
      </Deferred>,
    );
    expect(screen.queryByText('calendar')).toBeNull();
    act(() => idle());
    expect(screen.getByText('calendar')).toBeInTheDocument();
  });
});
