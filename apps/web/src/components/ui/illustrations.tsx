import type { ReactNode } from 'react';

/*
 * The app's own small illustrations (inline SVG: no image requests, they take the theme's
 * colours and scale crisply). Decorative: always aria-hidden; the text beside them says it all.
 */

const soft = 'fill-brand-100 dark:fill-brand-950';
const softer = 'fill-lavender-100 dark:fill-lavender-950';
const petal = 'fill-brand-300 dark:fill-brand-700';
const petalDeep = 'fill-brand-500 dark:fill-brand-400';
const leaf = 'fill-lavender-300 dark:fill-lavender-700';
const stroke = 'stroke-brand-700 dark:stroke-brand-200';
const paper = 'fill-white dark:fill-gray-800';

function Frame({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 120 96" aria-hidden focusable="false" className="h-24 w-30" fill="none">
      <ellipse cx="60" cy="52" rx="52" ry="40" className={soft} />
      <circle cx="98" cy="18" r="7" className={softer} />
      <circle cx="18" cy="80" r="5" className={softer} />
      {children}
    </svg>
  );
}

function Flower({ x, y, r = 1 }: { x: number; y: number; r?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${r})`}>
      {[0, 72, 144, 216, 288].map((a) => (
        <ellipse key={a} cx="0" cy="-9" rx="6" ry="9" transform={`rotate(${a})`} className={petal} />
      ))}
      <circle r="5" className={petalDeep} />
    </g>
  );
}

export const illustrations = {
  /** A flower on a stem: a calm, general empty state. */
  bloom: (
    <Frame>
      <path
        d="M60 86 C60 70 60 60 60 48"
        strokeWidth="3"
        strokeLinecap="round"
        className="stroke-lavender-400 dark:stroke-lavender-600"
      />
      <path d="M60 70 C50 62 42 64 38 68 C46 74 54 74 60 70Z" className={leaf} />
      <path d="M60 62 C70 54 78 56 82 60 C74 66 66 66 60 62Z" className={leaf} />
      <Flower x={60} y={38} r={1.4} />
    </Frame>
  ),
  /** A notebook with a heart: nothing logged yet. */
  notes: (
    <Frame>
      <rect x="36" y="18" width="48" height="62" rx="6" className={paper} />
      <rect x="36" y="18" width="48" height="62" rx="6" strokeWidth="2.5" className={stroke} />
      <path
        d="M46 36h28M46 46h28M46 56h16"
        strokeWidth="2.5"
        strokeLinecap="round"
        className="stroke-gray-300 dark:stroke-gray-600"
      />
      <path d="M72 60c-3-4-10-2-8 4l8 7 8-7c2-6-5-8-8-4z" className={petalDeep} />
    </Frame>
  ),
  /** A calendar page with a heart on one day: nothing planned. */
  calendar: (
    <Frame>
      <rect x="30" y="22" width="60" height="56" rx="8" className={paper} />
      <rect x="30" y="22" width="60" height="56" rx="8" strokeWidth="2.5" className={stroke} />
      <path d="M30 36h60" strokeWidth="2.5" className={stroke} />
      <path d="M44 16v12M76 16v12" strokeWidth="3" strokeLinecap="round" className={stroke} />
      {[44, 56, 68, 80].map((x) => (
        <circle key={x} cx={x - 2} cy="50" r="2.5" className="fill-gray-300 dark:fill-gray-600" />
      ))}
      <path d="M60 60c-3-4-10-2-8 4l8 7 8-7c2-6-5-8-8-4z" className={petalDeep} />
    </Frame>
  ),
  /** A magnifying glass over a leaf: no results. */
  search: (
    <Frame>
      <path d="M38 70 C36 52 48 40 66 40 C66 58 56 70 38 70Z" className={leaf} />
      <circle cx="68" cy="42" r="18" className={paper} />
      <circle cx="68" cy="42" r="18" strokeWidth="3" className={stroke} />
      <path d="M81 55l12 12" strokeWidth="5" strokeLinecap="round" className={stroke} />
    </Frame>
  ),
  /** Two speech bubbles: a conversation yet to start. */
  chat: (
    <Frame>
      <path
        d="M24 30a10 10 0 0 1 10-10h34a10 10 0 0 1 10 10v16a10 10 0 0 1-10 10H44l-12 10v-10h0a10 10 0 0 1-8-10z"
        className={paper}
      />
      <path
        d="M24 30a10 10 0 0 1 10-10h34a10 10 0 0 1 10 10v16a10 10 0 0 1-10 10H44l-12 10v-10h0a10 10 0 0 1-8-10z"
        strokeWidth="2.5"
        strokeLinejoin="round"
        className={stroke}
      />
      <path d="M58 52h28a10 10 0 0 1 10 10v8a10 10 0 0 1-10 10v8l-10-8H68a10 10 0 0 1-10-10z" className={petal} />
      <circle cx="40" cy="38" r="3" className={petalDeep} />
      <circle cx="51" cy="38" r="3" className={petalDeep} />
      <circle cx="62" cy="38" r="3" className={petalDeep} />
    </Frame>
  ),
  /** A signpost among flowers: a page that isn't here. */
  lost: (
    <Frame>
      <path
        d="M58 30v56"
        strokeWidth="4"
        strokeLinecap="round"
        className="stroke-lavender-400 dark:stroke-lavender-600"
      />
      <path d="M40 24h34l8 7-8 7H40z" className={paper} />
      <path d="M40 24h34l8 7-8 7H40z" strokeWidth="2.5" strokeLinejoin="round" className={stroke} />
      <path d="M76 44H44l-8 7 8 7h32z" className={petal} />
      <Flower x={30} y={78} r={0.7} />
      <Flower x={90} y={76} r={0.8} />
    </Frame>
  ),
} as const;

export type IllustrationName = keyof typeof illustrations;
