import {
  CONFIG_LOAD_FAILED_MESSAGE,
  STARTUP_CONFIG_PATH,
  startupConfigSchema,
  type StartupConfig,
} from '@bloom/contract';

/**
 * Where the app keeps what loadStartupConfig read (main.tsx puts it in the query cache; null when
 * it could not be read). Features read it from the cache and never ask for it again.
 */
export const startupConfigQueryKey = [STARTUP_CONFIG_PATH] as const;

/**
 * Reads the public start-up configuration (GET /bloom-endpoints, spec §7). Any failure (no
 * fetch, offline, an error status, a body of the wrong shape) is logged with the spec's words
 * (§8) and answers null: the app works without it, with every optional protection off.
 */
export async function loadStartupConfig(): Promise<StartupConfig | null> {
  try {
    const res = await fetch(STARTUP_CONFIG_PATH, { headers: { accept: 'application/json' } });
    if (!res.ok) throw new Error(`${res.status}`);
    return startupConfigSchema.parse(await res.json());
  } catch {
    console.error(CONFIG_LOAD_FAILED_MESSAGE);
    return null;
  }
}
