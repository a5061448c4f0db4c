import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { homePaths, loginPaths } from '@/app/pages.ts';
import { serveFetch } from '@/testing/render.tsx';
import { LANGUAGE_KEY } from '../i18n/language.ts';
import { TOKEN_KEY } from '../token-storage.ts';
import { boot, bootScriptSource, type BootData } from './boot.ts';
import { PROFILE_PATH, takeEarlyProfile } from './early-profile.ts';
import { HOME_KEY, type HomeShell } from './home-shell.ts';

const data: BootData = {
  entry: ['/assets/index-1.js', '/assets/react-1.js'],
  tokenKey: TOKEN_KEY,
  profilePath: PROFILE_PATH,
  loginPaths: loginPaths(),
  frame: ['/assets/app-layout-1.js'],
  pages: { '/dashboard': ['/assets/dashboard-1.js', '/assets/card-1.js'] },
  homeKey: HOME_KEY,
  homePaths: homePaths(),
  languageKey: LANGUAGE_KEY,
  loadingTexts: { es: 'Cargando...' },
};

const preloads = () =>
  Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'))
    .map((l) => l.getAttribute('href'))
    .filter((href) => !data.entry.includes(href ?? ''));
const scripts = () =>
  Array.from(document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]')).map((s) =>
    s.getAttribute('src'),
  );

const profile = { id: 'u1', firstName: 'Maya' };

// The script's work after the first paint runs on timers; they are faked so that each test ends
// with that work done (`settle`), not left to fire after the test's page is torn down.
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] }));
const settle = () => {
  vi.runAllTimers();
  vi.useRealTimers();
};

describe('boot script (docs/decisions/008)', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));
  afterEach(() => {
    settle();
    document.documentElement.removeAttribute('data-shell');
    for (const el of document.head.querySelectorAll('link, script')) el.remove();
    window.bloomEarlyProfile = undefined;
    window.bloomPreloads = undefined;
  });

  it.each(['/login', '/', '/dashboard', '/tracking/', '/admin'])(
    'signed out on %s: the login card is the first paint, and nothing else is fetched',
    (path) => {
      window.history.replaceState(null, '', path);
      const fetch = vi.fn();
      vi.stubGlobal('fetch', fetch);
      boot(data);
      expect(document.documentElement.dataset.shell).toBe('login');
      expect(preloads()).toEqual([]);
      expect(fetch).not.toHaveBeenCalled();
      expect(window.bloomEarlyProfile).toBeUndefined();
    },
  );

  it.each([
    ['signed out', null],
    ['signed in', 'tok'],
  ])(
    "%s: loads the app's code once the first paint is on screen, the chunks it imports alongside",
    async (_, token) => {
      if (token) {
        localStorage.setItem(TOKEN_KEY, token);
        serveFetch({ [`GET ${PROFILE_PATH}`]: [200, profile] });
      }
      boot(data);
      expect(scripts()).toEqual([]);
      await vi.waitFor(() => expect(scripts()).toEqual(['/assets/index-1.js']));
      expect(document.head.querySelector('link[href="/assets/react-1.js"]')).toHaveAttribute('rel', 'modulepreload');
    },
  );

  it.each(['/signup', '/legal/privacy', '/no-such-page'])('signed out on %s: the loading screen', (path) => {
    window.history.replaceState(null, '', path);
    boot(data);
    expect(document.documentElement.hasAttribute('data-shell')).toBe(false);
  });

  it('with a session token: the loading screen, the frame and page code preloaded, the profile asked for', async () => {
    window.history.replaceState(null, '', '/dashboard');
    localStorage.setItem(TOKEN_KEY, 'tok');
    const calls = serveFetch({ [`GET ${PROFILE_PATH}`]: [200, profile] });
    boot(data);
    expect(document.documentElement.hasAttribute('data-shell')).toBe(false);
    // The code is asked for after the first paint, not in the way of it.
    expect(preloads()).toEqual([]);
    await vi.waitFor(() =>
      expect(preloads()).toEqual(['/assets/app-layout-1.js', '/assets/dashboard-1.js', '/assets/card-1.js']),
    );
    expect(calls).toEqual([
      expect.objectContaining({
        path: PROFILE_PATH,
        headers: expect.objectContaining({ authorization: 'Bearer tok' }),
      }),
    ]);
    const response = await takeEarlyProfile('tok');
    expect(await response?.json()).toEqual(profile);
  });

  it('says when its preload links are all in, so the app asks for that code only then (decision 024)', async () => {
    window.history.replaceState(null, '', '/dashboard');
    localStorage.setItem(TOKEN_KEY, 'tok');
    serveFetch({ [`GET ${PROFILE_PATH}`]: [200, profile] });
    const many = { ...data, pages: { '/dashboard': ['a', 'b', 'c', 'd', 'e', 'f'].map((f) => `/assets/${f}-1.js`) } };
    boot(many);
    let settled = false;
    void window.bloomPreloads!.then(() => (settled = true));
    // Four links a task: the first four are not all of them.
    while (preloads().length === 0) vi.advanceTimersToNextTimer();
    expect(preloads()).toHaveLength(4);
    await Promise.resolve();
    expect(settled).toBe(false);
    vi.advanceTimersToNextTimer();
    await window.bloomPreloads;
    expect(settled).toBe(true);
    expect(preloads()).toEqual(['/assets/app-layout-1.js', ...many.pages['/dashboard']]);
  });

  it('a page without code of its own preloads just the frame', async () => {
    window.history.replaceState(null, '', '/legal/terms');
    localStorage.setItem(TOKEN_KEY, 'tok');
    serveFetch({ [`GET ${PROFILE_PATH}`]: [200, profile] });
    boot(data);
    await vi.waitFor(() => expect(preloads()).toEqual(['/assets/app-layout-1.js']));
  });

  it('a failed early request resolves to nothing (the app asks again), and never throws', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok');
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    boot(data);
    expect(await takeEarlyProfile('tok')).toBeNull();
  });

  it('blocked storage counts as signed out, and a broken window never throws', () => {
    window.history.replaceState(null, '', '/login');
    const broken = {
      location: window.location,
      document: window.document,
      get localStorage(): Storage {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Window;
    boot(data, broken);
    expect(document.documentElement.dataset.shell).toBe('login');
    expect(() => boot(data, {} as Window)).not.toThrow();
  });

  it('serialises to a self-contained script that does the same', () => {
    window.history.replaceState(null, '', '/login');
    // The build writes this text to a file; run it the way the browser will.
    new Function(bootScriptSource(data))();
    expect(document.documentElement.dataset.shell).toBe('login');
  });
});

