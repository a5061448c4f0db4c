import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on the routes that serve the built web app (see web-app.ts); every other answer is the API's. */
    webPage?: boolean;
    /**
     * An API answer the browser may keep privately and must revalidate before each use (the route
     * sends an ETag and answers a matching If-None-Match with 304). Every other API answer is no-store.
     */
    revalidate?: boolean;
  }
}

// The built app has no inline scripts; Radix injects small <style> tags, hence 'unsafe-inline' for styles only.
// 'wasm-unsafe-eval' lets the page compile WebAssembly (the barcode reader, one of the app's own
// files); it allows no JavaScript eval and no inline script.
const APP_CSP = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  // The service worker (/sw.js) and the web manifest, both the app's own files (decision 020).
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const COMMON_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
} as const;

/** The app's pages may ask for the camera (barcode scanning) and her location (providers near her). */
const PAGE_HEADERS = {
  ...COMMON_HEADERS,
  'permissions-policy': 'camera=(self), microphone=(), geolocation=(self)',
} as const;

/** Every answer but a web page: it may hold health data, so it is never cached and runs nothing. */
export const API_HEADERS = {
  ...COMMON_HEADERS,
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
} as const;

const HSTS = 'max-age=31536000; includeSubDomains';

/** Answers that are the web app's index.html although no route matched (the SPA fallback). */
const fallbackPages = new WeakSet<FastifyRequest>();

/** Marks this answer as a page of the web app: it gets the page CSP and keeps its own cache header. */
export function answerAsWebPage(request: FastifyRequest) {
  fallbackPages.add(request);
}

export interface SecurityHeaderOptions {
  /** TRUST_PROXY: the X-Forwarded-Proto of the proxy in front says whether the browser used https. */
  trustProxy: false | number | string[];
}

/**
 * The headers of one answer. Which set applies is decided by the route that matched (its
 * config), never by the raw URL, which a caller can spell in many ways (`/%61pi/symptoms`).
 * HSTS only when a trusted proxy says the browser came over https: sent over plain http it would
 * be ignored anyway, and a local install without TLS must stay reachable.
 */
export function setSecurityHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  { trustProxy }: SecurityHeaderOptions,
) {
  // routeOptions builds a new object on each read: read once.
  const config = request.routeOptions.config;
  if (config?.webPage === true || fallbackPages.has(request)) {
    reply.headers(PAGE_HEADERS);
    reply.header('content-security-policy', APP_CSP);
  } else {
    reply.headers(API_HEADERS);
    if (config?.revalidate && (reply.statusCode === 200 || reply.statusCode === 304)) {
      reply.header('cache-control', 'private, no-cache');
    }
  }
  if (trustProxy !== false && cameOverHttps(request)) reply.header('strict-transport-security', HSTS);
}

/**
 * request.protocol reads X-Forwarded-Proto when TRUST_PROXY is on; the requests the router
 * refuses (see frameworkErrorHandler) are built without that view, so the header is read here
 * the same way: its last value, the one the nearest proxy wrote.
 */
function cameOverHttps(request: FastifyRequest) {
  if (request.protocol === 'https') return true;
  const forwarded = request.headers['x-forwarded-proto'];
  return typeof forwarded === 'string' && forwarded.split(',').at(-1)?.trim() === 'https';
}

/** Headers for every response; API answers also forbid caching because they hold health data. */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions) {
  app.addHook('onSend', (request, reply, payload, done) => {
    setSecurityHeaders(request, reply, options);
    done(null, payload);
  });
}
