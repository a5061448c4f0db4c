// First of all: no schema may be built before zod is jitless (see the file).
import './zod-jitless.ts';
import { z } from 'zod/mini';

/** The one error body every failing API call returns (architecture: "Errors speak to people"). */
// zod/mini: the login bundle parses it (sign-in.ts says why).
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.optional(z.string()),
  fields: z.optional(z.record(z.string(), z.string())),
  requestId: z.optional(z.string()),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Machine-readable codes the web client branches on. */
export const ErrorCode = {
  validation: 'VALIDATION_FAILED',
  unauthenticated: 'UNAUTHENTICATED',
  sessionExpiredUpdate: 'SESSION_EXPIRED_UPDATE',
  /** The session was unused for longer than the server's idle limit (SESSION_IDLE_MINUTES). */
  sessionIdle: 'SESSION_IDLE',
  forbidden: 'FORBIDDEN',
  pendingApproval: 'PENDING_APPROVAL',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  rateLimited: 'RATE_LIMITED',
  /** Too many failed sign-ins (or sign-ups) from one place; not server load. */
  tooManyAttempts: 'TOO_MANY_ATTEMPTS',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  malformedJson: 'MALFORMED_JSON',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  /** The address exists, but not for this method (405, with an Allow header). */
  methodNotAllowed: 'METHOD_NOT_ALLOWED',
  internal: 'INTERNAL',
  /** The database cannot be reached for now (503). */
  unavailable: 'UNAVAILABLE',
  /** The request itself was broken before any route saw it: its address, headers or HTTP framing. */
  badRequest: 'BAD_REQUEST',
  /** Today's text-chat session is used and no bonus token is left (403). */
  chatLimitReached: 'CHAT_LIMIT_REACHED',
  /** An assistant message the server never issued to this user (403). */
  chatReplyNotIssued: 'CHAT_REPLY_NOT_ISSUED',
  /** An issued reply posted to the history a second time (409). */
  chatReplyAlreadySaved: 'CHAT_REPLY_ALREADY_SAVED',
  promoUnknown: 'PROMO_UNKNOWN',
  promoExpired: 'PROMO_EXPIRED',
  promoUsedUp: 'PROMO_USED_UP',
  promoAlreadyRedeemed: 'PROMO_ALREADY_REDEEMED',
  /** An administrator disabled the code (410). */
  promoDisabled: 'PROMO_DISABLED',
  /** The partner view while she has paused sharing (403). */
  syncPaused: 'SYNC_PAUSED',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

// User-facing texts fixed by the spec (§8) or shared by server and client.
export const TOO_BUSY_MESSAGE = 'Servers are too busy. Please try again later.';
export const TOO_MANY_SIGN_IN_ATTEMPTS_MESSAGE =
  'Too many failed sign-in attempts. Please wait 15 minutes and try again.';
export const TOO_MANY_SIGN_UP_ATTEMPTS_MESSAGE = 'Too many sign-up attempts. Please wait 15 minutes and try again.';
export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please login again.';
export const SIGN_IN_REQUIRED_MESSAGE = 'Please sign in to continue.';
export const ADMIN_ONLY_MESSAGE = 'This area is for administrators only.';
export const NOT_FOUND_MESSAGE = 'We could not find what you were looking for.';
export const MALFORMED_JSON_MESSAGE = 'The request body is not valid JSON.';
export const PAYLOAD_TOO_LARGE_MESSAGE = 'The request is too large.';
export const UNSUPPORTED_MEDIA_TYPE_MESSAGE = 'Send the request body as JSON.';
export const METHOD_NOT_ALLOWED_MESSAGE = 'This address does not accept this kind of request.';
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
export const DATABASE_UNAVAILABLE_MESSAGE = 'BLOOM cannot reach its database right now. Please try again in a minute.';
export const BAD_REQUEST_MESSAGE = 'The request could not be processed.';
export const BAD_ADDRESS_MESSAGE = 'The address of this request is not valid.';
export const ADDRESS_TOO_LONG_MESSAGE = 'The address of this request is too long.';
export const HEADERS_TOO_LARGE_MESSAGE = 'The request headers are too large.';
export const REQUEST_TIMEOUT_MESSAGE = 'The request took too long to arrive. Please try again.';
