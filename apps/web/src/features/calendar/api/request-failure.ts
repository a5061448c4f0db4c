import { ApiError } from '@/lib/api-client.ts';

/**
 * A failed calendar call, thrown with the spec's words (§8: 'Failed to add entry', 'Failed to
 * track food', …); `detail` keeps the server's explanation of a refused input for the toast.
 */
export class CalendarRequestError extends Error {
  readonly detail: string | undefined;
  constructor(message: string, cause: unknown) {
    super(message, { cause });
    this.detail = cause instanceof ApiError && cause.status === 400 ? cause.serverMessage : undefined;
  }
}

export async function failingAs<T>(message: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (cause) {
    throw new CalendarRequestError(message, cause);
  }
}
