import type { StartupConfig } from '@bloom/contract';
import { loadStartupConfig } from './config.ts';
import { i18nReady } from '../i18n/index.ts';
import { checkEnvironment, showEnvironmentNotice } from './environment-check.ts';
import { guardInlineHandlers } from './inline-handler-guard.ts';
import { applyLockdown } from './lockdown.ts';

/**
 * What runs before the app renders (spec §9 "protective client behaviour"): the inline-handler
 * guard, the environment check with its notice, then, without holding up the first paint, the
 * public configuration, which may turn on the optional lockdown and is handed to `onConfig`.
 */
export function startClient(onConfig?: (config: StartupConfig | null) => void): void {
  guardInlineHandlers();
  // In the language on screen: once its catalogue is here (at once for English), or in English if it cannot load.
  const problems = checkEnvironment();
  const show = () => showEnvironmentNotice(problems);
  void i18nReady.then(show, show);
  void loadStartupConfig().then((config) => {
    if (config?.features.clientLockdown) applyLockdown();
    onConfig?.(config);
  });
}