describe('home copy (docs/decisions/010)', () => {
  const DAY_MS = 86_400_000;
  const kept = (days: HomeShell['days']): HomeShell => ({ slots: { greeting: 'Hello, Ana!', initials: 'AR' }, days });
  const today = (texts: Record<string, string>) => ({ from: Date.now() - 1000, until: Date.now() + DAY_MS, texts });
  const copy = () => document.querySelector('.boot-home')!;

  beforeEach(() => {
    // A copy in small: slots with a placeholder text, one after an icon like the badges.
    document.body.innerHTML =
      '<div class="boot-home"><span data-slot="initials">BL</span><h1 data-slot="greeting">Hello!</h1>' +
      '<span data-slot="week">Week</span><span data-slot="trimester"><svg></svg>Trimester</span></div>';
    localStorage.setItem(TOKEN_KEY, 'tok');
    serveFetch({ [`GET ${PROFILE_PATH}`]: [200, profile] });
    window.history.replaceState(null, '', '/');
  });
  afterEach(() => {
    settle();
    document.documentElement.removeAttribute('data-shell');
    document.body.innerHTML = '';
    for (const el of document.head.querySelectorAll('link, script')) el.remove();
    window.bloomEarlyProfile = undefined;
  });

  it.each(homePaths())("on %s, fills every slot with today's texts and shows the copy", (path) => {
    window.history.replaceState(null, '', path);
    localStorage.setItem(HOME_KEY, JSON.stringify(kept([today({ week: 'Week 18', trimester: 'Second trimester' })])));
    boot(data);
    expect(document.documentElement.dataset.shell).toBe('home');
    expect(copy().textContent).toBe('ARHello, Ana!Week 18Second trimester');
    expect(copy().querySelector('svg')).not.toBeNull();
  });

  it("loads the app's code after her copy is shown, or after it could not be", async () => {
    const twoKinds: Record<string, string>[] = [{ week: 'Week 18', trimester: 'x' }, { week: 'Week 18' }];
    for (const texts of twoKinds) {
      for (const el of document.head.querySelectorAll('script')) el.remove();
      localStorage.setItem(HOME_KEY, JSON.stringify(kept([today(texts)])));
      boot(data);
      await vi.waitFor(() =>
        expect(document.head.querySelector('script[type="module"]')).toHaveAttribute('src', '/assets/index-1.js'),
      );
    }
  });

  it('picks the day she is in, by the instants her days begin and end', () => {
    const yesterday = { from: Date.now() - DAY_MS, until: Date.now() - 1, texts: { week: 'Week 17', trimester: 'x' } };
    const tomorrow = { from: Date.now() + 1, until: Date.now() + DAY_MS, texts: { week: 'Week 19', trimester: 'x' } };
    const now = { from: Date.now() - 1, until: Date.now() + 1000, texts: { week: 'Week 18', trimester: 'x' } };
    localStorage.setItem(HOME_KEY, JSON.stringify(kept([yesterday, now, tomorrow])));
    boot(data);
    expect(copy().querySelector('[data-slot="week"]')!.textContent).toBe('Week 18');
  });

  it('without texts for today (she was away longer than they reach), the loading screen', () => {
    const longAgo = { from: Date.now() - 20 * DAY_MS, until: Date.now() - 19 * DAY_MS, texts: { week: 'Week 16' } };
    localStorage.setItem(HOME_KEY, JSON.stringify(kept([{ ...longAgo, texts: { ...longAgo.texts, trimester: 'x' } }])));
    boot(data);
    expect(document.documentElement.hasAttribute('data-shell')).toBe(false);
    expect(copy().textContent).toBe('BLHello!WeekTrimester');
  });

  it('shows the copy whole or not at all: a slot without a text leaves every placeholder as it was', () => {
    localStorage.setItem(HOME_KEY, JSON.stringify(kept([today({ week: 'Week 18' })])));
    boot(data);
    expect(document.documentElement.hasAttribute('data-shell')).toBe(false);
    expect(copy().textContent).toBe('BLHello!WeekTrimester');
  });

  it("fills a part such as her baby's card when she has its texts, and otherwise shows the copy without it", () => {
    const part = '<section data-part="baby"><span data-slot="babySize">Size</span></section>';
    for (const [texts, expected] of [
      [{ week: 'Week 18', trimester: 'x', babySize: 'Your baby is about the size of a sweet potato' }, 1],
      [{ week: 'Week 6', trimester: 'x' }, 0],
    ] as const) {
      copy().insertAdjacentHTML('beforeend', part);
      localStorage.setItem(HOME_KEY, JSON.stringify(kept([today(texts)])));
      boot(data);
      expect(document.documentElement.dataset.shell).toBe('home');
      expect(copy().querySelectorAll('[data-part]')).toHaveLength(expected);
      if (expected) expect(copy().textContent).toContain('sweet potato');
      copy().querySelector('[data-part]')?.remove();
    }
  });

  it('elsewhere, unreadable or without a session: no copy', () => {
    localStorage.setItem(HOME_KEY, JSON.stringify(kept([today({ week: 'Week 18', trimester: 'x' })])));
    window.history.replaceState(null, '', '/tracking');
    boot(data);
    expect(document.documentElement.hasAttribute('data-shell')).toBe(false);
    window.history.replaceState(null, '', '/');
    localStorage.setItem(HOME_KEY, '{"days":"not a list"');
    boot(data);
    expect(document.documentElement.hasAttribute('data-shell')).toBe(false);
    localStorage.removeItem(TOKEN_KEY);
    localStorage.setItem(HOME_KEY, JSON.stringify(kept([today({ week: 'Week 18', trimester: 'x' })])));
    boot(data);
    expect(document.documentElement.dataset.shell).toBe('login');
  });
});

