/**
 * The first few lines BLOOM runs, before the page's body is parsed (docs/decisions/008).
 *
 * The build (vite.config.ts, `bootScript`) writes this function into a small same-origin script
 * file (the CSP allows no inline script) that index.html loads ahead of everything else, with the
 * data below filled in. It loads the app's code once the first paint is on screen, and does what
 * nothing else can do as early:
 * - picks which static first paint index.html shows (`data-shell` on <html>): the login card
 *   where the signed-out screen will be the login form, else the loading screen, so the first
 *   paint does not wait for the JavaScript and matches what React draws over it;
 * - with a session token, starts the profile check at once and asks for the signed-in frame's
 *   and this page's code (modulepreload) right after the first paint, instead of after the entry
 *   script has run and the profile check answered;
 * - on the home page, with the texts the app kept at her last visit (home-shell.ts, decision
 *   010), fills the home copy's `data-slot` elements with today's and shows that copy
 *   (`data-shell="home"`) as soon as the page is parsed, so her week paints with the HTML.
 *
 * It must stay self-contained (it is serialised with Function#toString: no imports, no helpers
 * from outside its body) and must never throw: whatever fails, the app's code still loads (the
 * `finally` at the end), and only the head start is lost.
 */
import type { HomeShell } from './home-shell.ts';

export interface BootData {
  /** The app's entry script, then the chunks it imports, from the site root. */
  entry: string[];
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
  /** The localStorage key of the home copy's texts (home-shell.ts). */
  homeKey: string;
  /** Paths of the home page. */
  homePaths: string[];
  /** The localStorage key of the language chosen on this device (lib/i18n/language.ts). */
  languageKey: string;
  /** The loading screen's text in each language besides English (the copies are English). */
  loadingTexts: Record<string, string>;
}

export function boot(data: BootData, win: Window = window): void {
  // Runs `task` once the first paint is on screen (at once in a background tab, which paints nothing).
  const afterPaint = (task: () => void) => {
    if (win.document.visibilityState !== 'hidden' && typeof win.requestAnimationFrame === 'function') {
      win.requestAnimationFrame(() => win.setTimeout(task, 0));
    } else win.setTimeout(task, 0);
  };
  const preload = (file: string) => {
    const link = win.document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    win.document.head.appendChild(link);
  };
  // The app's code, after the first paint, so its download does not hold up the page's HTML, CSS
  // and fonts on a slow network; on the home page after her copy's paint (below).
  const loadApp = () =>
    afterPaint(() => {
      const [entry, ...imports] = data.entry;
      if (!entry) return;
      imports.forEach(preload);
      const script = win.document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = entry;
      win.document.head.appendChild(script);
    });
  let homeLoadsApp = false;
  try {
    const doc = win.document;
    const path = win.location.pathname.replace(/(.)\/+$/, '$1');
    let token: string | null = null;
    let chosen: string | null = null;
    try {
      token = win.localStorage.getItem(data.tokenKey);
      chosen = win.localStorage.getItem(data.languageKey);
    } catch {
      // Storage blocked: signed out, like the app itself decides (token-storage.ts).
    }
    // The language the app will speak (i18n/language.ts's detectLanguage before her profile is
    // known): the device's choice, else the browser's first language BLOOM speaks. The login and
    // home copies are English, so in another language the first paint is the loading screen in
    // that language, and nothing changes language when the app draws.
    const language =
      [chosen]
        .concat(Array.from(win.navigator?.languages ?? [win.navigator?.language]))
        .map((tag) => (tag ?? '').trim().toLowerCase().split(/[-_]/)[0])
        .find((tag) => tag === 'en' || (tag !== undefined && tag in data.loadingTexts)) ?? 'en';
    const english = language === 'en';
    if (!english) {
      doc.documentElement.lang = language;
      const showLoading = () => {
        const loading = doc.querySelector('.boot-loading');
        const text = loading && Array.from(loading.childNodes).find((n) => n.nodeType === 3 && n.nodeValue?.trim());
        if (text) text.nodeValue = data.loadingTexts[language]!;
      };
      if (doc.readyState === 'loading') doc.addEventListener('readystatechange', showLoading, { once: true });
      else showLoading();
    }
    if (token === null) {
      if (english && data.loginPaths.includes(path)) doc.documentElement.setAttribute('data-shell', 'login');
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
    // After the first paint, a few at a time: adding a preload link costs about half a
    // millisecond (a few on a slow phone), so twenty of them in this script held up the first
    // paint, and in one task they would freeze the page (docs/decisions/010).
    const files = data.frame.concat(data.pages[path] ?? []);
    // Settles once every link is in: the app asks for the same code only then, so the bundler's
    // own preloading finds these links and adds none twice (docs/decisions/024).
    let preloaded = () => {};
    win.bloomPreloads = new Promise<void>((resolve) => (preloaded = resolve));
    const preloadSome = () => {
      try {
        files.splice(0, 4).forEach(preload);
      } catch {
        files.length = 0;
      }
      if (files.length > 0) win.setTimeout(preloadSome, 0);
      else preloaded();
    };
    afterPaint(preloadSome);
    const home =
      english && data.homePaths.includes(path)
        ? (JSON.parse(win.localStorage.getItem(data.homeKey) ?? 'null') as HomeShell | null)
        : null;
    if (home) {
      // The copy is shown whole or not at all: every slot's text replaced by today's, or the
      // loading screen stays. It needs the parsed page (this script runs in <head>).
      const showHome = () => {
        try {
          const now = Date.now();
          const today = home.days.find((day) => day.from <= now && now < day.until)?.texts;
          if (!today) return;
          const texts: Record<string, string | undefined> = Object.assign({}, home.slots, today);
          const fills = Array.from(doc.querySelectorAll<HTMLElement>('.boot-home [data-slot]')).map((el) => ({
            node: Array.from(el.childNodes).find((n) => n.nodeType === 3 && n.nodeValue?.trim()),
            text: texts[el.dataset.slot ?? ''],
            part: el.closest('[data-part]'),
          }));
          // A part without her texts today (her baby's card before week 8 reads otherwise) is
          // left out, and the app draws it; any other slot without a text keeps the loading screen.
          const unfilled = fills.filter((f) => typeof f.text !== 'string');
          if (fills.length === 0 || fills.some((f) => !f.node) || unfilled.some((f) => !f.part)) return;
          for (const f of unfilled) f.part!.remove();
          for (const f of fills) if (typeof f.text === 'string') f.node!.nodeValue = f.text;
          doc.documentElement.setAttribute('data-shell', 'home');
        } catch {
          // Texts kept by another version of the app: the loading screen stays.
        } finally {
          loadApp();
        }
      };
      // 'interactive' comes as soon as the page is parsed; DOMContentLoaded would wait for the
      // entry script, which waits for this.
      if (doc.readyState === 'loading') doc.addEventListener('readystatechange', showHome, { once: true });
      else showHome();
      homeLoadsApp = true;
    }
  } catch {
    // Never in the way of the app: the loading screen shows and the code loads as usual.
  } finally {
    try {
      if (!homeLoadsApp) loadApp();
    } catch {
      // A window without a document: nothing to load into.
    }
  }
}

/** The script text the build writes: the function above, called with this build's data. */
export const bootScriptSource = (data: BootData) => `(${boot.toString()})(${JSON.stringify(data)});\n`;
