import type { ArticleIllustration } from '@bloom/contract';
import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn.ts';

/*
 * The articles' illustrations: BLOOM's own inline SVGs (no image request, no other origin),
 * coloured by the theme's tokens so they follow light and dark. Decorative: the article's
 * title says what it is about, so they are hidden from screen readers.
 */

const bg = 'fill-brand-50 dark:fill-gray-800';
const soft = 'fill-brand-100 dark:fill-brand-950';
const softer = 'fill-lavender-100 dark:fill-lavender-950';
const petal = 'fill-brand-300 dark:fill-brand-700';
const deep = 'fill-brand-500 dark:fill-brand-400';
const leaf = 'fill-lavender-300 dark:fill-lavender-700';
const leafDeep = 'fill-lavender-500 dark:fill-lavender-400';
const paper = 'fill-white dark:fill-gray-900';
const line = 'stroke-brand-700 dark:stroke-brand-200';
const lineSoft = 'stroke-lavender-500 dark:stroke-lavender-300';

const Stroke = ({ d, soft: s = false, width = 3 }: { d: string; soft?: boolean; width?: number }) => (
  <path
    d={d}
    fill="none"
    strokeWidth={width}
    strokeLinecap="round"
    strokeLinejoin="round"
    className={s ? lineSoft : line}
  />
);

