import { ErrorCode, Messages } from '@bloom/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../errors.ts';
import type { Principal, SessionStore } from './session-store.ts';

/** Who may call a route. Every /api route must declare one (checked when the route is added). */
export type Access = 'public' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** The signed-in caller of a route declared 'user' or 'admin'. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}

export function registerAccessControl(app: FastifyInstance, sessions: SessionStore) {
  app.decorateRequest('principal', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const access = route.config?.access;
    if (access !== 'public' && access !== 'user' && access !== 'admin') {
      throw new Error(`Route ${String(route.method)} ${route.url} must declare config.access`);
    }
  });

  app.addHook('preHandler', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const found = await sessions.lookup(token);
    if (found.kind === 'old-epoch') throw unauthorized(Messages.sessionExpired, ErrorCode.sessionExpiredUpdate);
    if (found.kind === 'missing') throw unauthorized(Messages.sessionExpired);
    request.principal = found.principal;
    if (access === 'admin' && !found.principal.isAdmin) throw forbidden(Messages.adminOnly);
  });
}
