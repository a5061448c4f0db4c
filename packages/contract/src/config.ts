// zod/mini: the login bundle parses it (sign-in.ts says why).
import { z } from 'zod/mini';

/** Where the web app reads its start-up configuration (spec §7 `GET /{product}-endpoints`). */
export const STARTUP_CONFIG_PATH = '/bloom-endpoints';
/** Logged by the web app when it cannot read the configuration (spec §8); the app still works. */
export const CONFIG_LOAD_FAILED_MESSAGE = 'Failed to load security configuration';

/** GET /bloom-endpoints: the small public configuration the web app loads at start-up. */
export const startupConfigSchema = z.object({
  /** The server's version (apps/server/package.json). */
  version: z.string(),
  features: z.object({
    /** An OpenAI-compatible model is configured (LLM_BASE_URL); otherwise the built-in engine answers. */
    llm: z.boolean(),
    /** LIVE_DATA: outside lookups (USDA, openFDA, Open Food Facts) are on. */
    liveData: z.boolean(),
    /**
     * CLIENT_LOCKDOWN: block the context menu and developer-tool keys and silence the console.
     * Off by default: it hurts accessibility and protects nothing.
     */
    clientLockdown: z.boolean(),
    /**
     * SMTP_URL: account e-mails (the approval notice among them) are really sent; otherwise they
     * are only written to the server's log. Optional: absent means unknown, and the app then
     * promises no e-mail.
     */
    mail: z.optional(z.boolean()),
  }),
  /** SESSION_EPOCH: raised on a release that ends every session. */
  sessionEpoch: z.int(),
});
export type StartupConfig = z.infer<typeof startupConfigSchema>;
