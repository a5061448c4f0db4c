import type { ComparisonShape } from '@bloom/pregnancy';
import type { ReactNode } from 'react';

// Drawn here rather than fetched: the app loads no images from elsewhere (architecture, 'Look and feel').
// One drawing per family of things the baby is compared with (a seed, a berry, a round fruit, a pear
// shape, a long one, a melon); the words name the thing itself.
const SHAPES: Record<ComparisonShape, ReactNode> = {
  seed: (
    <>
      <circle cx="12" cy="12" r="8" fill="none" stroke="#c4b5fd" strokeDasharray="2 2" />
      <ellipse cx="12" cy="12" rx="2.4" ry="2" fill="#4b5563" />
    </>
  ),
  berry: (
    <>
      <circle cx="12" cy="13" r="8" fill="#6573c3" />
      <path d="M9.5 7.5 12 9l2.5-1.5-.6 2.6L12 11l-1.9-.9z" fill="#2e3a87" />
      <circle cx="9" cy="15" r="1.6" fill="#a5b4fc" />
    </>
  ),
  round: (
    <>
      <ellipse cx="12" cy="12" rx="9" ry="7.5" fill="#65a30d" />
      <ellipse cx="12" cy="12" rx="6.5" ry="5.2" fill="#bef264" />
      <path d="M12 7v10M7 12h10M8.5 8.5l7 7M15.5 8.5l-7 7" stroke="#65a30d" strokeWidth=".8" />
    </>
  ),
  pear: (
    <>
      <path
        d="M12 2.5c3 0 4.2 4 5.6 7.2 1.6 3.6 1.4 11.8-5.6 11.8S4.8 13.3 6.4 9.7C7.8 6.5 9 2.5 12 2.5z"
        fill="#3f6212"
      />
      <path d="M12 5c2 0 3 3.2 4.1 5.7 1.2 2.8 1 8.8-4.1 8.8s-5.3-6-4.1-8.8C9 8.2 10 5 12 5z" fill="#d9f99d" />
      <circle cx="12" cy="14.5" r="3" fill="#92400e" />
    </>
  ),
  long: (
    <>
      <path d="M4 6c1 8 6 13 15 12.5.9 0 1.2 1 .3 1.4C10 23 2.5 15.5 2.6 6.4 2.6 5.4 3.9 5.2 4 6z" fill="#eab308" />
      <path d="M4.5 7c1.5 6.5 6 10.5 13 10.8" fill="none" stroke="#fde047" strokeWidth="1.4" />
      <path d="M2.8 6.3 2.4 4.2" stroke="#713f12" strokeWidth="1.6" strokeLinecap="round" />
    </>
  ),
  melon: (
    <>
      <circle cx="12" cy="12" r="9.5" fill="#e9b872" />
      <path
        d="M5 8.5c4 1 10 1 14 0M4 13c5 1.2 11 1.2 16 0M6 17.5c4 .8 8 .8 12 0M9 3.3c-1 5-1 12 0 17.4M15 3.3c1 5 1 12 0 17.4"
        fill="none"
        stroke="#a16207"
        strokeWidth=".8"
        opacity=".6"
      />
    </>
  ),
};

/** A small drawing of the family of thing the baby is compared with; decorative, the text says it. */
export function SizeIcon({ shape }: { shape: ComparisonShape }) {
  return (
    <svg viewBox="0 0 24 24" className="size-6 shrink-0" aria-hidden focusable="false">
      {SHAPES[shape]}
    </svg>
  );
}
