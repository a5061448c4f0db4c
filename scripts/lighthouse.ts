// `npm run lighthouse`: Lighthouse (mobile preset: Moto G power emulation, simulated slow 4G and
// 4× CPU slowdown) on the built app's /login and a signed-in /dashboard, printed against the
// quality bars (shared/quality-bars.md, Web app). Not part of `npm test`.
//
// Each measured run gets a freshly launched Chromium, as the Lighthouse CLI does (chrome-launcher,
// its default flags, a temporary profile, the remote-debugging port): nothing is loaded in that
// browser before Lighthouse opens its tab on the page. The signed-in run's only prior state is
// a profile on disk: Playwright signs the test user in once in a first browser (the app keeps her
// session token in localStorage), draws her home page once (its first-paint texts are kept,
// decision 010), unregisters the service worker, and closes. Its HTTP, code and service-worker
// caches are then deleted, and each signed-in run starts a new Chromium on a copy of the rest.
// /login runs on an empty profile. Every load is cold; a run that took anything of the app from
// a cache is an error (decision 024: a browser shared between runs kept the earlier pages'
// heap, which Lighthouse's instrumentation walked, and served /dashboard from its memory cache).
//
//   npm run build && npm run lighthouse
//   npm run lighthouse -- --runs 3   (each page N times; the run with the median performance score
//   counts and its report is kept: the machines are shared and one run can be off by 10 points)
//   npm run lighthouse -- --url http://127.0.0.1:3000   (an app already running, with ADMIN_EMAIL
//   and ADMIN_PASSWORD of that instance in the environment, to sign the test user up and approve her)
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { ADMIN, seedUser, startBuiltApp, type BuiltApp } from './design/built-app.ts';

const CHROMIUM = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const REPORTS = 'screenshots/lighthouse';

/** The bars (quality-bars.md): performance ≥ 95, accessibility 100, best practices ≥ 95, CLS < 0.05. */
const BARS = { performance: 95, accessibility: 100, bestPractices: 95, cls: 0.05 };

/**
 * The flags the Lighthouse CLI starts Chromium with (chrome-launcher 1.2's DEFAULT_FLAGS, which
 * `lighthouse <url> --chrome-flags=--headless` uses), plus what this machine needs: headless, no
 * sandbox, no GPU.
 */
const CHROMIUM_FLAGS = [
  '--disable-features=Translate,OptimizationHints,MediaRouter,DialMediaRouteProvider,CalculateNativeWinOcclusion,' +
    'InterestFeedContentSuggestions,CertificateTransparencyComponentUpdater,AutofillServerCommunication,' +
    'PrivacySandboxSettings4,RenderDocument',
  '--disable-extensions',
  '--disable-component-extensions-with-background-pages',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-client-side-phishing-detection',
  '--disable-sync',
  '--metrics-recording-only',
  '--disable-default-apps',
  '--mute-audio',
  '--no-default-browser-check',
  '--no-first-run',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-background-timer-throttling',
  '--disable-ipc-flooding-protection',
  '--password-store=basic',
  '--use-mock-keychain',
  '--force-fieldtrials=*BackgroundTracing/default/',
  '--disable-hang-monitor',
  '--disable-prompt-on-repost',
  '--disable-domain-reliability',
  '--propagate-iph-for-testing',
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
];

/** A profile's caches: deleted from the signed-in profile so that every run loads cold. */
const PROFILE_CACHES = ['Cache', 'Code Cache', 'GPUCache', 'Service Worker', 'Shared Dictionary'];

