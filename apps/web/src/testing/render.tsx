import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { AuthProvider } from '../lib/auth/auth-context.tsx';
import { createQueryClient } from '../lib/query-client.ts';

/** Renders inside the app's real providers at `path`. */
export function renderWithApp(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  const queryClient = createQueryClient();
  return {
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <AuthProvider>{ui}</AuthProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  };
}

const unexpected: string[] = [];

/** Requests no route answered since the last call; setup.ts fails the test when there are any. */
export function takeUnexpectedRequests(): string[] {
  return unexpected.splice(0);
}

/**
 * Answers fetch from a table of `METHOD /path` → [status, body] (a body that is a Response is
 * answered as it is); an unlisted call fails the test
 * even when the app swallows the error (the stand-in for MSW's onUnhandledRequest: 'error').
 * The stub is a stubbed global, so the real fetch is back after each test.
 */
export function serveFetch(routes: Record<string, [number, unknown] | (() => Promise<[number, unknown]>)>) {
  const calls: {
    method: string;
    path: string;
    body: unknown;
    headers: Record<string, string>;
    signal: AbortSignal | undefined;
  }[] = [];
  const fetchStub = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = String(input);
    calls.push({
      method,
      path,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
      signal: init.signal ?? undefined,
    });
    const route = routes[`${method} ${path}`];
    if (!route) {
      unexpected.push(`${method} ${path}`);
      throw new Error(`unexpected request ${method} ${path}`);
    }
    const [status, body] = typeof route === 'function' ? await route() : route;
    // A Response is answered as it is (a streamed body the test writes piece by piece).
    if (body instanceof Response) return body;
    return new Response(body === undefined ? '' : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}
