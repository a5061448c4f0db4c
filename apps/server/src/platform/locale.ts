import { localeFromAcceptLanguage, translateMessage, type ErrorBody, type Locale } from '@bloom/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

// The language of an answer (issue 35): her profile's when she is signed in (it rides with her
// session, auth/session-store.ts), else the request's Accept-Language (es* is Spanish), else
// English. Messages are written in English once, in the contract; `translateMessage` gives
// their Spanish at the edge, here, so no route translates on its own.

/** The language to answer this request in. */
export function requestLocale(request: FastifyRequest): Locale {
  return request.principal?.locale ?? localeFromAcceptLanguage(request.headers['accept-language']);
}

/**
 * An error body in the request's language: the message and each field's message. English
 * answers are returned as they are, byte for byte; Spanish ones say so in Content-Language.
 */
export function localizeError<T extends Omit<ErrorBody, 'requestId'>>(
  request: FastifyRequest,
  reply: FastifyReply,
  body: T,
): T {
  const locale = requestLocale(request);
  if (locale === 'en') return body;
  reply.header('content-language', locale);
  const fields = body.fields
    ? Object.fromEntries(Object.entries(body.fields).map(([key, text]) => [key, translateMessage(text, locale)]))
    : undefined;
  return { ...body, message: translateMessage(body.message, locale), ...(fields ? { fields } : {}) };
}
