import { render, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { homeShellOf } from '@/app/home-shell.ts';
import { homePaths, loginPaths } from '@/app/pages.ts';
import { firstPaintMarkup, homeFirstScreen, HomeScreen } from '@/app/prerender/first-paint.tsx';
import { keepOnly, markSlots, stillPicture } from '@/app/prerender/still-picture.ts';
import { LoadingScreen } from '@/app/routes/loading-screen.tsx';
import { LoginForm } from '@/features/accounts/components/login-form.tsx';
import { useAuth } from '@/lib/auth/auth-context.tsx';
import { LANGUAGE_KEY } from '@/lib/i18n/language.ts';
import { testProfile } from '@/testing/profile.ts';
import { renderWithApp, serveFetch } from '@/testing/render.tsx';
import { TOKEN_KEY } from '../token-storage.ts';
import { boot, type BootData } from './boot.ts';
import { PROFILE_PATH } from './early-profile.ts';
import { HOME_KEY, homeShellStorage } from './home-shell.ts';

// index.html's static first paint is what React draws first, drawn at build time by the same
// components (app/prerender, docs/decisions/023); when the two differ, the page changes under
// the visitor's eyes as the app starts (and may shift).

/** An element as comparable text: tag, sorted attributes (less `skip`), children; no whitespace. */
function shape(el: Element, skip: string[] = []): string {
  const attrs = el
    .getAttributeNames()
    .filter((n) => !skip.includes(n))
    .sort()
    .map((n) => {
      const value = el.getAttribute(n) ?? '';
      return n === 'class'
        ? `class="${value
            .split(/\s+/)
            .filter((c) => !c.startsWith('boot-'))
            .join(' ')}"`
        : `${n}="${value}"`;
    });
  const children = Array.from(el.childNodes)
    .map((node) =>
      node.nodeType === node.ELEMENT_NODE
        ? shape(node as Element, skip)
        : (node.textContent ?? '').replace(/\s+/g, ' ').trim(),
    )
    .filter(Boolean);
  return `<${el.tagName.toLowerCase()} ${attrs.join(' ')}>${children.join('')}</>`;
}

/** Attributes only one side has: the copy's slots, and React's ids (each render makes its own). */
const SLOTS = ['data-slot', 'id', 'aria-labelledby'];

const copy = (html: string) => {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
};

/** What the build puts in index.html's #root. */
let markup: string;
beforeAll(async () => {
  markup = await firstPaintMarkup(document);
});

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-shell');
  document.documentElement.lang = 'en';
});

const bootData = (fields: Partial<BootData> = {}): BootData => ({
  entry: [],
  tokenKey: TOKEN_KEY,
  profilePath: PROFILE_PATH,
  loginPaths: loginPaths(),
  frame: [],
  pages: {},
  homeKey: HOME_KEY,
  homePaths: homePaths(),
  languageKey: LANGUAGE_KEY,
  loadingTexts: {},
  ...fields,
});

describe('the still picture of a screen', () => {
  it('shows each control as an aria-hidden span with its look, a chooser with its choice; links keep working', () => {
    const root = copy(
      '<form class="f" action="/x"><label for="e" class="l">Email</label><input id="e" class="i" name="email">' +
        '<select class="s"><option>English</option><option selected="">Español</option></select>' +
        '<button type="submit" class="b" aria-label="Go"><svg></svg>Sign In</button><a href="/help" class="a">Help</a></form>',
    );
    expect(stillPicture(root).innerHTML).toBe(
      '<div class="f"><span class="l" aria-hidden="true">Email</span><span class="i" aria-hidden="true"></span>' +
        '<span class="s" aria-hidden="true">Español</span>' +
        '<span class="b" aria-hidden="true"><svg></svg>Sign In</span><a href="/help" class="a">Help</a></div>',
    );
  });

  it('keeps only the chosen elements, what is inside them and the way to them', () => {
    const root = copy(
      '<div><header>a</header><main><p>x</p><div><section>s</section><p>y</p></div></main><footer/></div>',
    );
    const frame = root.firstElementChild!;
    keepOnly(frame, [frame.querySelector('header')!, frame.querySelector('section')!]);
    expect(frame.outerHTML).toBe('<div><header>a</header><main><div><section>s</section></div></main></div>');
  });

  it('names each slot where its text shows, and refuses a slot whose text shows nowhere', () => {
    const root = copy('<span>AB</span><h1>Hello, Ana!</h1><p><svg></svg>Week 3</p><b>AB</b>');
    markSlots(root, { initials: 'AB', greeting: 'Hello, Ana!', week: 'Week 3' });
    expect(Array.from(root.querySelectorAll('[data-slot]')).map((el) => el.getAttribute('data-slot'))).toEqual([
      'initials',
      'greeting',
      'week',
      'initials',
    ]);
    expect(() => markSlots(root, { day: '· day 2' })).toThrow(/day slot/);
  });
});

