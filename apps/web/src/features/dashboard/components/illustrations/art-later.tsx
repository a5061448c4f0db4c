import type { ArtProps } from './art-props.ts';
import { BabyFigure, HEAD_TOP } from './baby-figure.tsx';
import { HeadDetail } from './head-detail.tsx';

// Week 21 on: a well-grown baby filling the space, with a little heart beside it.
const X = 76;
const Y = 90;
const SCALE = 1;

export function ArtLater({ palette, gender }: ArtProps) {
  return (
    <g>
      <path d="M124 62c-3-4-9-2-8 3 1 4 8 8 8 8s7-4 8-8c1-5-5-7-8-3z" fill={palette.accent} opacity=".5" />
      <BabyFigure x={X} y={Y} scale={SCALE} accent={palette.accent} smile />
      <HeadDetail gender={gender} x={X + HEAD_TOP.x * SCALE} y={Y + HEAD_TOP.y * SCALE} color={palette.accent} />
    </g>
  );
}
