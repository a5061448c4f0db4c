import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { webSrcAlias } from './build/alias.ts';
import { contractSpanish } from './build/contract-spanish.ts';
import { firstPaint } from './build/first-paint.ts';
import { precompress } from './build/precompress.ts';
import { bootScriptSource, type BootData } from './src/lib/boot/boot.ts';
import { FRAME_MODULE, homePaths, loginPaths, PAGES, routeTableOf, signedInPages } from './src/app/pages.ts';
import { PROFILE_PATH } from './src/lib/boot/early-profile.ts';
import { HOME_KEY } from './src/lib/boot/home-shell.ts';
import { common as spanishCommon } from './src/lib/i18n/es/common.ts';
import { LANGUAGE_KEY } from './src/lib/i18n/language.ts';
import { TOKEN_KEY } from './src/lib/token-storage.ts';

const APP_DIR = fileURLToPath(new URL('./src/app/', import.meta.url));
/** index.html's module script, relative to APP_DIR. */
const MAIN_MODULE = '../main.tsx';

/**
 * Writes the boot script (src/lib/boot/boot.ts, docs/decisions/008) with this build's file names
 * and loads it first thing in index.html: a same-origin file, as the CSP allows no inline script.
 * It picks the static first paint, loads the app's code once that is on screen and, with a
 * session token, starts the profile check and preloads the signed-in frame's and the page's
 * chunks (each with the chunks it imports, less the entry's).
 */
function bootScript(): Plugin {
  let fileName: string | undefined;
  return {
    name: 'bloom-boot-script',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
      const closure = (file: string, into = new Set<string>()) => {
        if (into.has(file)) return into;
        into.add(file);
        const chunk = bundle[file];
        if (chunk?.type === 'chunk') for (const dep of chunk.imports) closure(dep, into);
        return into;
      };
      const chunkOf = (module: string) => {
        const id = resolve(APP_DIR, module);
        const chunk = chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id));
        if (!chunk) throw new Error(`bloom-boot-script: no chunk for ${id}`);
        return chunk.fileName;
      };
      // What index.html loads anyway: the entry and the chunks it imports.
      const first = new Set([...closure(chunkOf(MAIN_MODULE))].map((f) => `/${f}`));
      const filesOf = (module: string, besides: string[] = []) =>
        [...closure(chunkOf(module))].map((f) => `/${f}`).filter((f) => !first.has(f) && !besides.includes(f));
      const frame = filesOf(FRAME_MODULE);
      const data: BootData = {
        // The entry first, then the chunks it imports (index.html no longer names them).
        entry: [...first],
        tokenKey: TOKEN_KEY,
        profilePath: PROFILE_PATH,
        loginPaths: loginPaths(),
        frame,
        pages: Object.fromEntries(
          Object.entries(signedInPages()).map(([path, module]) => [path, filesOf(module, frame)]),
        ),
        homeKey: HOME_KEY,
        homePaths: homePaths(),
        languageKey: LANGUAGE_KEY,
        loadingTexts: { es: spanishCommon.loading },
      };
      const source = bootScriptSource(data);
      fileName = `assets/boot-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName, source });
    },
    transformIndexHtml: {
      order: 'post',
      // Before the entry module and the stylesheet, so it runs (and its requests start) at once.
      // The app's own code is loaded by the boot script once the first paint is on screen, so the
      // entry script and the chunks it imports leave index.html (decision 010).
      handler: (html) => {
        if (!fileName) throw new Error('bloom-boot-script: index.html before the bundle');
        const entry = /\s*<script type="module" crossorigin src="\/assets\/[^"]+"><\/script>/;
        const preloads = /\s*<link rel="modulepreload" crossorigin href="\/assets\/[^"]+">/g;
        if (!entry.test(html)) throw new Error('bloom-boot-script: no entry script in index.html');
        return html.replace(entry, `\n    <script src="/${fileName}"></script>`).replace(preloads, '');
      },
    },
  };
}

/**
 * Preload the two brand faces (latin woff2, hashed same-origin assets) from index.html, so the
 * browser fetches them with the page instead of after the CSS is parsed; `font-display: swap`
 * and the metric-matched fallbacks keep first paint unblocked either way. Measured (decision 008):
 * with them the static first paint is usually already in the brand faces, so React's identical
 * copy does not become a later largest paint (/login LCP 2.1–2.2 s with, 2.6–2.8 s without).
 */
function preloadFonts(): Plugin {
  return {
    name: 'bloom-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, ctx) =>
        Object.keys(ctx.bundle ?? {})
          .filter((file) => file.endsWith('.woff2'))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head' as const,
          })),
    },
  };
}

/**
 * The service worker (Workbox, decision 020): it precaches the app's shell and this build's files
 * and answers a navigation offline with the shell. Her data is never cached: /api (and the
 * server's own paths) are left to the network, with no runtime caching at all. A new version
 * waits until she accepts the prompt (registerType 'prompt', lib/pwa/service-worker.ts).
 * The manifest and icons are public/ files of their own (manifest.webmanifest, icons/).
 */
function serviceWorker() {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    manifest: false,
    strategies: 'generateSW',
    filename: 'sw.js',
    workbox: {
      // Everything the shell and its pages need, the barcode reader's WebAssembly included
      // (it reads a code offline; the product lookup then waits for the network).
      globPatterns: ['**/*.{js,css,html,woff2,svg,png,ico,webmanifest,wasm}'],
      globIgnores: ['**/*.br', '**/*.gz', 'sw.js', 'workbox-*.js'],
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      navigateFallback: '/index.html',
      // Never the shell for the API, the server's own endpoints or a file name (robots.txt).
      navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/bloom-endpoints/, /^\/(healthz|readyz)$/, /\/[^/]*\.[^/]+$/],
      runtimeCaching: [],
      cleanupOutdatedCaches: true,
      clientsClaim: false,
      skipWaiting: false,
    },
  });
}

export default defineConfig({
  resolve: { alias: [webSrcAlias] },
  plugins: [
    react(),
    contractSpanish(),
    tailwindcss(),
    firstPaint(),
    bootScript(),
    preloadFonts(),
    precompress(),
    serviceWorker(),
  ],
  // The router's part of the page registry, compiled into the login bundle (src/app/route-table.ts).
  define: { __BLOOM_ROUTES__: JSON.stringify(routeTableOf(PAGES)) },
  build: {
    // The production CSP forbids inline scripts; keep every module an external file.
    modulePreload: { polyfill: false },
    sourcemap: false,
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/readyz': 'http://localhost:3000',
      '/bloom-endpoints': 'http://localhost:3000',
    },
  },
});
