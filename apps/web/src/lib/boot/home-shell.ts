/**
 * What the home page's static first paint needs (index.html's `.boot-home`, docs/decisions/010),
 * kept on her device beside the session token and removed with it: the texts of the frame and
 * the greeting hero, the hero's for each of her coming days. The app writes
 * it (app/home-shell.ts) each time it draws the home page; the boot script (boot.ts) fills the
 * copy's `data-slot` elements from it. Plain data and functions, no imports: the build reads
 * HOME_KEY too.
 */
export const HOME_KEY = 'bloomHome';

export interface HomeShell {
  /** Texts that do not change with the day, by slot name (initials, greeting). */
  slots: Record<string, string>;
  /**
   * The hero's texts for each of her coming calendar days, by slot name, with the instants the
   * day begins and ends where she lives (ms since the epoch): the boot script only compares
   * numbers (an Intl time-zone lookup costs more at start-up than the rest of it together).
   */
  days: { from: number; until: number; texts: Record<string, string> }[];
}

export const homeShellStorage = {
  save(shell: HomeShell | null): void {
    try {
      if (shell) localStorage.setItem(HOME_KEY, JSON.stringify(shell));
      else localStorage.removeItem(HOME_KEY);
    } catch {
      // Storage full or blocked: the next visit shows the loading screen instead.
    }
  },
  clear(): void {
    try {
      localStorage.removeItem(HOME_KEY);
    } catch {
      // Nothing was kept where storage is blocked.
    }
  },
};