describe('first paint in the language the app will speak (docs/decisions/021)', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div class="boot-loading"><svg></svg>Loading...</div><div class="boot-home"></div>';
    window.history.replaceState(null, '', '/login');
  });
  afterEach(() => {
    settle();
    vi.unstubAllGlobals();
    localStorage.removeItem(LANGUAGE_KEY);
    document.documentElement.removeAttribute('data-shell');
    document.documentElement.lang = 'en';
    document.body.innerHTML = '';
    for (const el of document.head.querySelectorAll('link, script')) el.remove();
  });
  const loadingText = () => document.querySelector('.boot-loading')!.textContent;

  it('Spanish chosen on this device: the loading screen in Spanish, lang="es", not the English login card', () => {
    localStorage.setItem(LANGUAGE_KEY, 'es');
    boot(data);
    expect(document.documentElement.lang).toBe('es');
    expect(document.documentElement.hasAttribute('data-shell')).toBe(false);
    expect(loadingText()).toBe('Cargando...');
  });

  it("a Spanish browser with no choice stored is read the same way; the device's choice wins over it", () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['fr-FR', 'es-MX', 'en'] });
    boot(data);
    expect(document.documentElement.lang).toBe('es');
    expect(loadingText()).toBe('Cargando...');
    localStorage.setItem(LANGUAGE_KEY, 'en');
    document.documentElement.lang = 'en';
    boot(data);
    expect(document.documentElement.dataset.shell).toBe('login');
  });

  it('signed in with her home texts kept, in Spanish: no English home copy', () => {
    localStorage.setItem(LANGUAGE_KEY, 'es');
    localStorage.setItem(TOKEN_KEY, 'tok');
    serveFetch({ [`GET ${PROFILE_PATH}`]: [200, profile] });
    const day = { from: Date.now() - 1000, until: Date.now() + 86_400_000, texts: {} };
    localStorage.setItem(HOME_KEY, JSON.stringify({ slots: {}, days: [day] }));
    window.history.replaceState(null, '', '/');
    boot(data);
    expect(document.documentElement.hasAttribute('data-shell')).toBe(false);
    expect(loadingText()).toBe('Cargando...');
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(HOME_KEY);
    window.bloomEarlyProfile = undefined;
  });
});

describe('early profile hand-over', () => {
  afterEach(() => {
    settle();
    window.bloomEarlyProfile = undefined;
  });

  it('is used once, and only with the token it was asked with', async () => {
    const response = new Response('{}');
    window.bloomEarlyProfile = { token: 'a', response: Promise.resolve(response) };
    expect(await takeEarlyProfile('b')).toBeNull();
    window.bloomEarlyProfile = { token: 'a', response: Promise.resolve(response) };
    expect(await takeEarlyProfile(null)).toBeNull();
    window.bloomEarlyProfile = { token: 'a', response: Promise.resolve(response) };
    expect(await takeEarlyProfile('a')).toBe(response);
    expect(await takeEarlyProfile('a')).toBeNull();
  });
});
