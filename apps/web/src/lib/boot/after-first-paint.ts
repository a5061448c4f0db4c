/**
 * Resolves once index.html's static first paint has been on screen for a frame (docs/decisions/008),
 * so the app, however early its code arrives (a warm cache, a fast network), draws over a page the
 * visitor has seen instead of racing it. A tab opened in the background paints nothing and runs
 * no animation frames: there it resolves at once.
 */
export function afterFirstPaint(doc: Document = document): Promise<void> {
  return new Promise((resolve) => {
    if (doc.visibilityState === 'hidden') return resolve();
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
  });
}
