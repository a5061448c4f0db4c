import { z } from 'zod';

const onOff = z.enum(['on', 'off']);
const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional();

export type TrustProxy = false | number | string[];

const ADDRESS_OR_CIDR = /^(?:(?:\d{1,3}\.){3}\d{1,3}|[0-9a-f:]*:[0-9a-f:.]*)(?:\/\d{1,3})?$/i;

/**
 * TRUST_PROXY: `false`, a hop count (`1` = one load balancer in front) or a comma list of proxy
 * addresses or CIDRs. `true` is refused: it believes every X-Forwarded-For hop, so anyone could
 * pick the address the sign-in throttle sees. Returns the setting, or the message for a bad one.
 */
function parseTrustProxy(value: string): TrustProxy | string {
  if (value === 'false' || value === '0' || value === '') return false;
  if (value === 'true') {
    return 'TRUST_PROXY=true would believe every X-Forwarded-For hop, so anyone could choose the address rate limits see. Set the number of proxies in front of BLOOM (TRUST_PROXY=1 for one load balancer) or their addresses (TRUST_PROXY=10.0.0.2,10.0.1.0/24).';
  }
  if (/^\d+$/.test(value)) return Number(value);
  const list = value.split(',').map((part) => part.trim());
  if (list.every((part) => ADDRESS_OR_CIDR.test(part))) return list;
  return 'TRUST_PROXY must be false, a number of proxy hops (1 for one load balancer) or a comma list of proxy addresses or CIDRs.';
}

/** Every environment variable the server reads, with its default (README lists the same table). */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .positive()
    .default(24 * 7),
  SESSION_EPOCH: z.coerce.number().int().min(1).default(1),
  SESSION_IDLE_MINUTES: z.coerce.number().positive().default(60),
  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  CHAT_SESSION_MINUTES: z.coerce.number().positive().default(30),
  USDA_API_BASE_URL: z.url().default('https://api.nal.usda.gov/fdc'),
  USDA_API_KEY: z.string().default('DEMO_KEY'),
  OPENFDA_BASE_URL: z.url().default('https://api.fda.gov'),
  OPENFOODFACTS_BASE_URL: z.url().default('https://world.openfoodfacts.org'),
  LIVE_DATA: onOff.default('on'),
  CLIENT_LOCKDOWN: onOff.default('off'),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(2500),
  SMTP_URL: optionalUrl,
  // Only a web address: it becomes the links of account e-mails.
  PUBLIC_URL: z.url({ protocol: /^https?$/, message: 'PUBLIC_URL must be an http(s) address' }).optional(),
  MAIL_FROM: z.string().default('BLOOM <no-reply@bloom.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if (typeof parsed === 'string') ctx.addIssue({ code: 'custom', message: parsed });
      return typeof parsed === 'string' ? false : parsed;
    }),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(10),
});

export type Config = Readonly<{
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  sessionTtlMs: number;
  sessionEpoch: number;
  /** A session unused this long ends on the server (spec §9: 60 minutes of inactivity). */
  sessionIdleMs: number;
  llm: { baseUrl: string | undefined; apiKey: string | undefined; model: string | undefined; timeoutMs: number };
  /** How long a text-chat session lasts once started (CHAT_SESSION_MINUTES; spec §9: one a day). */
  chatSessionMs: number;
  usda: { baseUrl: string; apiKey: string };
  openFdaBaseUrl: string;
  openFoodFactsBaseUrl: string;
  liveData: boolean;
  /** CLIENT_LOCKDOWN: the web app blocks the context menu and dev-tool keys and silences its console. */
  clientLockdown: boolean;
  upstreamTimeoutMs: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** PUBLIC_URL: where people reach the app (links in e-mails); no trailing slash. */
  publicUrl: string;
  logLevel: string;
  webDistDir: string | undefined;
  /** Which proxies' X-Forwarded-For/-Proto to believe: none, the nearest N hops, or these addresses. */
  trustProxy: TrustProxy;
  /** After SIGTERM/SIGINT, in-flight requests get this long before the process exits anyway. */
  shutdownTimeoutMs: number;
}>;

/** Parses the environment once at boot; throws with every problem listed. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable (`FOO=`) means "not set", as operators expect from shell and compose files.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new Error(`Invalid configuration:\n${z.prettifyError(parsed.error)}`);
  }
  const e = parsed.data;
  return Object.freeze({
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    sessionTtlMs: e.SESSION_TTL_HOURS * 3_600_000,
    sessionEpoch: e.SESSION_EPOCH,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    llm: { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY, model: e.LLM_MODEL, timeoutMs: e.LLM_TIMEOUT_MS },
    chatSessionMs: e.CHAT_SESSION_MINUTES * 60_000,
    usda: { baseUrl: e.USDA_API_BASE_URL, apiKey: e.USDA_API_KEY },
    openFdaBaseUrl: e.OPENFDA_BASE_URL,
    openFoodFactsBaseUrl: e.OPENFOODFACTS_BASE_URL,
    liveData: e.LIVE_DATA === 'on',
    clientLockdown: e.CLIENT_LOCKDOWN === 'on',
    upstreamTimeoutMs: e.UPSTREAM_TIMEOUT_MS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR,
    trustProxy: e.TRUST_PROXY,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000,
  });
}
