import { hash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** An answer rendered once: its JSON and a weak ETag that is the hash of that JSON. */
export interface RenderedAnswer {
  json: string;
  etag: string;
}

/**
 * The tag is the body's own hash, so equal tags mean equal bodies: a copy revalidated with
 * another user's tag (a shared browser) gets a 304 only if it is byte for byte her answer too.
 */
export function render(body: unknown): RenderedAnswer {
  const json = JSON.stringify(body);
  return { json, etag: `W/"${hash('sha1', json, 'base64url')}"` };
}

/** A polled answer: its tag, and its JSON unless the caller holds that tag already (a 304 needs none). */
export interface PolledAnswer {
  etag: string;
  json?: string;
}

/** If-None-Match holds a list of tags, weak or strong, or `*`; weak comparison (RFC 9110 §13.1.2). */
export function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === opaque;
  });
}

/**
 * Sends a polled answer with its ETag, or 304 without a body when the caller holds it already
 * (the route declares `config.revalidate`, so the browser keeps it and asks again with the tag).
 * The JSON is sent as rendered: the body was built by typed code from the contract's types.
 */
export function sendRevalidated(request: FastifyRequest, reply: FastifyReply, answer: PolledAnswer) {
  void reply.header('etag', answer.etag);
  if (matches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  if (answer.json === undefined) throw new Error('a changed polled answer without its body');
  return reply.type('application/json; charset=utf-8').send(answer.json);
}
