const DEVTOOLS_LETTERS = new Set(['I', 'J', 'C']);

/**
 * The optional "client lockdown" of spec §9, on only with CLIENT_LOCKDOWN=on: the context menu,
 * F12 and Ctrl+Shift+I/J/C (Cmd on a Mac) are blocked and the console is silenced. It protects
 * nothing (the code and every API answer are the user's own to read) and it gets in the way of
 * people who rely on the context menu or keyboard, which is why it is off by default.
 */
export function applyLockdown(win: Window & typeof globalThis = window) {
  win.addEventListener('contextmenu', (event) => event.preventDefault());
  win.addEventListener(
    'keydown',
    (event) => {
      const devtools =
        event.key === 'F12' ||
        ((event.ctrlKey || event.metaKey) && event.shiftKey && DEVTOOLS_LETTERS.has(event.key.toUpperCase()));
      if (devtools) event.preventDefault();
    },
    { capture: true },
  );
  const silent = () => undefined;
  for (const level of ['log', 'info', 'debug', 'warn', 'error', 'trace', 'table', 'dir'] as const) {
    win.console[level] = silent;
  }
}
