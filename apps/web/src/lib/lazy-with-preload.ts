import { createElement, lazy, useState, type ComponentType } from 'react';

/**
 * React.lazy with a `preload()` that fetches the code ahead of rendering; once preloaded, the
 * component renders at once instead of suspending for a turn (React.lazy always does, even when
 * the module is in hand), so no Suspense fallback flashes over a screen that is already drawn
 * (main.tsx on the home page, docs/decisions/010).
 */
export function lazyWithPreload<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  function WithPreload(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component later
    // would remount the page and lose what she typed.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return Object.assign(WithPreload, { preload });
}
