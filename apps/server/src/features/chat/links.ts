/**
 * Links in a model's answer may only point at the sources the answer was grounded on. A model
 * can invent a plausible URL or repeat one from the conversation; those are taken out: a
 * markdown link keeps its text, an image keeps its alt text, and a bare URL, autolink or e-mail
 * address is removed.
 */

// One pass, left to right, so a kept markdown link's URL is never looked at again as a bare URL.
const LINKISH = new RegExp(
  [
    // 1 image mark, 2 text, 3 URL of [text](url "title") or ![alt](url)
    String.raw`(!?)\[([^\]\n]*)\]\(\s*<?((?:[^\s()<>]|\([^\s()<>]*\))*)>?(?:\s+"[^"\n]*")?\s*\)`,
    // 4 URL of <scheme:...>
    String.raw`<([a-z][a-z0-9+.-]*:[^\s<>]*)>`,
    // 5 bare URL (GFM autolink literal)
    String.raw`((?:https?:\/\/|www\.)[^\s<>()[\]]+)`,
    // 6 bare e-mail address (GFM turns it into a mailto link)
    String.raw`([\w.+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+)`,
  ].join('|'),
  'gi',
);
const TRAILING_PUNCTUATION = /[.,;:!?'"*_~]+$/;

/** host + path (no trailing slash) + query of an http(s) URL, or null for anything else. */
export function linkKey(url: string): string | null {
  const withScheme = /^www\./i.test(url) ? `https://${url}` : url;
  let parsed: URL;
  try {
    parsed = new URL(withScheme);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const host = parsed.hostname.toLowerCase().replace(/^www\./, '');
  return `${host}${parsed.pathname.replace(/\/+$/, '')}${parsed.search}`;
}

export function allowedLinks(urls: Iterable<string>): Set<string> {
  const keys = new Set<string>();
  for (const url of urls) {
    const key = linkKey(url);
    if (key) keys.add(key);
  }
  return keys;
}

/** Whether `url` is one of the allowed sources (scheme, `www.`, trailing slash and fragment aside). */
export function isAllowedLink(url: string, allowed: ReadonlySet<string>): boolean {
  const key = linkKey(url);
  return key !== null && allowed.has(key);
}

/** The text with every link that is not an allowed source taken out. */
export function stripForeignLinks(text: string, allowed: ReadonlySet<string>): string {
  return text.replace(
    LINKISH,
    (whole, image: string | undefined, label: string | undefined, url: string | undefined, auto, bare, email) => {
      if (label !== undefined) {
        if (!image && url && isAllowedLink(url, allowed)) return whole;
        return label;
      }
      if (auto !== undefined) return isAllowedLink(auto as string, allowed) ? whole : '';
      if (bare !== undefined) {
        const trailing = TRAILING_PUNCTUATION.exec(bare as string)?.[0] ?? '';
        const link = (bare as string).slice(0, (bare as string).length - trailing.length);
        return isAllowedLink(link, allowed) ? whole : trailing;
      }
      return email === undefined ? whole : '';
    },
  );
}

/** Whether the text links to at least one allowed source. */
export function citesAllowedLink(text: string, allowed: ReadonlySet<string>): boolean {
  for (const match of text.matchAll(LINKISH)) {
    const url = match[3] ?? match[4] ?? match[5];
    if (url && !match[1] && isAllowedLink(url.replace(TRAILING_PUNCTUATION, ''), allowed)) return true;
  }
  return false;
}

/**
 * Filters a streamed answer: text is let through up to the last point where no link can still
 * be forming (after whitespace, never inside an open `[` … `)` or `<` … `>`), so the pieces it
 * lets out, joined, equal `stripForeignLinks` of the whole answer.
 */
export class StreamingLinkFilter {
  private buffer = '';
  private readonly allowed: ReadonlySet<string>;
  constructor(allowed: ReadonlySet<string>) {
    this.allowed = allowed;
  }

  /** Takes the next piece of the answer; returns what can be shown now (maybe ''). */
  push(chunk: string): string {
    this.buffer += chunk;
    const cut = safeCut(this.buffer);
    if (cut === 0) return '';
    const ready = this.buffer.slice(0, cut);
    this.buffer = this.buffer.slice(cut);
    return stripForeignLinks(ready, this.allowed);
  }

  /** The rest, once the answer is complete. */
  end(): string {
    const rest = stripForeignLinks(this.buffer, this.allowed);
    this.buffer = '';
    return rest;
  }
}

/** Length of the longest prefix of `text` after which no link construct is still open. */
function safeCut(text: string): number {
  let cut = 0;
  for (let i = text.length - 1; i >= 0; i--) {
    if (/\s/.test(text[i]!)) {
      cut = i + 1;
      break;
    }
  }
  const prefix = text.slice(0, cut);
  // An open '[' (a link's text may hold spaces) or '<' holds back everything from it on.
  const open = [unclosedBracket(prefix), unclosedAngle(prefix)].filter((at) => at >= 0);
  return open.length > 0 ? Math.min(...open) : cut;
}

/**
 * Where the last link construct still open in `text` starts: a '[' whose ']' has not come, or
 * whose '](' has no ')' yet; -1 when none is open. A line break ends any construct.
 */
function unclosedBracket(text: string): number {
  const start = text.lastIndexOf('[');
  if (start < 0) return -1;
  const rest = text.slice(start);
  if (rest.includes('\n')) return -1;
  const close = rest.indexOf(']');
  if (close < 0) return start;
  if (rest[close + 1] !== '(') return -1;
  return rest.includes(')', close + 2) ? -1 : start;
}

/** Where a '<' that may still become an autolink starts (no '>' and no line break after it); -1 when none. */
function unclosedAngle(text: string): number {
  const start = text.lastIndexOf('<');
  if (start < 0) return -1;
  const rest = text.slice(start);
  return rest.includes('>') || rest.includes('\n') ? -1 : start;
}
