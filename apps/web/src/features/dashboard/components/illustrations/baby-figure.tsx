import { BODY } from './palette.ts';

export interface BabyFigureProps {
  /** Where the figure's middle sits and how large it is drawn (1 = fills the womb). */
  x: number;
  y: number;
  scale: number;
  accent: string;
  /** A closed-eye smile once the face has formed (weeks 13 on). */
  smile?: boolean;
}

/** Top of the head in the figure's own coordinates, for the girl/boy detail. */
export const HEAD_TOP = { x: 14, y: -54 } as const;

const stroke = { stroke: BODY.line, strokeWidth: 2 } as const;

/** A curled baby, head up and facing right, drawn at any size for the later bands. */
export function BabyFigure({ x, y, scale, accent, smile = false }: BabyFigureProps) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`} fill={BODY.fill}>
      <ellipse cx="-2" cy="12" rx="25" ry="31" transform="rotate(18 -2 12)" {...stroke} />
      <ellipse cx="10" cy="32" rx="20" ry="10" transform="rotate(-25 10 32)" {...stroke} />
      <ellipse cx="28" cy="20" rx="6" ry="11" transform="rotate(15 28 20)" {...stroke} />
      <circle cx="14" cy="-30" r="24" {...stroke} />
      <ellipse cx="20" cy="-3" rx="12" ry="5.5" transform="rotate(-45 20 -3)" {...stroke} />
      <path d="M3-31a5 5 0 0 1 0 8" fill="none" {...stroke} />
      <path d="M23-32q4 3 8 0" fill="none" strokeLinecap="round" {...stroke} />
      <circle cx="29" cy="-23" r="4" fill={accent} opacity=".3" />
      {smile && <path d="M26-16q3 2.5 6 0" fill="none" strokeLinecap="round" {...stroke} />}
    </g>
  );
}
