import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** How long to wait for a lazily loaded page to render its heading or anchor. */
const WAIT_MS = 3000;

/** What she opens on top of a page: focus inside one of these is never taken away. */
const POPUPS = '[role="menu"], [role="dialog"], [role="alertdialog"], [role="listbox"]';

/** A section's heading: the one that labels it, else its first. */
function sectionHeading(section: HTMLElement): HTMLElement | null {
  const labelledBy = section.getAttribute('aria-labelledby');
  const label = labelledBy ? document.getElementById(labelledBy) : null;
  if (label && /^H[1-6]$/.test(label.tagName)) return label;
  return section.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6');
}

/**
 * On every navigation after the first load: the new page opens at the top and keyboard and
 * screen-reader focus moves to its h1, so it is announced and Tab continues from there.
 * A link to an anchor (/#food-safety) scrolls to that section instead, and focus goes to the
 * section's heading once it is there (a deferred section draws it a moment later). Back and forward
 * leave the scroll to the browser. Not on first load: the browser's own start is kept.
 */
export function usePageFocus() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const anchorId = hash ? decodeURIComponent(hash.slice(1)) : '';
    if (!anchorId && navigationType !== 'POP') window.scrollTo({ top: 0, left: 0, behavior: 'instant' });

    let frame = 0;
    let scrolledTo: HTMLElement | null = null;
    const started = performance.now();
    // While a lazy page loads, she may already have moved on (opened the account menu, say):
    // taking focus back then would close what she opened. The router changes pages in a
    // transition, so the old page can stay up until the new one's code is here and this runs
    // only then: focus in an open menu or dialog is hers, whenever she put it there.
    const focusedBefore = document.activeElement;
    const movedOn = () => {
      const focused = document.activeElement;
      if (focused?.closest(POPUPS)) return true;
      return focused !== focusedBefore && focused !== document.body;
    };
    const settle = () => {
      if (movedOn()) return;
      if (anchorId) {
        const target = document.getElementById(anchorId);
        if (target && target !== scrolledTo) {
          target.scrollIntoView({ block: 'start' });
          scrolledTo = target;
        }
        // Focus follows to the section's heading (once a deferred section has drawn it), so
        // Tab continues there and a screen reader announces it; else it would stay on the body.
        const heading = target ? sectionHeading(target) : null;
        if (target && heading) {
          if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
          heading.focus({ preventScroll: true });
          target.scrollIntoView({ block: 'start' });
          return;
        }
      } else {
        const heading = document.querySelector<HTMLElement>('main h1, h1');
        if (heading) {
          if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
          heading.focus({ preventScroll: true });
          return;
        }
      }
      if (performance.now() - started < WAIT_MS) frame = requestAnimationFrame(settle);
    };
    frame = requestAnimationFrame(settle);
    return () => cancelAnimationFrame(frame);
    // A new page or anchor, not a new navigation type: a tab that only changes `?tab=` (a
    // REPLACE after the first load's POP) must not send her back to the heading.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, hash]);
}