describe("index.html's first paint, drawn by the components", () => {
  it('holds the loading screen, the login card and her home page, with no script, handler or inline style', () => {
    const root = copy(markup);
    expect(Array.from(root.children).map((el) => el.classList[0])).toEqual(['boot-loading', 'boot-login', 'boot-home']);
    expect(root.querySelectorAll('script, [onload], [onclick], [style]')).toHaveLength(0);
  });

  it('has nothing to focus or type in before the app is there, and no link hidden from screen readers', () => {
    const root = copy(markup);
    expect(
      root.querySelectorAll('form, button, input, select, textarea, label, [tabindex], [contenteditable]'),
    ).toHaveLength(0);
    expect(root.querySelectorAll('[aria-hidden="true"] a')).toHaveLength(0);
    // The login card's links work before the app does.
    expect(Array.from(root.querySelectorAll('.boot-login a')).map((a) => a.getAttribute('href'))).toEqual([
      '/forgot-password',
      '/signup',
    ]);
  });

  it('has the loading screen React shows first when a session token is stored', () => {
    const { container } = render(<LoadingScreen />);
    expect(shape(copy(markup).querySelector('.boot-loading')!)).toBe(shape(container.firstElementChild!));
  });

  it('has the login card as the app draws it at /login, its form a still picture', () => {
    const { container } = renderWithApp(
      <Routes>
        <Route path="/login" element={<LoginForm />} />
      </Routes>,
      { path: '/login' },
    );
    const real = container.querySelector('main')!;
    const card = copy(markup).querySelector('.boot-login')!;
    expect(shape(card)).toBe(shape(stillPicture(real.cloneNode(true) as Element)));
    // The picture's boxes are as tall as the fields they stand for.
    expect(card.querySelectorAll('span.min-h-11')).toHaveLength(4);
    expect(card.textContent).toContain('Welcome back to BLOOM');
  });

  it("shows the loading screen's text in her language", () => {
    document.body.innerHTML = markup;
    localStorage.setItem(LANGUAGE_KEY, 'es');
    boot(bootData({ loadingTexts: { es: 'Cargando...' } }));
    expect(document.querySelector('.boot-loading')!.textContent).toBe('Cargando...');
    expect(document.documentElement.dataset.shell).toBeUndefined();
  });

  it("has her home page as React draws it first, once the boot script has filled in today's texts", async () => {
    // The texts the app keeps when it draws her home page, and the boot script filling the copy.
    const now = new Date('2026-03-04T10:00:00Z');
    const user = testProfile({}, now);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    const kept = homeShellOf(user, now)!;
    homeShellStorage.save(kept);
    localStorage.setItem(TOKEN_KEY, 'tok');
    window.history.replaceState(null, '', '/');
    document.body.innerHTML = markup;
    serveFetch({
      [`GET ${PROFILE_PATH}`]: [200, user],
      'GET /api/user/usage-status': () => new Promise(() => {}),
      'GET /api/appointments': [200, []],
      'GET /api/parent-sync/connection': [200, []],
      'GET /api/parent-sync/requests': [200, []],
    });
    boot(bootData());
    // Shown only when every slot had a place and got her text.
    expect(document.documentElement.dataset.shell).toBe('home');
    const home = document.querySelector('.boot-home')!;
    const slots = Array.from(home.querySelectorAll('[data-slot]'), (el) => el.getAttribute('data-slot'));
    expect(new Set(slots)).toEqual(new Set([...Object.keys(kept.slots), ...Object.keys(kept.days[0]!.texts)]));
    expect(home.textContent).toContain('Week 18');
    expect(
      home.querySelector(`#${CSS.escape(home.querySelector('section')!.getAttribute('aria-labelledby')!)}`)!
        .textContent,
    ).toBe('Hello, Ana!');

    // What React draws for her in the app: the frame and the home page, before any answer but the profile.
    const { container } = renderWithApp(<SignedInHome />, { path: '/' });
    await within(container).findByRole('heading', { level: 1, name: 'Hello, Ana!' });
    const drawn = stillPicture(homeFirstScreen(container.firstElementChild!.cloneNode(true) as Element));
    expect(shape(home, SLOTS)).toBe(shape(drawn, SLOTS));
  });
});

/** The frame and the home page behind the app's sign-in gate, drawn once the profile is in. */
function SignedInHome() {
  return useAuth().state.status === 'signed-in' ? <HomeScreen /> : null;
}
