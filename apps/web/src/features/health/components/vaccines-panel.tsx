import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { SkeletonCard } from '@/components/ui/skeleton.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { useVaccines } from '../api/get-vaccines.ts';
import { GuidelineList } from './guideline-list.tsx';
import { VaccineCard } from './vaccine-card.tsx';

/** The Vaccines sub-tab: the vaccines of pregnancy with their timing, then the immunization guidelines. */
export function VaccinesPanel() {
  const { t } = useT('health');
  const vaccines = useVaccines();
  const given = vaccines.data?.vaccines.filter((v) => v.pregnancySafe) ?? [];
  const waiting = vaccines.data?.vaccines.filter((v) => !v.pregnancySafe) ?? [];
  return (
    <div className="space-y-6">
      <section aria-labelledby="vaccines-given-heading" className="space-y-3">
        <h3 id="vaccines-given-heading" className="font-display text-subheading font-semibold">
          {t('vaccines.given')}
        </h3>
        {vaccines.isPending ? (
          <SkeletonCard label={t('vaccines.loading')} rows={3} className="min-h-64" />
        ) : vaccines.isError ? (
          <Alert tone="error">
            <p>{t('vaccines.failed')}</p>
            <Button size="sm" variant="secondary" className="mt-2" onClick={() => void vaccines.refetch()}>
              {t('retry')}
            </Button>
          </Alert>
        ) : (
          <>
            <div className="grid gap-4 lg:grid-cols-2">
              {given.map((v) => (
                <VaccineCard key={v.id} vaccine={v} headingLevel="h4" />
              ))}
            </div>
            <h3 className="pt-2 font-display text-subheading font-semibold">{t('vaccines.wait')}</h3>
            <div className="grid gap-4 lg:grid-cols-2">
              {waiting.map((v) => (
                <VaccineCard key={v.id} vaccine={v} headingLevel="h4" />
              ))}
            </div>
          </>
        )}
      </section>
      <section aria-labelledby="immunization-guidelines-heading" className="space-y-3">
        <h3 id="immunization-guidelines-heading" className="font-display text-subheading font-semibold">
          {t('vaccines.guidelines')}
        </h3>
        <GuidelineList category="immunization" searchable={false} />
      </section>
    </div>
  );
}
