import type { StartupConfig } from '@bloom/contract';
import { loadStartupConfig } from './config.ts';
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
  showEnvironmentNotice(checkEnvironment());
  void loadStartupConfig().then((config) => {
    if (config?.features.clientLockdown) applyLockdown();
    onConfig?.(config);
  });
}
