import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useNavigate, type NavigateFunction } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePageFocus } from './use-page-focus.ts';

let go: NavigateFunction = () => undefined;
let showLateHeading: () => void = () => undefined;

/** A page whose heading comes after its code and data, with a menu button already there. */
function LatePage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    showLateHeading = () => setReady(true);
  }, []);
  return (
    <>
      <button type="button">Account menu</button>
      {ready && <h1>Hello, Maya!</h1>}
    </>
  );
}
let showFoodSafety: () => void = () => undefined;

/** A home page whose food-safety section is a placeholder until it is drawn (as a deferred one is). */
function HomeWithLateSection() {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    showFoodSafety = () => setDrawn(true);
  }, []);
  return (
    <main>
      <h1>Hello, Maya!</h1>
      {drawn ? (
        <section id="food-safety" aria-labelledby="food-safety-heading">
          <h2 id="food-safety-heading">Food Safety Check</h2>
          <input aria-label="Food or ingredient" />
        </section>
      ) : (
        <div id="food-safety" />
      )}
    </main>
  );
}
let arriveSlowPage: () => void = () => undefined;
/** A page whose code is still on its way, as a lazily loaded page's is on a slow phone. */
const SlowPage = lazy(
  () =>
    new Promise<{ default: () => ReactNode }>((resolve) => {
      arriveSlowPage = () => resolve({ default: () => <h1>Health Tracking</h1> });
    }),
);

function Harness() {
  usePageFocus();
  const navigate = useNavigate();
  useEffect(() => {
    go = navigate;
  }, [navigate]);
  return (
    <>
      {/* The frame's More menu, open: it stays on screen across pages, as the app's does. */}
      <div role="menu" aria-label="More">
        <div role="menuitem" tabIndex={-1}>
          Logout
        </div>
      </div>
      <Routes>
        <Route
          path="/"
          element={
            <Suspense fallback={<p>Loading</p>}>
              <h1>Hello, Maya!</h1>
            </Suspense>
          }
        />
        <Route
          path="/slow"
          element={
            <Suspense fallback={<p>Loading</p>}>
              <SlowPage />
            </Suspense>
          }
        />
        <Route path="/late" element={<LatePage />} />
        <Route path="/home" element={<HomeWithLateSection />} />
        <Route
          path="/tracking"
          element={
            <main>
              <h1>Health Tracking</h1>
              <section id="history">History</section>
            </main>
          }
        />
      </Routes>
    </>
  );
}

/** The harness at `path`, with window.scrollTo spied on (jsdom has none). */
function renderAt(path: string) {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  render(
    <MemoryRouter initialEntries={[path]}>
      <Harness />
    </MemoryRouter>,
  );
  return scrollTo;
}

/** Lets the hook's animation-frame wait run. */
const frame = () => act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));

describe('usePageFocus', () => {
  const originalScrollIntoView = Element.prototype.scrollIntoView;
  afterEach(() => {
    Element.prototype.scrollIntoView = originalScrollIntoView;
  });

  it('leaves the first load alone, then opens each page at the top with focus on its h1', async () => {
    const scrollTo = renderAt('/');
    await frame();
    expect(document.activeElement).toBe(document.body);
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => go('/tracking'));
    await frame();
    const heading = screen.getByRole('heading', { name: 'Health Tracking' });
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('scrolls to the anchor of a link like /#food-safety instead of the top', async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const scrollTo = renderAt('/');
    await act(() => go('/tracking#history'));
    await frame();
    expect(scrollTo).not.toHaveBeenCalled();
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('history'));
  });

  it("moves focus to the section's heading after 'Check a food' (/#food-safety), once the section is drawn", async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderAt('/home');
    await frame();
    await act(() => go('/home#food-safety'));
    await frame();
    // The placeholder is scrolled to at once; it has no heading yet.
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('food-safety'));
    expect(document.activeElement).toBe(document.body);
    act(() => showFoodSafety());
    await frame();
    const heading = screen.getByRole('heading', { name: 'Food Safety Check' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(screen.getByRole('region', { name: 'Food Safety Check' }));
  });

  it('leaves focus where she put it while the page was still loading', async () => {
    renderAt('/');
    await act(() => go('/late'));
    await frame();
    const menu = screen.getByRole('button', { name: 'Account menu' });
    act(() => menu.focus());
    act(() => showLateHeading());
    await frame();
    await frame();
    expect(screen.getByRole('heading', { name: 'Hello, Maya!' })).toBeInTheDocument();
    expect(menu).toHaveFocus();
  });

  it("leaves focus in a menu she opened while the old page stayed up for the new one's code", async () => {
    renderAt('/');
    // The router changes pages in a transition: while the new page's code is on its way, the old
    // page stays on screen and she can open a menu; the new page only commits when its code is here.
    await act(() => go('/slow'));
    expect(screen.getByRole('heading', { name: 'Hello, Maya!' })).toBeInTheDocument();
    const logout = screen.getByRole('menuitem', { name: 'Logout' });
    act(() => logout.focus());
    await act(async () => arriveSlowPage());
    await frame();
    await frame();
    expect(screen.getByRole('heading', { name: 'Health Tracking' })).toBeInTheDocument();
    expect(logout).toHaveFocus();
  });

  it('stays put when only the query changes, as a tab does', async () => {
    const scrollTo = renderAt('/tracking');
    await frame();
    await act(() => go('/tracking?tab=moods', { replace: true }));
    await frame();
    expect(scrollTo).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Health Tracking' })).not.toHaveFocus();
  });
});
