import type { ReactNode } from 'react';
import type { ArtPalette } from './palette.ts';

/** The round womb every development illustration sits in, with two soft sparkles. */
export function WombFrame({ palette, children }: { palette: ArtPalette; children: ReactNode }) {
  return (
    <>
      <circle cx="80" cy="80" r="74" fill={palette.womb} stroke={palette.ring} strokeWidth="4" />
      <circle cx="80" cy="80" r="62" fill="none" stroke={palette.ring} strokeWidth="1.5" strokeDasharray="3 6" />
      <path d="M34 44l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" fill={palette.ring} />
      <path d="M124 112l1.5 4 4 1.5-4 1.5-1.5 4-1.5-4-4-1.5 4-1.5z" fill={palette.ring} />
      {children}
    </>
  );
}
