export type BabyGender = 'girl' | 'boy';

/** Colours of one illustration variant; the figure's own colours never change, only the accent. */
export interface ArtPalette {
  /** Soft background inside the womb circle. */
  womb: string;
  /** Outline of the womb circle. */
  ring: string;
  /** Cord, motion marks, cheeks and the girl/boy detail. */
  accent: string;
}

/** Body colours: a warm neutral rather than a skin tone, so every family can see their baby in it. */
export const BODY = { fill: '#fbe4d8', line: '#8a5a6b' } as const;

const PALETTES: Record<BabyGender | 'neutral', ArtPalette> = {
  neutral: { womb: '#f5f3ff', ring: '#ddd6fe', accent: '#8b5cf6' },
  girl: { womb: '#fdf2f8', ring: '#fbcfe8', accent: '#db2777' },
  boy: { womb: '#eff6ff', ring: '#bfdbfe', accent: '#2563eb' },
};

export const paletteFor = (gender: BabyGender | null): ArtPalette => PALETTES[gender ?? 'neutral'];
