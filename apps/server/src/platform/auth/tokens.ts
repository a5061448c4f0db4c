import { hash, randomBytes } from 'node:crypto';

/** 256 bits of randomness, URL-safe. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored as SHA-256 digests; a leaked table does not yield usable tokens. */
export function hashToken(token: string): string {
  // The one-shot hash: every signed-in request hashes its token, and this skips a Hash object.
  return hash('sha256', token, 'hex');
}
