// First of all: zod must be jitless before any contract schema is built (see the file), whatever
// order the bundler gives the contract's modules once unused ones are tree-shaken away.
import '@bloom/contract/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { prepareHome } from './app/prepare-home.ts';
import { afterFirstPaint } from './lib/boot/after-first-paint.ts';
import { i18nReady } from './lib/i18n/index.ts';
import { whenIdle } from './lib/boot/when-idle.ts';
import { startServiceWorker } from './lib/pwa/service-worker.ts';
import { createQueryClient } from './lib/query-client.ts';
import { startupConfigQueryKey } from './lib/startup/config.ts';
import { startClient } from './lib/startup/index.ts';
import './styles.css';

const queryClient = createQueryClient();
// The chat streams a model's answers when the server has one (features.llm).
startClient((config) => queryClient.setQueryData(startupConfigQueryKey, config));

// Over the copy of her home page (docs/decisions/010) React draws once it has her profile and
// the page's code: straight from one picture of her home page to the working one.
const homeCopyShown = document.documentElement.dataset.shell === 'home';

// React draws over index.html's static first paint once that is on screen (docs/decisions/008),
// in a transition: React renders the first screen in short slices, keeping the page responsive,
// instead of in one long task (the visitor is looking at the static copy meanwhile).
// (The home page's code is asked for after the first paint too: the bundler's preloading of a
// lazy chunk's imports adds a link per file, which would lengthen this script's own long task.)
void Promise.all([afterFirstPaint(), i18nReady])
  .then(() => (homeCopyShown ? prepareHome(queryClient) : undefined))
  .then(() => {
    const root = createRoot(document.getElementById('root')!);
    startTransition(() =>
      root.render(
        <StrictMode>
          <App queryClient={queryClient} />
        </StrictMode>,
      ),
    );
  });

// The service worker (decision 020) keeps the app's shell for offline use; registered once the
// app is up and the browser idle, in the production build only (the dev server has none).
if (import.meta.env.PROD) {
  whenIdle(() => void startServiceWorker(() => import('virtual:pwa-register').then((m) => m.registerSW)));
}
