import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button.tsx';
import { Card, CardHeader } from '@/components/ui/card.tsx';

const TIPS = [
  'Choose pasteurized milk, cheese and juice.',
  'Heat deli meats and hot dogs until steaming hot.',
  'Cook meat, poultry, fish and eggs to safe temperatures.',
  'Pick fish low in mercury, two to three servings a week.',
  'Wash fruits and vegetables under running water.',
];

/** The Food Safety tab: the checker lives on the dashboard (spec §2 'links to the dashboard checker'). */
export function FoodSafetyTab() {
  return (
    <Card className="space-y-4">
      <CardHeader
        icon={<ShieldCheck />}
        title="Food Safety"
        description="Wondering whether a food is safe to eat? The Food Safety Checker on your dashboard looks it up in BLOOM’s database, USDA nutrition data and FDA recalls, and can scan a product’s barcode."
      />
      <ul className="list-disc space-y-1 pl-5 text-sm text-gray-700 marker:text-brand-500 dark:text-gray-200">
        {TIPS.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      <Link to="/#food-safety" className={buttonClass({ className: 'w-full sm:w-auto' })}>
        <ShieldCheck className="size-4" aria-hidden />
        Open the Food Safety Checker
      </Link>
    </Card>
  );
}
