import { readFileSync } from 'node:fs';
import { STARTUP_CONFIG_PATH, startupConfigSchema, type StartupConfig } from '@bloom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { AppContext } from '../../platform/context.ts';
import { serverRoot } from '../../server-root.ts';

const serverPackage = JSON.parse(readFileSync(new URL('package.json', serverRoot), 'utf8')) as {
  version?: string;
};

/** What any visitor may know: the version and which optional features are on. No secrets, no URLs. */
export function startupConfig(config: Config): StartupConfig {
  return {
    version: serverPackage.version ?? '0.0.0',
    features: {
      llm: config.llm.baseUrl !== undefined,
      liveData: config.liveData,
      clientLockdown: config.clientLockdown,
      mail: config.smtpUrl !== undefined,
    },
    sessionEpoch: config.sessionEpoch,
  };
}

/** GET /bloom-endpoints (spec §7 `GET /{product}-endpoints`): read by the web app at start-up. */
export function configRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const body = startupConfig(ctx.config);
  return async (app) => {
    app.get(
      STARTUP_CONFIG_PATH,
      {
        config: { access: 'public' },
        schema: {
          summary: "The server's version and which optional features are on",
          response: { 200: startupConfigSchema },
        },
      },
      async () => body,
    );
  };
}
