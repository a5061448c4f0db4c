import type { ArtProps } from './art-props.ts';
import { BabyFigure, HEAD_TOP } from './baby-figure.tsx';
import { HeadDetail } from './head-detail.tsx';

// Weeks 9-12: a small baby shape with arms and legs, still floating in lots of room.
const X = 80;
const Y = 88;
const SCALE = 0.55;

export function ArtWeeks9To12({ palette, gender }: ArtProps) {
  return (
    <g>
      <circle cx={X} cy={Y} r="40" fill={palette.accent} opacity=".08" />
      <BabyFigure x={X} y={Y} scale={SCALE} accent={palette.accent} />
      <HeadDetail gender={gender} x={X + HEAD_TOP.x * SCALE} y={Y + HEAD_TOP.y * SCALE} color={palette.accent} />
    </g>
  );
}
