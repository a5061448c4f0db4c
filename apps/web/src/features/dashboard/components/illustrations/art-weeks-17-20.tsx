import type { ArtProps } from './art-props.ts';
import { BabyFigure, HEAD_TOP } from './baby-figure.tsx';
import { HeadDetail } from './head-detail.tsx';

// Weeks 17-20: the first flutters; soft arcs by the feet show a little kick.
const X = 76;
const Y = 86;
const SCALE = 0.85;

export function ArtWeeks17To20({ palette, gender }: ArtProps) {
  return (
    <g>
      <g fill="none" stroke={palette.accent} strokeWidth="2.5" strokeLinecap="round" opacity=".7">
        <path d="M110 88q6 6 4 14" />
        <path d="M118 84q8 9 5 20" />
      </g>
      <BabyFigure x={X} y={Y} scale={SCALE} accent={palette.accent} smile />
      <HeadDetail gender={gender} x={X + HEAD_TOP.x * SCALE} y={Y + HEAD_TOP.y * SCALE} color={palette.accent} />
    </g>
  );
}