/** Starts Chromium on `userDataDir` with its debugging port, as chrome-launcher does; `stop` ends it. */
async function launchChromium(userDataDir: string): Promise<{ port: number; stop(): Promise<void> }> {
  const child = spawn(
    CHROMIUM,
    [...CHROMIUM_FLAGS, `--user-data-dir=${userDataDir}`, '--remote-debugging-port=0', 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    let err = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${err}`)), 60_000);
    // The port it chose; stderr is read to its end so that Chromium never waits on a full pipe.
    child.stderr!.on('data', (chunk: Buffer) => {
      if (err.length < 100_000) err += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(err);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    void exited.then(() => reject(new Error(`Chromium exited:\n${err}`)));
  });
  return {
    port,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

interface Row {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  failing: string[];
  /** Every run's performance score, in order (one when --runs is 1), with any metric error. */
  allRuns: string[];
}

/** An item of Lighthouse's network-requests audit (times in ms from the first request). */
interface NetworkRequest {
  url: string;
  transferSize: number;
  networkRequestTime?: number;
}

const { values } = parseArgs({ options: { url: { type: 'string' }, runs: { type: 'string', default: '1' } } });
const RUNS = Math.max(1, Number.parseInt(values.runs, 10) || 1);

/**
 * A Chromium profile with the test user signed in and her home page drawn once, without any
 * cache; checks on the way that the app is installable. Returns the profile's folder.
 */
async function signedInProfile(baseUrl: string, token: string): Promise<{ profile: string; installErrors: string[] }> {
  const profile = mkdtempSync(join(tmpdir(), 'bloom-lh-signed-in-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  let installErrors: string[];
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    // Lighthouse 12 dropped its PWA category: Chromium's own installability check instead
    // (decision 020), once the service worker is active.
    await page.goto(new URL('/login', baseUrl).toString());
    await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    installErrors = installabilityErrors.map((e) => e.errorId);
    // She comes back to her home page: the app has drawn it for her before (as it does right
    // after every sign-in) and kept the texts of its first paint (docs/decisions/010).
    await page.evaluate((t) => localStorage.setItem('authToken', t), token);
    await page.goto(new URL('/dashboard', baseUrl).toString());
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForFunction(() => localStorage.getItem('bloomHome') !== null);
    // Cold means without the service worker's copies too (decision 020): a first visit.
    await page.evaluate(`(async () => {
      for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
      for (const key of await caches.keys()) await caches.delete(key);
    })()`);
    await page.goto('about:blank');
  } finally {
    // Closing the browser writes localStorage to the profile on disk.
    await context.close();
  }
  for (const cache of PROFILE_CACHES) rmSync(join(profile, 'Default', cache), { recursive: true, force: true });
  return { profile, installErrors };
}

async function main() {
  if (values.url) {
    ADMIN.email = process.env.ADMIN_EMAIL ?? ADMIN.email;
    ADMIN.password = process.env.ADMIN_PASSWORD ?? ADMIN.password;
  }
  const app: BuiltApp = values.url ? { baseUrl: values.url, stop: async () => undefined } : await startBuiltApp();
  const rows: Row[] = [];
  const loadBefore = loadavg()[0]!;
  let installErrors: string[];
  let profile: string | undefined;
  try {
    const { token } = await seedUser(app.baseUrl);
    ({ profile, installErrors } = await signedInProfile(app.baseUrl, token));
    mkdirSync(REPORTS, { recursive: true });

    for (const target of [
      { name: '/login', path: '/login', signedIn: false },
      { name: '/dashboard (signed in)', path: '/dashboard', signedIn: true },
    ]) {
      const runs: { row: Row; json: string; html: string; trace: string }[] = [];
      for (let run = 0, retries = 0; run < RUNS; run += 1) {
        // A new browser for each run: an empty profile, or a copy of the signed-in one.
        const userDataDir = mkdtempSync(join(tmpdir(), 'bloom-lh-run-'));
        if (target.signedIn) cpSync(profile, userDataDir, { recursive: true, verbatimSymlinks: true });
        const browser = await launchChromium(userDataDir);
        let result: Awaited<ReturnType<typeof lighthouse>>;
        try {
          result = await lighthouse(
            new URL(target.path, app.baseUrl).toString(),
            {
              port: browser.port,
              output: ['json', 'html'],
              logLevel: 'error',
              onlyCategories: ['performance', 'accessibility', 'best-practices'],
              // Keep localStorage (the session) for the signed-in run; a signed-out run starts clean.
              disableStorageReset: target.signedIn,
            },
            undefined,
          );
        } finally {
          await browser.stop();
          rmSync(userDataDir, { recursive: true, force: true });
        }
        // Lighthouse sometimes loses its own trace on a busy machine (NO_NAVSTART, "Please run
        // Lighthouse again"): that run says nothing about the page, so it is run again (twice at
        // most per page); a page that really breaks a metric fails the same way every time.
        const lostTrace = Object.values(result?.lhr.audits ?? {}).some((a) => a.errorMessage?.includes('NO_NAVSTART'));
        if (lostTrace && retries < 2) {
          retries += 1;
          run -= 1;
          process.stderr.write(`${target.path}: Lighthouse lost its trace (NO_NAVSTART), running again\n`);
          continue;
        }
        if (!result) throw new Error(`Lighthouse gave no result for ${target.path}`);
        const { lhr, report } = result;
        const [json, html] = report as string[];
        if (lhr.finalDisplayedUrl && new URL(lhr.finalDisplayedUrl).pathname !== target.path) {
          throw new Error(`${target.path} ended at ${lhr.finalDisplayedUrl}`);
        }
        // A cold load: every file the page asked for before its load event came over the network
        // (transferSize 0 is a cache hit). Later ones may come from the HTTP cache that the service
        // worker, registered once the page is idle, fills with its precache during the run.
        const loadedAt = (lhr.audits.metrics?.details as { items?: { observedLoad?: number }[] })?.items?.[0]
          ?.observedLoad;
        const requests = (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] })?.items ?? [];
        const cached = requests.filter(
          (r) => r.transferSize === 0 && r.url.startsWith(app.baseUrl) && (r.networkRequestTime ?? 0) < (loadedAt ?? 0),
        );
        if (!loadedAt || !requests.length || cached.length) {
          throw new Error(
            `${target.path} was not loaded cold: ${cached.map((r) => r.url).join(', ') || 'no requests'}`,
          );
        }
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const failing = Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
          .filter((a) =>
            ['accessibility', 'best-practices'].some((c) =>
              lhr.categories[c]?.auditRefs.some((r) => r.id === a.id && r.weight > 0),
            ),
          )
          .map((a) => a.id);
        // A metric Lighthouse could not compute scores the whole category 0: say which, and why.
        for (const ref of lhr.categories.performance?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit?.errorMessage) failing.push(`${ref.id}: ${audit.errorMessage}`);
        }
        runs.push({
          json: json!,
          html: html!,
          // The observed (unthrottled) trace, for a look at the main thread's tasks in DevTools.
          trace: JSON.stringify(result.artifacts.Trace),
          row: {
            page: target.name,
            performance: score('performance'),
            accessibility: score('accessibility'),
            bestPractices: score('best-practices'),
            cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
            lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
            tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
            failing,
            allRuns: [],
          },
        });
      }
      // The median run by performance score stands for the page (the only run when RUNS is 1).
      const sorted = [...runs].sort((a, b) => a.row.performance - b.row.performance);
      const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
      median.row.allRuns = runs.map(({ row }) => {
        const errors = row.failing.filter((f) => f.includes(': '));
        return errors.length ? `${row.performance} (${errors.join('; ')})` : String(row.performance);
      });
      const slug = target.path.slice(1);
      writeFileSync(join(REPORTS, `${slug}.json`), median.json);
      writeFileSync(join(REPORTS, `${slug}.html`), median.html);
      writeFileSync(join(REPORTS, `${slug}.trace.json`), median.trace);
      rows.push(median.row);
    }
  } finally {
    if (profile) rmSync(profile, { recursive: true, force: true });
    await app.stop();
  }

  let ok = true;
  const mark = (pass: boolean) => {
    ok &&= pass;
    return pass ? '✓' : '✗';
  };
  const lines = [
    `Lighthouse ${'(mobile)'} against the bars: performance ≥ ${BARS.performance}, accessibility ${BARS.accessibility}, best practices ≥ ${BARS.bestPractices}, CLS < ${BARS.cls}`,
  ];
  for (const r of rows) {
    lines.push(
      `${r.page.padEnd(24)} performance ${r.performance} ${mark(r.performance >= BARS.performance)}` +
        `  accessibility ${r.accessibility} ${mark(r.accessibility >= BARS.accessibility)}` +
        `  best practices ${r.bestPractices} ${mark(r.bestPractices >= BARS.bestPractices)}` +
        `  CLS ${r.cls.toFixed(3)} ${mark(r.cls < BARS.cls)}` +
        `  (LCP ${(r.lcpMs / 1000).toFixed(1)} s, TBT ${Math.round(r.tbtMs)} ms)` +
        (r.allRuns.length > 1 ? `  median of runs ${r.allRuns.join(', ')}` : ''),
    );
    if (r.failing.length) lines.push(`${''.padEnd(24)} failing audits: ${r.failing.join(', ')}`);
  }
  lines.push(
    `${'installable (PWA)'.padEnd(24)} ${mark(installErrors.length === 0)}` +
      (installErrors.length ? `  ${installErrors.join(', ')}` : '  manifest, icons and service worker'),
  );
  lines.push(`Reports: ${REPORTS}/*.html`);
  process.stdout.write(`${lines.join('\n')}\n`);
  // Lighthouse's blocking time is the wall-clock length of the page's tasks: on a busy machine
  // the renderer waits for a core and every task looks longer. Said beside the figures.
  process.stderr.write(
    `load average (1 min) ${loadBefore.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after` +
      (Math.max(loadBefore, loadavg()[0]!) > 1 ? ': the machine was busy, the performance figures read low\n' : '\n'),
  );
  process.exitCode = ok ? 0 : 1;
}

await main();
