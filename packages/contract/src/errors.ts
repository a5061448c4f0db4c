import { z } from 'zod';

/** The one error body every failing API call returns (architecture: "Errors speak to people"). */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Machine-readable codes the web client branches on. */
export const ErrorCode = {
  validation: 'VALIDATION_FAILED',
  unauthenticated: 'UNAUTHENTICATED',
  sessionExpiredUpdate: 'SESSION_EXPIRED_UPDATE',
  forbidden: 'FORBIDDEN',
  pendingApproval: 'PENDING_APPROVAL',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  rateLimited: 'RATE_LIMITED',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  malformedJson: 'MALFORMED_JSON',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  internal: 'INTERNAL',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** User-facing texts fixed by the spec (§8) or shared by server and client. */
export const Messages = {
  tooBusy: 'Servers are too busy. Please try again later.',
  sessionExpired: 'Session expired. Please login again.',
  signInRequired: 'Please sign in to continue.',
  adminOnly: 'This area is for administrators only.',
  notFound: 'We could not find what you were looking for.',
  malformedJson: 'The request body is not valid JSON.',
  payloadTooLarge: 'The request is too large.',
  unsupportedMediaType: 'Send the request body as JSON.',
  internal: 'Something went wrong on our side. Please try again.',
} as const;
