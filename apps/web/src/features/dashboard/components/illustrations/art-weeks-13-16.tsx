import type { ArtProps } from './art-props.ts';
import { BabyFigure, HEAD_TOP } from './baby-figure.tsx';
import { HeadDetail } from './head-detail.tsx';

// Weeks 13-16: bigger, with a face and the cord curling away.
const X = 76;
const Y = 88;
const SCALE = 0.7;

export function ArtWeeks13To16({ palette, gender }: ArtProps) {
  return (
    <g>
      <path
        d="M72 98c-14 10-28 6-30 18s10 18 8 26"
        fill="none"
        stroke={palette.accent}
        strokeWidth="3"
        strokeLinecap="round"
        opacity=".6"
      />
      <BabyFigure x={X} y={Y} scale={SCALE} accent={palette.accent} smile />
      <HeadDetail gender={gender} x={X + HEAD_TOP.x * SCALE} y={Y + HEAD_TOP.y * SCALE} color={palette.accent} />
    </g>
  );
}
