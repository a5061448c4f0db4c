import { fileURLToPath } from 'node:url';
import { JSDOM } from 'jsdom';
import { createServer, type Plugin, type ViteDevServer } from 'vite';

/** Where index.html's #root receives the first paints. */
export const FIRST_PAINT_MARKER = '<!--bloom:first-paint-->';

const PRERENDER_MODULE = fileURLToPath(new URL('../src/app/prerender/first-paint.tsx', import.meta.url));

interface Prerender {
  firstPaintMarkup(doc: Document): Promise<string>;
}

async function markupWith(server: ViteDevServer): Promise<string> {
  const { firstPaintMarkup } = (await server.ssrLoadModule(PRERENDER_MODULE)) as Prerender;
  return firstPaintMarkup(new JSDOM('').window.document);
}

/**
 * index.html's static first paints (docs/decisions/023), drawn by the app's own components
 * (src/app/prerender/first-paint.tsx) in place of FIRST_PAINT_MARKER. The build loads that module
 * through a dev server of its own, made for it and closed after, with this build's config (its
 * alias, defines and plugins); the dev server loads it through itself, so `vite` dev shows the
 * same first paints as the build (the loading screen: it has no boot script to pick another).
 */
export function firstPaint(): Plugin {
  let configFile: string | undefined;
  return {
    name: 'bloom-first-paint',
    configResolved(config) {
      configFile = config.configFile;
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html, ctx) {
        if (!html.includes(FIRST_PAINT_MARKER))
          throw new Error(`bloom-first-paint: no ${FIRST_PAINT_MARKER} in index.html`);
        let markup: string;
        if (ctx.server) markup = await markupWith(ctx.server);
        else {
          const server = await createServer({
            configFile,
            logLevel: 'warn',
            appType: 'custom',
            // Nothing to serve or watch, and no dependencies to pre-bundle: one module to load.
            server: { middlewareMode: true, hmr: false, ws: false, watch: null },
            optimizeDeps: { noDiscovery: true, include: [] },
          });
          try {
            markup = await markupWith(server);
          } finally {
            await server.close();
          }
        }
        return html.replace(FIRST_PAINT_MARKER, markup);
      },
    },
  };
}
