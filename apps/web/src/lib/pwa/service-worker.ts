/**
 * The service worker (decision 020): it keeps the app's shell and code for offline use, never
 * her data. A new version is downloaded in the background and waits; the app asks her before it
 * takes over (registerType 'prompt'), so a reload never comes in the middle of a form.
 */

/** The part of vite-plugin-pwa's registerSW options used here. */
interface RegisterOptions {
  onNeedRefresh?: () => void;
  onRegisterError?: (error: unknown) => void;
}

/**
 * vite-plugin-pwa's registerSW (`virtual:pwa-register`, which only the build can resolve, so
 * main.tsx hands it in): registers /sw.js and answers the function that activates a waiting version.
 */
export type Registrar = (options: RegisterOptions) => (reloadPage?: boolean) => Promise<void>;

interface UpdateState {
  /** A new version is installed and waits for her go-ahead. */
  ready: boolean;
}

let state: UpdateState = { ready: false };
let activate: (() => Promise<void>) | null = null;
const listeners = new Set<() => void>();

function set(next: UpdateState) {
  state = next;
  for (const listener of listeners) listener();
}

export const updateState = () => state;
export function subscribeToUpdates(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Registers the service worker, where the browser has them; `load` brings the registration code
 * (a chunk of its own, so workbox-window stays out of the login bundle). Failures leave the app
 * as it was, online only.
 */
export async function startServiceWorker(load: () => Promise<Registrar>): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  try {
    const register = await load();
    const update = register({
      onNeedRefresh: () => set({ ready: true }),
      onRegisterError: () => undefined,
    });
    activate = () => update(true);
  } catch {
    // No service worker: BLOOM works as a plain web page.
  }
}

/** She chose Reload: the waiting version takes over and the page reloads into it. */
export async function applyUpdate(): Promise<void> {
  set({ ready: false });
  await activate?.();
}

/** She chose Later: the prompt goes; the new version starts with her next visit. */
export function dismissUpdate() {
  set({ ready: false });
}

/** For tests: back to no registration and no waiting version. */
export function resetServiceWorkerState() {
  activate = null;
  set({ ready: false });
}
