import { useId } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import type { BabyGender } from './illustrations/palette.ts';
import { BabySizeChip } from './baby-size-chip.tsx';
import { DevelopmentImage } from './development-image.tsx';

/** The baby-size chip, then this month's illustration (spec §2 order). */
export function BabyCard({ week, babyGender }: { week: number; babyGender: BabyGender | null }) {
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 text-lg font-semibold">
        Your baby this week
      </h2>
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:gap-8">
        <BabySizeChip week={week} />
        <DevelopmentImage week={week} babyGender={babyGender} />
      </div>
    </Card>
  );
}
