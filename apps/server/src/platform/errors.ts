import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import {
  ErrorCode,
  ADDRESS_TOO_LONG_MESSAGE,
  BAD_ADDRESS_MESSAGE,
  BAD_REQUEST_MESSAGE,
  DATABASE_UNAVAILABLE_MESSAGE,
  HEADERS_TOO_LARGE_MESSAGE,
  INTERNAL_ERROR_MESSAGE,
  MALFORMED_JSON_MESSAGE,
  NOT_FOUND_MESSAGE,
  PAYLOAD_TOO_LARGE_MESSAGE,
  REQUEST_TIMEOUT_MESSAGE,
  SIGN_IN_REQUIRED_MESSAGE,
  UNSUPPORTED_MEDIA_TYPE_MESSAGE,
  type ErrorBody,
} from '@bloom/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { API_HEADERS, setSecurityHeaders, type SecurityHeaderOptions } from './security-headers.ts';
import { localizeError } from './locale.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

/** An error a service throws on purpose; its message is written for the person using the app. */
export class AppError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly fields: Record<string, string> | undefined;
  constructor(status: number, message: string, code?: string, fields?: Record<string, string>) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export const notFound = (message: string = NOT_FOUND_MESSAGE) => new AppError(404, message, ErrorCode.notFound);
export const forbidden = (message: string, code: string = ErrorCode.forbidden) => new AppError(403, message, code);
export const unauthorized = (message: string = SIGN_IN_REQUIRED_MESSAGE, code: string = ErrorCode.unauthenticated) =>
  new AppError(401, message, code);
export const conflict = (message: string) => new AppError(409, message, ErrorCode.conflict);
export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, message, ErrorCode.validation, fields);

function fieldsFromIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Maps any thrown error to the one error shape; unknown errors never leak their text. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Every error answer goes out here, in her language (platform/locale.ts).
    const send = (status: number, body: Omit<ErrorBody, 'requestId'>) =>
      reply.status(status).send({ ...localizeError(request, reply, body), requestId: request.id });

    if (error instanceof AppError) {
      if (error.status === 429) reply.header('retry-after', '60');
      return send(error.status, {
        message: error.message,
        ...(error.code ? { code: error.code } : {}),
        ...(error.fields ? { fields: error.fields } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: v.instancePath.split('/').filter(Boolean),
        message: v.message ?? 'Invalid value',
      }));
      return send(400, {
        message: issues[0]?.message ?? 'Invalid request',
        code: ErrorCode.validation,
        fields: fieldsFromIssues(issues),
      });
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return send(400, { message: MALFORMED_JSON_MESSAGE, code: ErrorCode.malformedJson });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return send(413, { message: PAYLOAD_TOO_LARGE_MESSAGE, code: ErrorCode.payloadTooLarge });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return send(415, { message: UNSUPPORTED_MEDIA_TYPE_MESSAGE, code: ErrorCode.unsupportedMediaType });
    }
    if (error instanceof SyntaxError && error.statusCode === 400) {
      return send(400, { message: MALFORMED_JSON_MESSAGE, code: ErrorCode.malformedJson });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(error.statusCode, { message: BAD_REQUEST_MESSAGE, code: ErrorCode.validation });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ reason: `${error.code ?? ''} ${error.message}`.trim() }, 'database unavailable');
      reply.header('retry-after', '30');
      return send(503, { message: DATABASE_UNAVAILABLE_MESSAGE, code: ErrorCode.unavailable });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(500, { message: INTERNAL_ERROR_MESSAGE, code: ErrorCode.internal });
  });
}

/**
 * Errors the router meets before any route or hook runs: a malformed percent-encoding in the
 * path, an over-long path parameter. Fastify answers these on its own, in its own shape and
 * without the security headers; this gives them the one error shape and the API's headers.
 */
export function frameworkErrorHandler(options: SecurityHeaderOptions) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const [status, message, code]: [number, string, string] =
      error.code === 'FST_ERR_BAD_URL'
        ? [400, BAD_ADDRESS_MESSAGE, ErrorCode.badRequest]
        : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
          ? [414, ADDRESS_TOO_LONG_MESSAGE, ErrorCode.badRequest]
          : error.statusCode && error.statusCode >= 400 && error.statusCode < 500
            ? [error.statusCode, BAD_REQUEST_MESSAGE, ErrorCode.badRequest]
            : [500, INTERNAL_ERROR_MESSAGE, ErrorCode.internal];
    if (status === 500) request.log.error({ err: error }, 'router error');
    // No hook runs for these requests: the request line of logging.ts is written here (never the URL).
    request.log.info({ method: request.method, route: 'unmatched', status }, 'request');
    setSecurityHeaders(request, reply, options);
    void reply
      .status(status)
      .send({ ...localizeError(request, reply, { message, code }), requestId: request.id } satisfies ErrorBody);
  };
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers too large, broken
 * framing, a request that never finished arriving). The answer is written straight to the
 * socket, so it is built here in full: the one error shape and the API's headers.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  // A reset connection has nobody to answer; nor can anything be written once a response started.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable && !inFlight?.headersSent) {
    const [status, message] =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, REQUEST_TIMEOUT_MESSAGE]
        : error.code === 'HPE_HEADER_OVERFLOW'
          ? [431, HEADERS_TOO_LARGE_MESSAGE]
          : [400, BAD_REQUEST_MESSAGE];
    const body = JSON.stringify({ message, code: ErrorCode.badRequest } satisfies ErrorBody);
    const headers = {
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      ...API_HEADERS,
      connection: 'close',
    };
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${body}`);
  }
  socket.destroy(error);
}
