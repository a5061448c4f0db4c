import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { whenIdle } from '../../lib/boot/when-idle.ts';
import { cn } from './cn.ts';

export interface DeferredProps {
  children: ReactNode;
  /** Classes of the placeholder, chiefly its height (close to the content's), so nothing jumps. */
  className?: string;
  /** The section's anchor (`/#food-safety`), on the placeholder until the section itself is there. */
  id?: string;
}

/**
 * A section below the first screen, rendered once its place comes near the screen (a screen's
 * height ahead) or once the browser is idle after the first screen, whichever is first: the
 * first screen appears without waiting for it (its code, its data and its render), and it is
 * there before anyone scrolls to it. Until then an empty placeholder holds its place.
 * Rendered in a transition, so React splits the work into short slices.
 */
export function Deferred({ children, className, id }: DeferredProps) {
  const [shown, setShown] = useState(false);
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shown) return;
    const show = () => startTransition(() => setShown(true));
    let observer: IntersectionObserver | undefined;
    if (place.current && typeof IntersectionObserver === 'function') {
      observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), {
        rootMargin: '100% 0px',
      });
      observer.observe(place.current);
    }
    const cancelIdle = whenIdle(show);
    return () => {
      observer?.disconnect();
      cancelIdle();
    };
  }, [shown]);
  if (shown) return children;
  return <div ref={place} id={id} className={cn('scroll-mt-20', className)} />;
}
