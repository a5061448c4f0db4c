import { WeightPage } from '@/features/weight/components/weight-page.tsx';
import { PageHeading } from './page-heading.tsx';

/** Weight gain against the recommended range (issue 34). */
export default function WeightRoute() {
  return (
    <div>
      <PageHeading title="Weight Gain" subtitle="Log your weight and see it against the recommended range." />
      <WeightPage />
    </div>
  );
}
