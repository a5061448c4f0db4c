import type { ArtProps } from './art-props.ts';
import { HeadDetail } from './head-detail.tsx';
import { BODY } from './palette.ts';

// Weeks 5-8: a curled embryo with a big head, limb buds and a tiny beating heart.
const BODY_PATH = 'M80 76C66 84 66 106 82 110';
const TAIL_PATH = 'M82 110C94 113 98 102 90 99';

export function ArtWeeks5To8({ palette, gender }: ArtProps) {
  return (
    <g strokeLinecap="round" fill="none">
      {/* Each curve is drawn twice, wide in the outline colour then narrower in the body colour, to outline it. */}
      <path d={BODY_PATH} stroke={BODY.line} strokeWidth="21" />
      <path d={TAIL_PATH} stroke={BODY.line} strokeWidth="11" />
      <path d={BODY_PATH} stroke={BODY.fill} strokeWidth="18" />
      <path d={TAIL_PATH} stroke={BODY.fill} strokeWidth="8" />
      <circle cx="90" cy="66" r="17" fill={BODY.fill} stroke={BODY.line} strokeWidth="1.5" />
      <ellipse cx="91" cy="92" rx="4" ry="2.6" fill={BODY.fill} stroke={BODY.line} strokeWidth="1.3" />
      <ellipse cx="90" cy="106" rx="3.6" ry="2.4" fill={BODY.fill} stroke={BODY.line} strokeWidth="1.3" />
      <circle cx="97" cy="64" r="2" fill={BODY.line} />
      <circle cx="79" cy="90" r="3" fill={palette.accent} />
      <HeadDetail gender={gender} x={90} y={48} color={palette.accent} />
    </g>
  );
}
