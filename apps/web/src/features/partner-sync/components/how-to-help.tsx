import { HandHeart } from 'lucide-react';
import { useId } from 'react';
import { SourceLine } from '@/components/source-line.tsx';
import { Untranslated } from '@/components/untranslated.tsx';
import { Card, CardHeader } from '@/components/ui/card.tsx';
import { SkeletonText } from '@/components/ui/skeleton.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { usePartnerTips } from '../api/get-partner-tips.ts';

/**
 * "How to help this week" (issue 33): a few short tips for her week from the knowledge base, each
 * with its source and review date. Nothing while her week is unknown; nothing at all when the tips
 * cannot be read (the rest of the partner view does not depend on them).
 */
export function HowToHelp({ name, week }: { name: string; week: number | null }) {
  const { t } = useT('partnerSync');
  const tips = usePartnerTips(week);
  const headingId = useId();
  if (week === null || tips.isError) return null;
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader
        id={headingId}
        icon={<HandHeart />}
        title={t('view.helpTitle')}
        description={t('view.helpDescription', { name, week })}
      />
      {tips.isPending ? (
        <SkeletonText lines={4} />
      ) : (
        // The knowledge base's English tips and their sources (no Spanish version yet).
        <Untranslated>
          <ul className="space-y-3">
            {tips.data.tips.map((tip) => (
              <li key={tip.id} className="rounded-xl bg-surface-soft p-3">
                <p className="text-sm text-ink">{tip.text}</p>
                <SourceLine source={tip.source} className="mt-1.5 text-ink-muted" />
              </li>
            ))}
          </ul>
        </Untranslated>
      )}
    </Card>
  );
}
