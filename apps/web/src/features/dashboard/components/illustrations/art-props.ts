import type { ArtPalette, BabyGender } from './palette.ts';

/** What every band illustration draws with. */
export interface ArtProps {
  palette: ArtPalette;
  gender: BabyGender | null;
}
