import { developmentBand, type DevelopmentBand } from '@bloom/pregnancy';
import type { ComponentType } from 'react';
import { cn } from '@/components/ui/cn.ts';
import { useT } from '@/lib/i18n/index.ts';
import type { ArtProps } from './illustrations/art-props.ts';
import { ArtLater } from './illustrations/art-later.tsx';
import { ArtWeeks13To16 } from './illustrations/art-weeks-13-16.tsx';
import { ArtWeeks17To20 } from './illustrations/art-weeks-17-20.tsx';
import { ArtWeeks2To4 } from './illustrations/art-weeks-2-4.tsx';
import { ArtWeeks5To8 } from './illustrations/art-weeks-5-8.tsx';
import { ArtWeeks9To12 } from './illustrations/art-weeks-9-12.tsx';
import { variantFor, type BabyGender } from './illustrations/palette.ts';
import { WombFrame } from './illustrations/womb-frame.tsx';

// Spec §9 has a monthly image for weeks 2-20; every other week gets the general one.
const BANDS: Record<DevelopmentBand, { art: ComponentType<ArtProps>; from: number; to: number }> = {
  'weeks-2-4': { art: ArtWeeks2To4, from: 2, to: 4 },
  'weeks-5-8': { art: ArtWeeks5To8, from: 5, to: 8 },
  'weeks-9-12': { art: ArtWeeks9To12, from: 9, to: 12 },
  'weeks-13-16': { art: ArtWeeks13To16, from: 13, to: 16 },
  'weeks-17-20': { art: ArtWeeks17To20, from: 17, to: 20 },
};

const BABY_KEY = { girl: 'baby.imageGirl', boy: 'baby.imageBoy' } as const;

export interface DevelopmentImageProps {
  week: number;
  babyGender: BabyGender | null;
  /** Its size; 10rem (12rem from sm) unless given. */
  className?: string;
}

/** The app's own illustration of the baby this month, in the girl or boy variant when chosen. */
export function DevelopmentImage({ week, babyGender, className = 'size-40 sm:size-48' }: DevelopmentImageProps) {
  const { t } = useT('dashboard');
  const bandKey = developmentBand(week);
  const band = bandKey ? BANDS[bandKey] : null;
  const Art = band?.art ?? ArtLater;
  const weeks = band ? t('baby.imageBand', { from: band.from, to: band.to }) : t('baby.imageWeek', { week });
  const baby = t(babyGender ? BABY_KEY[babyGender] : 'baby.imageBaby');
  const variant = variantFor(babyGender);
  return (
    <svg
      role="img"
      aria-label={t('baby.image', { baby, weeks })}
      viewBox="0 0 160 160"
      className={cn('shrink-0', variant.className, className)}
    >
      <WombFrame palette={variant.palette}>
        <Art palette={variant.palette} gender={babyGender} />
      </WombFrame>
    </svg>
  );
}
