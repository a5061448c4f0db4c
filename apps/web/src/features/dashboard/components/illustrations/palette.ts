export type BabyGender = 'girl' | 'boy';

/**
 * Colours of one illustration variant. Each is a CSS variable set on the drawing's <svg> by
 * `variant.className`, so light and dark each get their own tones; the figure's own colours
 * never change, only the womb and the accent.
 */
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

/** Every variant draws with the same variables; only their values differ. */
const PALETTE: ArtPalette = { womb: 'var(--art-womb)', ring: 'var(--art-ring)', accent: 'var(--art-accent)' };

/*
 * Light: pale womb, mid ring, a saturated accent. Dark: a deep womb that sits quietly on the dark
 * card, a muted ring, and a lighter accent that keeps at least 3:1 against the womb.
 */
const VARIANT_CLASSES: Record<BabyGender | 'neutral', string> = {
  neutral:
    '[--art-womb:#f5f3ff] [--art-ring:#ddd6fe] [--art-accent:#7c3aed] dark:[--art-womb:#2e1065] dark:[--art-ring:#5b21b6] dark:[--art-accent:#c4b5fd]',
  girl: '[--art-womb:#fdf2f8] [--art-ring:#fbcfe8] [--art-accent:#db2777] dark:[--art-womb:#500724] dark:[--art-ring:#9d174d] dark:[--art-accent:#f9a8d4]',
  boy: '[--art-womb:#eff6ff] [--art-ring:#bfdbfe] [--art-accent:#2563eb] dark:[--art-womb:#172554] dark:[--art-ring:#1e40af] dark:[--art-accent:#93c5fd]',
};

/** The palette and the classes that give it its light and dark values, for one variant. */
export const variantFor = (gender: BabyGender | null) => ({
  palette: PALETTE,
  className: VARIANT_CLASSES[gender ?? 'neutral'],
});
