import type { BabyGender } from './palette.ts';

export interface HeadDetailProps {
  gender: BabyGender | null;
  /** Where the top of the head is, in the illustration's coordinates. */
  x: number;
  y: number;
  color: string;
}

/** The one small girl/boy detail: a bow or a tiny knitted cap in the accent colour. */
export function HeadDetail({ gender, x, y, color }: HeadDetailProps) {
  if (gender === 'girl') {
    return (
      <g transform={`translate(${x} ${y})`}>
        <path d="M0 0-9-5v10zM0 0l9-5v10z" fill={color} />
        <circle r="2.6" fill={color} stroke="#fff" strokeWidth="1" />
      </g>
    );
  }
  if (gender === 'boy') {
    return (
      <g transform={`translate(${x} ${y})`}>
        <path d="M-10 3a10 9 0 0 1 20 0z" fill={color} />
        <rect x="-11" y="2" width="22" height="3.5" rx="1.7" fill={color} stroke="#fff" strokeWidth=".8" />
        <circle cy="-7" r="2.6" fill={color} />
      </g>
    );
  }
  return null;
}
