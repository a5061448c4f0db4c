// First of all: zod must be jitless before any contract schema is built (see the file), whatever
// order the bundler gives the contract's modules once unused ones are tree-shaken away.
import '@bloom/contract/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { afterFirstPaint } from './lib/boot/after-first-paint.ts';
import { startClient } from './lib/startup/index.ts';
import './styles.css';

startClient();

// React draws over index.html's static first paint once that is on screen (docs/decisions/008),
// in a transition: React renders the first screen in short slices, keeping the page responsive,
// instead of in one long task (the visitor is looking at the static copy meanwhile).
void afterFirstPaint().then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
