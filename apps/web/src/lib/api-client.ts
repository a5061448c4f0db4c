import { ErrorCode, errorBodySchema, SESSION_EXPIRED_MESSAGE, TOO_BUSY_MESSAGE, type ErrorBody } from '@bloom/contract';
import { parse, type z } from 'zod/mini';
import { currentLanguage } from './i18n/i18n.ts';
import { fetchOrOffline } from './network/offline-error.ts';
import { tokenStorage } from './token-storage.ts';

/** A failed call. `message` follows spec §8; `body` keeps the server's own words for forms. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody | undefined;
  constructor(status: number, message: string, body?: ErrorBody) {
    super(message);
    this.status = status;
    this.body = body;
  }
  /** The server's message for the person, if it sent one. */
  get serverMessage(): string | undefined {
    return this.body?.message;
  }
}

type UnauthorizedHandler = (code: string | undefined) => void;
let onUnauthorized: UnauthorizedHandler = () => undefined;

/** The auth provider registers what a 401 does: clear the session and go to /login. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler) {
  onUnauthorized = handler;
}

export interface RequestOptions<S extends z.core.$ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Parses the answer; the same contract schema the server answers with. */
  schema?: S;
  /** Login and signup answer 401/403 as form errors, not as an ended session. */
  sessionAware?: boolean;
  signal?: AbortSignal;
}

function parseErrorBody(text: string): ErrorBody | undefined {
  try {
    const parsed = errorBodySchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export async function apiRequest<S extends z.core.$ZodType = z.core.$ZodUnknown>(
  path: string,
  options: RequestOptions<S> = {},
): Promise<z.output<S>> {
  const { schema, sessionAware, ...request } = options;
  return readResponse(await apiFetch(path, request), { schema, sessionAware });
}

/**
 * The request apiRequest sends (her token, JSON body), answered as the raw Response: for an
 * answer read as it arrives (the chat's streamed reply). Pass a failed one to readResponse.
 */
export async function apiFetch(
  path: string,
  {
    method = 'GET',
    body,
    signal,
    accept = 'application/json',
  }: Omit<RequestOptions<z.core.$ZodType>, 'schema' | 'sessionAware'> & { accept?: string } = {},
): Promise<Response> {
  // The server answers its messages in the language on screen (docs/decisions/021-languages.md).
  const headers: Record<string, string> = { accept, 'accept-language': currentLanguage() };
  const token = tokenStorage.get();
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  // Offline, the failure is an OfflineError with a calm message a screen can show (decision 020).
  return fetchOrOffline(path, {
    method,
    headers,
    credentials: 'include',
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    ...(signal ? { signal } : {}),
  });
}

/**
 * apiRequest's reading of an answer, for a request sent some other way (the boot script's early
 * profile check, lib/boot/early-profile.ts): the same errors, the same session handling.
 */
export async function readResponse<S extends z.core.$ZodType = z.core.$ZodUnknown>(
  res: Response,
  { schema, sessionAware = true }: Pick<RequestOptions<S>, 'schema' | 'sessionAware'> = {},
): Promise<z.output<S>> {
  if (!res.ok) {
    const text = await res.text();
    const errorBody = parseErrorBody(text);
    if (res.status === 401 && sessionAware) {
      tokenStorage.clear();
      onUnauthorized(errorBody?.code);
      throw new ApiError(401, SESSION_EXPIRED_MESSAGE, errorBody);
    }
    if (res.status === 429) throw new ApiError(429, TOO_BUSY_MESSAGE, errorBody);
    throw new ApiError(res.status, `${res.status}: ${text || res.statusText}`, errorBody);
  }
  const json: unknown = res.status === 204 ? null : await res.json();
  // zod core's parse: any contract schema, classic zod or zod/mini (the login bundle's).
  return (schema ? parse(schema, json) : json) as z.output<S>;
}

export const isSessionEndedByUpdate = (code: string | undefined) => code === ErrorCode.sessionExpiredUpdate;
