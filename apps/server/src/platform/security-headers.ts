import type { FastifyInstance } from 'fastify';

// The built app has no inline scripts; Radix injects small <style> tags, hence 'unsafe-inline' for styles only.
const APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Headers for every response; API answers also forbid caching because they hold health data. */
export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(self)');
    if (request.url.startsWith('/api/')) {
      reply.header('cache-control', 'no-store');
      reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
    } else {
      reply.header('content-security-policy', APP_CSP);
    }
  });
}
