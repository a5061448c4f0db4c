import type { ArtProps } from './art-props.ts';
import { HeadDetail } from './head-detail.tsx';
import { BODY } from './palette.ts';

// Weeks 2-4: a tiny ball of cells settling in.
const RING = [0, 60, 120, 180, 240, 300].map((deg) => {
  const rad = (deg * Math.PI) / 180;
  return { x: 80 + 13 * Math.cos(rad), y: 82 + 13 * Math.sin(rad) };
});

export function ArtWeeks2To4({ palette, gender }: ArtProps) {
  return (
    <g>
      <circle cx="80" cy="82" r="30" fill={palette.accent} opacity=".12" />
      {RING.map(({ x, y }) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="8" fill={BODY.fill} stroke={BODY.line} strokeWidth="1.5" />
      ))}
      <circle cx="80" cy="82" r="8" fill={BODY.fill} stroke={BODY.line} strokeWidth="1.5" />
      <HeadDetail gender={gender} x={80} y={56} color={palette.accent} />
    </g>
  );
}
