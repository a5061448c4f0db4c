import { startTransition, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { whenIdle } from '@/lib/boot/when-idle.ts';
import { cn } from './cn.ts';

export interface DeferredProps {
  children: ReactNode;
  /** Classes of the placeholder, chiefly its height (close to the content's), so nothing jumps. */
  className?: string;
  /** The section's anchor (`/#food-safety`), on the placeholder until the section itself is there. */
  id?: string;
  /** Shown while the section's code or data suspends it (a skeleton of the same height). */
  fallback?: ReactNode;
}

/**
 * Sections take turns: the next one is drawn once the one before is on screen, so each arrives
 * in a commit of its own. Together they made one long task that froze the page for a moment
 * (docs/decisions/010). A section coming near the screen goes to the front of the line.
 */
interface Turn {
  start: () => void;
}
const line: Turn[] = [];
let drawing: Turn | null = null;

function next() {
  if (drawing) return;
  drawing = line.shift() ?? null;
  drawing?.start();
}

function ask(turn: Turn, urgent: boolean) {
  if (drawing === turn) return;
  const waiting = line.indexOf(turn);
  if (waiting >= 0 && !urgent) return;
  if (waiting >= 0) line.splice(waiting, 1);
  if (urgent) line.unshift(turn);
  else line.push(turn);
  next();
}

/** Her turn is over: she is on screen, or gone (unmounted) before that. */
function done(turn: Turn) {
  const waiting = line.indexOf(turn);
  if (waiting >= 0) line.splice(waiting, 1);
  if (drawing !== turn) return;
  drawing = null;
  setTimeout(next, 0);
}

/** Mounts only when the section's content commits (not while its fallback shows). */
function OnScreen({ onScreen }: { onScreen: () => void }) {
  useEffect(onScreen, [onScreen]);
  return null;
}

/**
 * A section below the first screen, rendered once its place comes near the screen (a screen's
 * height ahead) or once the browser is idle after the first screen, whichever is first, and then
 * in its turn: the first screen appears without waiting for it (its code, its data and its
 * render), and it is there before anyone scrolls to it. Until then an empty placeholder holds its
 * place. Rendered in a transition, so React splits the work into short slices.
 */
export function Deferred({ children, className, id, fallback }: DeferredProps) {
  const [shown, setShown] = useState(false);
  const place = useRef<HTMLDivElement>(null);
  const [turn] = useState<Turn>(() => ({ start: () => startTransition(() => setShown(true)) }));
  const [finish] = useState(() => () => done(turn));

  useEffect(() => finish, [finish]);
  useEffect(() => {
    if (shown) return;
    let observer: IntersectionObserver | undefined;
    if (place.current && typeof IntersectionObserver === 'function') {
      observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && ask(turn, true), {
        rootMargin: '100% 0px',
      });
      observer.observe(place.current);
    }
    const cancelIdle = whenIdle(() => ask(turn, false));
    return () => {
      observer?.disconnect();
      cancelIdle();
    };
  }, [shown, turn]);

  // data-deferred: the journeys wait until no section still waits for its turn (layout-shift.e2e.ts).
  if (!shown) return <div ref={place} id={id} data-deferred="waiting" className={cn('scroll-mt-20', className)} />;
  return (
    <Suspense fallback={fallback}>
      {children}
      <OnScreen onScreen={finish} />
    </Suspense>
  );
}