const art: Record<ArticleIllustration, ReactNode> = {
  plate: (
    <>
      <circle cx="80" cy="52" r="34" className={paper} />
      <circle cx="80" cy="52" r="34" fill="none" strokeWidth="3" className={line} />
      <circle cx="80" cy="52" r="25" className={soft} />
      <path d="M66 44c6-10 18-10 22-2-6 6-16 8-22 2Z" className={leaf} />
      <path d="M72 62c4-8 14-9 18-3-5 5-13 7-18 3Z" className={leafDeep} />
      <circle cx="91" cy="50" r="6" className={deep} />
      <circle cx="70" cy="57" r="4" className={petal} />
      <Stroke d="M30 26v52M26 26v12a4 4 0 0 0 8 0V26M130 26c-6 6-6 20 0 24v28" />
    </>
  ),
  fish: (
    <>
      <path
        d="M20 76c12-6 24-6 36 0s24 6 36 0 24-6 36 0"
        fill="none"
        strokeWidth="3"
        strokeLinecap="round"
        className={lineSoft}
      />
      <ellipse cx="76" cy="46" rx="32" ry="18" className={petal} />
      <path d="M106 46l22-16v32Z" className={deep} />
      <path d="M70 30c6 6 6 26 0 32" fill="none" strokeWidth="3" className={line} />
      <circle cx="56" cy="42" r="3.5" className="fill-brand-900 dark:fill-brand-100" />
      <circle cx="122" cy="20" r="4" className={softer} />
      <circle cx="132" cy="12" r="2.5" className={softer} />
    </>
  ),
  water: (
    <>
      <path d="M58 22h44l-6 62H64Z" className={paper} />
      <path d="M61 46h38l-3.6 38H64.6Z" className={softer} />
      <path d="M58 22h44l-6 62H64Z" fill="none" strokeWidth="3" strokeLinejoin="round" className={line} />
      <path d="M118 30c0 0-10 12-10 18a10 10 0 0 0 20 0c0-6-10-18-10-18Z" className={leaf} />
      <path d="M36 50c0 0-7 8-7 12a7 7 0 0 0 14 0c0-4-7-12-7-12Z" className={petal} />
      <path d="M66 58h10" strokeWidth="3" strokeLinecap="round" className={lineSoft} />
    </>
  ),
  vitamins: (
    <>
      <rect x="46" y="30" width="40" height="52" rx="8" className={paper} />
      <rect x="46" y="30" width="40" height="52" rx="8" fill="none" strokeWidth="3" className={line} />
      <rect x="50" y="18" width="32" height="12" rx="3" className={deep} />
      <rect x="54" y="46" width="24" height="18" rx="3" className={soft} />
      <g transform="rotate(-30 114 58)">
        <rect x="98" y="50" width="32" height="16" rx="8" className={petal} />
        <rect x="114" y="50" width="16" height="16" rx="8" className={leafDeep} />
        <rect x="112" y="50" width="6" height="16" className={leafDeep} />
      </g>
      <circle cx="116" cy="30" r="6" className={leaf} />
    </>
  ),
  bag: (
    <>
      <path d="M62 34v-6a8 8 0 0 1 8-8h20a8 8 0 0 1 8 8v6" fill="none" strokeWidth="4" className={line} />
      <rect x="36" y="34" width="88" height="50" rx="10" className={petal} />
      <rect x="36" y="34" width="88" height="14" rx="7" className={deep} />
      <path d="M80 74s-14-8-14-16a7 7 0 0 1 14-2 7 7 0 0 1 14 2c0 8-14 16-14 16Z" className={paper} />
    </>
  ),
  calendar: (
    <>
      <rect x="40" y="22" width="80" height="62" rx="8" className={paper} />
      <rect x="40" y="22" width="80" height="62" rx="8" fill="none" strokeWidth="3" className={line} />
      <path d="M40 38h80" strokeWidth="3" className={line} />
      <path d="M58 16v12M102 16v12" strokeWidth="4" strokeLinecap="round" className={line} />
      {[0, 1, 2, 3].map((c) =>
        [0, 1, 2].map((r) => (
          <rect key={`${c}-${r}`} x={50 + c * 17} y={46 + r * 12} width="9" height="7" rx="2" className={soft} />
        )),
      )}
      <circle cx="88.5" cy="61.5" r="9" fill="none" strokeWidth="3" className={lineSoft} />
    </>
  ),
  'car-seat': (
    <>
      <path d="M52 28c0-6 8-8 12-4l26 30h16a8 8 0 0 1 8 8v6a6 6 0 0 1-6 6H60a10 10 0 0 1-10-10Z" className={petal} />
      <path d="M58 34l30 34" fill="none" strokeWidth="3" strokeLinecap="round" className={line} />
      <path d="M44 78c10-10 62-10 76 0" fill="none" strokeWidth="4" strokeLinecap="round" className={line} />
      <circle cx="70" cy="40" r="7" className={paper} />
      <circle cx="124" cy="26" r="5" className={softer} />
    </>
  ),
  walking: (
    <>
      <circle cx="118" cy="26" r="12" className={leaf} />
      <path d="M18 84c30-20 70-24 124-18" fill="none" strokeWidth="4" strokeLinecap="round" className={lineSoft} />
      {[
        [44, 66],
        [62, 58],
        [80, 62],
        [98, 54],
      ].map(([x, y], i) => (
        <ellipse
          key={i}
          cx={x}
          cy={y}
          rx="5"
          ry="8"
          transform={`rotate(${i % 2 ? 20 : -20} ${x} ${y})`}
          className={deep}
        />
      ))}
      <path d="M30 36c6-6 14-6 18 0" fill="none" strokeWidth="3" strokeLinecap="round" className={line} />
    </>
  ),
  moon: (
    <>
      <path d="M96 18a30 30 0 1 0 26 44 24 24 0 1 1-26-44Z" className={leaf} />
      <rect x="28" y="66" width="104" height="18" rx="9" className={petal} />
      <path d="M40 66c8-8 24-8 32 0" className={soft} />
      <path d="M42 28l2 5 5 2-5 2-2 5-2-5-5-2 5-2Z" className={deep} />
      <path d="M64 16l1.5 3.5 3.5 1.5-3.5 1.5-1.5 3.5-1.5-3.5-3.5-1.5 3.5-1.5Z" className={deep} />
    </>
  ),
  heart: (
    <>
      <path d="M80 82S40 60 40 36a18 18 0 0 1 40-6 18 18 0 0 1 40 6c0 24-40 46-40 46Z" className={petal} />
      <Stroke d="M22 52h34l6-12 10 24 8-16 6 4h52" />
      <circle cx="128" cy="22" r="5" className={softer} />
    </>
  ),
  'baby-growth': (
    <>
      <circle cx="34" cy="60" r="5" className={leafDeep} />
      <circle cx="66" cy="56" r="10" className={leaf} />
      <circle cx="108" cy="50" r="22" className={petal} />
      <path d="M100 42a10 10 0 0 1 16 0" fill="none" strokeWidth="3" strokeLinecap="round" className={line} />
      <circle cx="103" cy="50" r="2" className="fill-brand-900 dark:fill-brand-100" />
      <circle cx="113" cy="50" r="2" className="fill-brand-900 dark:fill-brand-100" />
      <path d="M104 57q4 3 8 0" fill="none" strokeWidth="2" strokeLinecap="round" className={line} />
      <Stroke d="M26 84h108" soft />
    </>
  ),
  ultrasound: (
    <>
      <path d="M80 16l50 62a70 70 0 0 1-100 0Z" className="fill-gray-800 dark:fill-gray-950" />
      <path
        d="M70 50a16 14 0 1 1 18 22c-8 2-22-2-26-10"
        fill="none"
        strokeWidth="3"
        strokeLinecap="round"
        className="stroke-lavender-200"
      />
      <circle cx="72" cy="50" r="9" className="fill-lavender-200" />
      <rect x="72" y="8" width="16" height="12" rx="3" className={deep} />
    </>
  ),
  feeding: (
    <>
      <rect x="60" y="34" width="32" height="50" rx="12" className={paper} />
      <rect x="60" y="34" width="32" height="50" rx="12" fill="none" strokeWidth="3" className={line} />
      <path d="M66 34v-6h20v6" className={deep} />
      <path d="M70 28c0-10 12-10 12 0" className={petal} />
      <path d="M62 58h28v16a10 10 0 0 1-10 10h-8a10 10 0 0 1-10-10Z" className={soft} />
      <path d="M118 60s-12-7-12-14a6 6 0 0 1 12-2 6 6 0 0 1 12 2c0 7-12 14-12 14Z" className={deep} />
    </>
  ),
  family: (
    <>
      <circle cx="56" cy="36" r="12" className={petal} />
      <path d="M34 84a22 22 0 0 1 44 0Z" className={petal} />
      <circle cx="104" cy="36" r="12" className={leaf} />
      <path d="M82 84a22 22 0 0 1 44 0Z" className={leaf} />
      <circle cx="80" cy="60" r="8" className={deep} />
      <path d="M66 84a14 14 0 0 1 28 0Z" className={deep} />
    </>
  ),
};

/** One article's illustration on a soft panel; its width comes from `className` (the height follows). */
export function ArticleArt({ name, className }: { name: ArticleIllustration; className?: string }) {
  return (
    <svg
      viewBox="0 0 160 100"
      aria-hidden
      focusable="false"
      className={cn('block h-auto', className)}
      data-illustration={name}
    >
      <rect width="160" height="100" rx="14" className={bg} />
      {art[name]}
    </svg>
  );
}
