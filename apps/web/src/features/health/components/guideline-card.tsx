import type { Guideline } from '@bloom/contract';
import { Info, ShieldAlert, TriangleAlert, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { SourceLine } from './source-link.tsx';

const RISK: Record<Guideline['riskLevel'], { label: string; tone: BadgeTone; icon: LucideIcon }> = {
  high: { label: 'High risk', tone: 'avoid', icon: ShieldAlert },
  medium: { label: 'Medium risk', tone: 'caution', icon: TriangleAlert },
  low: { label: 'Low risk', tone: 'lavender', icon: Info },
};

const CATEGORY_LABELS: Record<Guideline['category'], string> = {
  safety: 'Safety',
  nutrition: 'Nutrition',
  immunization: 'Immunization',
};

/** One guideline: title, category, risk level, description, recommendations, source and review date. */
export function GuidelineCard({
  guideline,
  headingLevel = 'h3',
}: {
  guideline: Guideline;
  headingLevel?: 'h3' | 'h4';
}) {
  const id = useId();
  const Heading = headingLevel;
  const risk = RISK[guideline.riskLevel];
  return (
    <article aria-labelledby={id} className="space-y-3 rounded-card border border-line bg-surface p-4 shadow-card">
      {/* Badges first, so on a phone the title keeps the whole width. */}
      <div className="flex flex-col-reverse gap-2">
        <Heading id={id} className="font-display text-subheading font-semibold text-ink">
          {guideline.title}
        </Heading>
        <div className="flex flex-wrap gap-1.5">
          <Badge tone="brand" icon={null}>
            {CATEGORY_LABELS[guideline.category]}
          </Badge>
          <Badge tone={risk.tone} icon={risk.icon}>
            {risk.label}
          </Badge>
        </div>
      </div>
      <p className="text-sm text-ink">{guideline.description}</p>
      <ul className="list-disc space-y-1 pl-5 text-sm text-gray-700 marker:text-brand-500 dark:text-gray-200">
        {guideline.recommendations.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
      <SourceLine organization={guideline.source} url={guideline.sourceUrl} reviewed={guideline.lastUpdated} />
    </article>
  );
}
