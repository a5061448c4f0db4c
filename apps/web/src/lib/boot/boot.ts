/**
 * The first few lines BLOOM runs, before the page's body is parsed (docs/decisions/008).
 *
 * The build (vite.config.ts, `bootScript`) writes this function into a small same-origin script
 * file (the CSP allows no inline script) that index.html loads ahead of everything else, with the
 * data below filled in. It does two things nothing else can do as early:
 * - picks which static first paint index.html shows (`data-shell` on <html>): the login card
 *   where the signed-out screen will be the login form, else the loading screen, so the first
 *   paint does not wait for the JavaScript and matches what React draws over it;
 * - with a session token, asks for the signed-in frame's and this page's code at once
 *   (modulepreload), instead of after the entry script has run and the profile check started.
 *
 * It must stay self-contained (it is serialised with Function#toString: no imports, no helpers
 * from outside its body) and must never throw: a failure only loses the head start.
 */
export interface BootData {
  /** The localStorage key of the session token (lib/token-storage.ts). */
  tokenKey: string;
  /** The profile check's path (early-profile.ts). */
  profilePath: string;
  /** Paths whose signed-out screen is the login form. */
  loginPaths: string[];
  /** Files of the signed-in frame (app-layout and the chunks it imports), from the site root. */
  frame: string[];
  /** Files of each signed-in page and the chunks it imports, by path. */
  pages: Record<string, string[]>;
}

export function boot(data: BootData, win: Window = window): void {
  try {
    const doc = win.document;
    const path = win.location.pathname.replace(/(.)\/+$/, '$1');
    let token: string | null = null;
    try {
      token = win.localStorage.getItem(data.tokenKey);
    } catch {
      // Storage blocked: signed out, like the app itself decides (token-storage.ts).
    }
    if (token === null) {
      if (data.loginPaths.includes(path)) doc.documentElement.setAttribute('data-shell', 'login');
      return;
    }
    // The same request apiRequest would send; a failure only means the app asks again.
    const response = win
      .fetch(data.profilePath, {
        headers: { accept: 'application/json', authorization: `Bearer ${token}` },
        credentials: 'include',
      })
      .catch(() => null);
    win.bloomEarlyProfile = { token, response };
    const files = data.frame.concat(data.pages[path] ?? []);
    for (const file of files) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.href = file;
      doc.head.appendChild(link);
    }
  } catch {
    // Never in the way of the app: the loading screen shows and the code loads as usual.
  }
}

/** The script text the build writes: the function above, called with this build's data. */
export const bootScriptSource = (data: BootData) => `(${boot.toString()})(${JSON.stringify(data)});\n`;
