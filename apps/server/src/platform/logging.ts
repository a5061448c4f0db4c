import type { FastifyInstance } from 'fastify';

/**
 * Logger options: one line per request with the route pattern (never the raw URL, which can
 * hold a food term or an id), status, time, user id and request id. Bodies are never logged.
 */
export function loggerOptions(level: string) {
  return {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token', '*.email'],
      censor: '[redacted]',
    },
  };
}

export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        userId: request.principal?.userId,
      },
      'request',
    );
  });
}
