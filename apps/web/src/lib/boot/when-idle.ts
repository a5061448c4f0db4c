/**
 * Runs `task` once the browser has nothing more urgent to do (after the first screen is up), at
 * the latest after `timeoutMs`; returns a cancel function, so it fits a useEffect's cleanup.
 */
export function whenIdle(task: () => void, timeoutMs = 4000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, Math.min(timeoutMs, 2000));
  return () => window.clearTimeout(id);
}
