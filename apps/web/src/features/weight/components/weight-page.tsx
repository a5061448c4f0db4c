import { WEIGHT_NEEDS_PROFILE_MESSAGE } from '@bloom/contract';
import { useId } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { SourceLine } from '@/components/source-line.tsx';
import { Untranslated } from '@/components/untranslated.tsx';
import { useUser } from '@/lib/auth/auth-context.tsx';
import { useContractMessage } from '@/lib/i18n/contract-messages.ts';
import { useT } from '@/lib/i18n/index.ts';
import { useWeightGuidance } from '../api/get-weight-guidance.ts';
import { useWeightProfile } from '../api/get-weight-profile.ts';
import { useWeights } from '../api/get-weights.ts';
import { WeightChart } from './weight-chart.tsx';
import { WeightGuidanceCard } from './weight-guidance-card.tsx';
import { WeightList } from './weight-list.tsx';
import { WeightLogForm } from './weight-log-form.tsx';
import { WeightProfileCard } from './weight-profile-card.tsx';

/**
 * Weight gain against the recommended range (issue 34): until her weight and height before
 * pregnancy are known, the form for them; then her guidance, the form to log a weight, the chart
 * of her gain against the range for each week (with its table), and her weights.
 */
export function WeightPage() {
  const user = useUser();
  const chartHeadingId = useId();
  const { t } = useT('weight');
  const message = useContractMessage();
  const list = useWeights();
  const guidance = useWeightGuidance();
  // Asked with the others, so the details form (while she has not given them) comes with the
  // page, not after it, pushing the form below it down (layout shift, issue 33).
  const profile = useWeightProfile();
  if (list.isError || guidance.isError) {
    return (
      <Alert tone="error">
        <p>{t('page.failed')}</p>
        <Button
          size="sm"
          variant="secondary"
          className="mt-2"
          onClick={() => void Promise.all([list.refetch(), guidance.refetch()])}
        >
          {t('page.retry')}
        </Button>
      </Alert>
    );
  }
  if (!list.data || !guidance.data || (guidance.data.state === 'needs-profile' && profile.isPending)) {
    return (
      <p role="status" className="text-sm text-ink-muted">
        {t('page.loading')}
      </p>
    );
  }
  const g = guidance.data;
  const units = g.profile.units;
  return (
    <div className="space-y-6">
      {g.state === 'needs-profile' ? (
        <>
          <Alert tone="info">{message(WEIGHT_NEEDS_PROFILE_MESSAGE)}</Alert>
          <WeightProfileCard />
        </>
      ) : (
        <WeightGuidanceCard guidance={g} />
      )}
      <WeightLogForm units={units} timeZone={user.timeZone} />
      {g.state === 'ready' && (
        <section aria-labelledby={chartHeadingId}>
          <Card className="space-y-3">
            <h2 id={chartHeadingId} className="text-lg font-semibold">
              {t('page.chartTitle')}
            </h2>
            <WeightChart weights={list.data.weights} guidance={g} units={units} />
            {!g.twins && <SourceLine source={g.texts.chart.source} className="text-ink-muted" />}
            {/* The chart's sentence is the knowledge base's English: marked so in Spanish. */}
            {!g.twins && (
              <Untranslated>
                <p className="text-sm text-ink-muted">{g.texts.chart.text}</p>
              </Untranslated>
            )}
          </Card>
        </section>
      )}
      <WeightList weights={list.data.weights} units={units} />
    </div>
  );
}
