import { readFileSync } from 'node:fs';
import { render, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { homeShellOf } from '@/app/home-shell.ts';
import AppLayout from '@/app/layout/app-layout.tsx';
import DashboardRoute from '@/app/routes/dashboard.tsx';
import { LoadingScreen } from '@/app/routes/loading-screen.tsx';
import { LoginForm } from '@/features/accounts/components/login-form.tsx';
import { testProfile } from '@/testing/profile.ts';
import { renderWithApp, serveFetch } from '@/testing/render.tsx';
import { useAuth } from '../auth/auth-context.tsx';
import { LANGUAGE_KEY } from '@/lib/i18n/language.ts';
import { TOKEN_KEY } from '../token-storage.ts';
import { boot } from './boot.ts';
import { PROFILE_PATH } from './early-profile.ts';
import { HOME_KEY, homeShellStorage } from './home-shell.ts';
import { homePaths, loginPaths } from '@/app/pages.ts';

// index.html's static first paint copies what React draws first (docs/decisions/008); when the
// two differ, the page changes under the visitor's eyes as the app starts (and may shift).
const html = readFileSync('apps/web/index.html', 'utf8');
const shell = new DOMParser().parseFromString(html, 'text/html');

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

/** Attributes only one side has: the copy's slots, React's ids and React Router's marks. */
const SLOTS = ['data-slot', 'id', 'aria-labelledby', 'data-discover'];

/**
 * React's screen as the copy pictures it: a button is a still picture (an aria-hidden span with
 * its look and content) until the app is there to answer it.
 */
function still(el: Element): Element {
  const picture = el.cloneNode(true) as Element;
  for (const button of picture.querySelectorAll('button')) {
    const span = document.createElement('span');
    span.setAttribute('aria-hidden', 'true');
    span.setAttribute('class', button.getAttribute('class') ?? '');
    span.append(...button.childNodes);
    button.replaceWith(span);
  }
  return picture;
}

/** The frame and the home page behind the app's sign-in gate. */
function SignedIn() {
  return useAuth().state.status === 'signed-in' ? (
    <AppLayout>
      <DashboardRoute />
    </AppLayout>
  ) : null;
}

describe("index.html's first paint", () => {
  it('has the loading screen React shows first when a session token is stored', () => {
    const { container } = render(<LoadingScreen />);
    expect(shape(shell.querySelector('.boot-loading')!)).toBe(shape(container.firstElementChild!));
  });

  it('has the login card, with a still picture of the form, where the signed-out screen is the login form', () => {
    const { container } = renderWithApp(
      <Routes>
        <Route path="/login" element={<LoginForm />} />
      </Routes>,
      { path: '/login' },
    );
    const card = shell.querySelector('main.boot-login')!;
    const real = container.querySelector('main')!;
    // The frame, the wordmark, the heading and the line under it are the same elements.
    expect(shape(card, ['id']).split('<div')[0]).toBe(shape(real).split('<div')[0]);
    const [shellCard, realCard] = [card.firstElementChild!, real.firstElementChild!];
    expect(shellCard.className).toBe(realCard.className);
    for (const i of [0, 1, 2]) expect(shape(shellCard.children[i]!)).toBe(shape(realCard.children[i]!));
    // The form's picture: the same labels, boxes as tall as the fields, the same button; the
    // link under it is a working one.
    const picture = shellCard.children[3]!;
    expect(picture.getAttribute('aria-hidden')).toBe('true');
    expect(Array.from(picture.querySelectorAll('span.block.text-sm')).map((l) => l.textContent)).toEqual(
      Array.from(real.querySelector('form')!.querySelectorAll('label')).map((l) => l.textContent),
    );
    // The language chooser under the form (issue 35), pictured too: its label and a box as tall.
    const chooser = shellCard.children[4]!;
    expect(chooser.getAttribute('aria-hidden')).toBe('true');
    const classes = (el: Element) => el.className.split(/\s+/).sort();
    expect(classes(chooser)).toEqual(classes(realCard.children[4]!));
    expect(chooser.firstElementChild!.textContent).toBe(screen.getByText('Language').textContent);
    expect(chooser.lastElementChild!.classList.contains('min-h-11')).toBe(true);
    for (const label of ['Email', 'Password']) expect(screen.getByLabelText(label)).toHaveClass('min-h-11');
    expect(picture.querySelectorAll('span.min-h-11.border')).toHaveLength(2);
    // The password field's show/hide eye, in its place.
    expect(picture.querySelector('svg path')!.getAttribute('d')).toBe(
      real.querySelector('button[aria-pressed] svg path')!.getAttribute('d'),
    );
    expect(picture.lastElementChild!.textContent).toBe(screen.getByRole('button', { name: 'Sign In' }).textContent);
    // (React Router marks its links for its own use: data-discover.)
    expect(shape(shellCard.lastElementChild!)).toBe(shape(realCard.lastElementChild!, ['data-discover']));
  });

  it("has her home page as React draws it first, once the boot script has filled in today's texts", async () => {
    // The texts the app keeps when it draws her home page, and the boot script filling the copy.
    const user = testProfile({}, new Date('2026-03-04T10:00:00Z'));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-04T10:00:00Z'));
    homeShellStorage.save(homeShellOf(user, new Date()));
    localStorage.setItem(TOKEN_KEY, 'tok');
    window.history.replaceState(null, '', '/');
    const copy = document.createElement('div');
    copy.innerHTML = shell.querySelector('#root')!.innerHTML;
    document.body.append(copy);
    serveFetch({
      [`GET ${PROFILE_PATH}`]: [200, user],
      'GET /api/user/usage-status': () => new Promise(() => {}),
      'GET /api/appointments': [200, []],
      'GET /api/parent-sync/connection': [200, []],
      'GET /api/parent-sync/requests': [200, []],
    });
    boot({
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
    });
    expect(document.documentElement.dataset.shell).toBe('home');
    const home = copy.querySelector('.boot-home')!;

    // What React draws: the frame and the home page, before the usage numbers arrive.
    const { container } = renderWithApp(<SignedIn />, { path: '/' });
    await within(container).findByRole('heading', { level: 1, name: 'Hello, Ana!' });
    const frame = container.firstElementChild!;
    const [topBar, header, main] = ['header.md\\:hidden', 'header.md\\:block', 'main'].map((s) =>
      frame.querySelector(s)!,
    );
    expect(home.className.replace('boot-home ', '')).toBe(frame.className);
    const copyMain = home.querySelector('main')!;
    expect(shape(home.querySelector('header.md\\:hidden')!, SLOTS)).toBe(shape(still(topBar!), SLOTS));
    expect(shape(home.querySelector('header.md\\:block')!, SLOTS)).toBe(shape(still(header!), SLOTS));
    expect(copyMain.className).toBe(main!.className);
    const [copyPage, page] = [copyMain.firstElementChild!, main!.firstElementChild!];
    expect(copyPage.className).toBe(page.className);
    // The greeting hero in the first cell of the overview's grid, first on the page (issue 33: the
    // usage card moved below the first screen; the baby and 'Today' follow once React draws).
    expect(copyPage.children).toHaveLength(1);
    expect(copyPage.children[0]!.className).toBe(page.children[0]!.className);
    expect(copyPage.children[0]!.children).toHaveLength(1);
    expect(shape(copyPage.children[0]!.firstElementChild!, SLOTS)).toBe(
      shape(still(page.children[0]!.firstElementChild!), SLOTS),
    );
    expect(home.textContent).toContain('Week 18');
    copy.remove();
    vi.useRealTimers();
  });

  it('shows neither copy to anyone while hidden, and no script of its own', () => {
    expect(shell.querySelectorAll('#root script, [onload], [onclick], [style]')).toHaveLength(0);
    expect(shell.querySelector('#root')!.children).toHaveLength(3);
  });
});
