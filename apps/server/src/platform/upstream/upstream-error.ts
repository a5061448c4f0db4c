/**
 * Why a call to an outside API gave no usable answer. Services turn these into a short notice
 * for the person and fall back to local data; the detail is for the log only.
 */
export type UpstreamErrorKind = 'timeout' | 'network' | 'http' | 'malformed' | 'circuit-open';

export class UpstreamError extends Error {
  readonly upstream: string;
  readonly kind: UpstreamErrorKind;
  /** The HTTP status for kind 'http' (429 included). */
  readonly status: number | undefined;

  constructor(upstream: string, kind: UpstreamErrorKind, detail: string, status?: number) {
    super(`${upstream}: ${detail}`);
    this.name = 'UpstreamError';
    this.upstream = upstream;
    this.kind = kind;
    this.status = status;
  }

  /** The upstream asked us to slow down (HTTP 429). */
  get rateLimited(): boolean {
    return this.kind === 'http' && this.status === 429;
  }
}
