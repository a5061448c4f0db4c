import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button.tsx';
import { Card, CardHeader } from '@/components/ui/card.tsx';
import { useT } from '@/lib/i18n/index.ts';

const TIPS = ['pasteurized', 'deli', 'cook', 'fish', 'wash'] as const;

/** The Food Safety tab: the checker lives on the dashboard (spec §2 'links to the dashboard checker'). */
export function FoodSafetyTab() {
  const { t } = useT('health');
  return (
    <Card className="space-y-4">
      <CardHeader icon={<ShieldCheck />} title={t('food.title')} description={t('food.description')} />
      <ul className="list-disc space-y-1 pl-5 text-sm text-gray-700 marker:text-brand-500 dark:text-gray-200">
        {TIPS.map((tip) => (
          <li key={tip}>{t(`food.tips.${tip}`)}</li>
        ))}
      </ul>
      <Link to="/#food-safety" className={buttonClass({ className: 'w-full sm:w-auto' })}>
        <ShieldCheck className="size-4" aria-hidden />
        {t('food.open')}
      </Link>
    </Card>
  );
}
