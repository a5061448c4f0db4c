import { act, render, screen } from '@testing-library/react';
import { use } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Deferred } from './deferred.tsx';

/** An IntersectionObserver stand-in: `enter()` reports every observed element (or those `only` picks) on screen. */
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
  return (only: (target: Element) => boolean = () => true) =>
    act(() => {
      for (const { callback, targets } of observed) {
        callback(
          targets.filter(only).map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
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

  it('draws one section at a time: the next waits until the one before is on screen', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    stubObserver();
    let arrive: () => void = () => undefined;
    const code = new Promise<void>((resolve) => (arrive = resolve));
    function Slow() {
      use(code);
      return <p>tracker</p>;
    }
    render(
      <>
        <Deferred fallback={<p>loading tracker</p>}>
          <Slow />
        </Deferred>
        <Deferred fallback={<p>loading calendar</p>}>
          <p>calendar</p>
        </Deferred>
      </>,
    );
    await act(async () => idle.forEach((task) => task()));
    expect(screen.getByText('loading tracker')).toBeInTheDocument();
    expect(screen.queryByText('calendar')).toBeNull();
    await act(async () => arrive());
    expect(screen.getByText('tracker')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByText('calendar')).toBeInTheDocument());
  });

  it('lets a section coming near the screen go before those waiting for the idle browser', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const enter = stubObserver();
    const codes = new Map<string, () => void>();
    const waitFor = (name: string) => new Promise<void>((resolve) => codes.set(name, resolve));
    const pending = { tracker: waitFor('tracker'), calendar: waitFor('calendar'), food: waitFor('food') };
    function Slow({ name }: { name: keyof typeof pending }) {
      use(pending[name]);
      return <p>{name}</p>;
    }
    render(
      <>
        {(['tracker', 'calendar', 'food'] as const).map((name) => (
          <Deferred key={name} id={name} fallback={<p>loading {name}</p>}>
            <Slow name={name} />
          </Deferred>
        ))}
      </>,
    );
    // The tracker is drawn first; the calendar and the food check wait in that order...
    await act(async () => idle.forEach((task) => task()));
    // ...until the food check comes near the screen: it goes first.
    enter((target) => target.id === 'food');
    await act(async () => codes.get('tracker')!());
    await vi.waitFor(() => expect(screen.getByText('loading food')).toBeInTheDocument());
    expect(screen.queryByText('loading calendar')).toBeNull();
  });

  it('passes the turn on when a section leaves before it is drawn', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    stubObserver();
    function Never(): never {
      throw new Promise(() => undefined);
    }
    const first = render(
      <Deferred>
        <Never />
      </Deferred>,
    );
    render(
      <Deferred>
        <p>sync panel</p>
      </Deferred>,
    );
    await act(async () => idle.forEach((task) => task()));
    expect(screen.queryByText('sync panel')).toBeNull();
    first.unmount();
    await vi.waitFor(() => expect(screen.getByText('sync panel')).toBeInTheDocument());
  });
});
