import type { UserProfile } from '@bloom/contract';
import { dueDateIso } from '@bloom/pregnancy';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { LoginForm } from '@/features/accounts/components/login-form.tsx';
import { AuthProvider, StaticAuthProvider } from '@/lib/auth/auth-context.tsx';
import { i18n } from '@/lib/i18n/index.ts';
import { DEFAULT_LANGUAGE } from '@/lib/i18n/language.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { homeShellOf } from '../home-shell.ts';
import AppLayout from '../layout/app-layout.tsx';
import DashboardRoute from '../routes/dashboard.tsx';
import { LoadingScreen } from '../routes/loading-screen.tsx';
import { keepOnly, markSlots, stillPicture } from './still-picture.ts';

/*
 * index.html's static first paints (docs/decisions/008, 010, 023), drawn at build time by the
 * components React draws first (build/first-paint.ts puts them in index.html's #root).
 * The boot script shows one of them by its class: `boot-loading`, `boot-login` or `boot-home`.
 */

/**
 * Whom the home copy is drawn for: texts that are never seen, as the boot script shows the copy
 * only once it has put hers in every slot. Pregnant with a week, a day and days to go, so the
 * hero has every slot; `now` is when it is drawn.
 */
function placeholderProfile(now: Date): UserProfile {
  return {
    id: 'first-paint',
    firstName: 'Bloom',
    lastName: 'Member',
    email: 'member@bloom.invalid',
    phoneNumber: '',
    dateOfBirth: null,
    gender: 'female',
    isPregnant: true,
    pregnancyWeeks: 20,
    dueDate: dueDateIso(20, now, 'UTC'),
    babyGender: null,
    timeZone: 'UTC',
    homeZip: null,
    providerPhone: null,
    isApproved: true,
    isAdmin: false,
    createdAt: now.toISOString(),
    locale: DEFAULT_LANGUAGE,
  };
}

/** The app's providers around `ui`, at `path`, signed in as `user` or signed out. */
function Providers({ path, user, children }: { path: string; user?: UserProfile; children: ReactNode }) {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        {user ? (
          <StaticAuthProvider user={user}>{children}</StaticAuthProvider>
        ) : (
          <AuthProvider>{children}</AuthProvider>
        )}
      </MemoryRouter>
    </QueryClientProvider>
  );
}

/** The signed-in frame around the home page, as the router draws them at `/`. */
export function HomeScreen() {
  return (
    <AppLayout>
      <DashboardRoute />
    </AppLayout>
  );
}

/**
 * The part of the home page's first draw the copy keeps: the frame's top bar and header, the
 * greeting hero and her baby's card (the largest text on a phone's first screen). The card is a
 * part the boot script leaves out where her week draws it otherwise (data-part), and its
 * drawings, which change with the week, are empty boxes of their size until the app draws them.
 * 'Today' depends on data she has not kept on her device; the footer and bottom bar come with the app.
 */
export function homeFirstScreen(frame: Element): Element {
  const hero = frame.querySelector('h1')?.closest('section');
  if (!hero) throw new Error('first paint: no greeting hero on the home page');
  const title = i18n.t('baby.title', { ns: 'dashboard' });
  const baby = Array.from(frame.querySelectorAll('[role="region"]')).find(
    (region) => region.querySelector('h2')?.textContent === title,
  );
  if (!baby) throw new Error('first paint: no baby card on the home page');
  baby.setAttribute('data-part', 'baby');
  for (const drawing of Array.from(baby.querySelectorAll('svg'))) {
    drawing.replaceChildren();
    for (const name of ['role', 'aria-label', 'focusable']) drawing.removeAttribute(name);
    drawing.setAttribute('aria-hidden', 'true');
  }
  return keepOnly(frame, [...Array.from(frame.querySelectorAll(':scope > header')), hero, baby]);
}

/** `ui`'s markup as an element of `doc`. */
function draw(doc: Document, ui: ReactNode): Element {
  const holder = doc.createElement('div');
  holder.innerHTML = renderToStaticMarkup(ui);
  const el = holder.firstElementChild;
  if (!el || holder.children.length !== 1) throw new Error('first paint: a screen must be one element');
  return el;
}

/** `el` with the class the boot script and styles.css know it by, first. */
function named(el: Element, bootClass: string): Element {
  el.setAttribute('class', `${bootClass} ${el.getAttribute('class') ?? ''}`.trim());
  return el;
}

/** The login card as the app draws it at /login, its form a still picture. */
function loginCard(doc: Document): Element {
  const card = draw(
    doc,
    <Providers path="/login">
      <LoginForm />
    </Providers>,
  );
  return stillPicture(card);
}

/**
 * The frame, the greeting hero and the baby card for the placeholder profile, a still picture, whose texts are
 * `data-slot` elements named as the texts the app keeps for her next visit (app/home-shell.ts).
 */
function homeCopy(doc: Document, now: Date): Element {
  const user = placeholderProfile(now);
  const kept = homeShellOf(user, now);
  if (!kept?.days[0]) throw new Error('first paint: the placeholder profile keeps no texts');
  const home = draw(
    doc,
    <Providers path="/" user={user}>
      <HomeScreen />
    </Providers>,
  );
  return markSlots(stillPicture(homeFirstScreen(home)), { ...kept.slots, ...kept.days[0].texts });
}

/**
 * The three first paints, as markup for index.html's #root, drawn with `doc` (the page's own
 * document in a test, a jsdom one at build time): `boot-loading`, the loading screen;
 * `boot-login`, the login card; `boot-home`, her home page's first screen.
 */
export async function firstPaintMarkup(doc: Document): Promise<string> {
  // The copies are English, whatever the building machine's language: the boot script shows the
  // login and home copies to an English visitor only, and puts another language's loading text in.
  await i18n.changeLanguage(DEFAULT_LANGUAGE);
  const paints = [
    named(draw(doc, <LoadingScreen />), 'boot-loading'),
    named(loginCard(doc), 'boot-login'),
    named(homeCopy(doc, new Date()), 'boot-home'),
  ];
  return paints.map((el) => el.outerHTML).join('\n');
}
