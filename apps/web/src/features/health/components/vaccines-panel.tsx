import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { SkeletonCard } from '@/components/ui/skeleton.tsx';
import { useVaccines } from '../api/get-vaccines.ts';
import { GuidelineList } from './guideline-list.tsx';
import { VaccineCard } from './vaccine-card.tsx';

/** The Vaccines sub-tab: the vaccines of pregnancy with their timing, then the immunization guidelines. */
export function VaccinesPanel() {
  const vaccines = useVaccines();
  const given = vaccines.data?.vaccines.filter((v) => v.pregnancySafe) ?? [];
  const waiting = vaccines.data?.vaccines.filter((v) => !v.pregnancySafe) ?? [];
  return (
    <div className="space-y-6">
      <section aria-labelledby="vaccines-given-heading" className="space-y-3">
        <h3 id="vaccines-given-heading" className="font-display text-subheading font-semibold">
          Vaccines during pregnancy
        </h3>
        {vaccines.isPending ? (
          <SkeletonCard label="Loading vaccines…" rows={3} className="min-h-64" />
        ) : vaccines.isError ? (
          <Alert tone="error">
            <p>We could not load the vaccines. Please try again.</p>
            <Button size="sm" variant="secondary" className="mt-2" onClick={() => void vaccines.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : (
          <>
            <div className="grid gap-4 lg:grid-cols-2">
              {given.map((v) => (
                <VaccineCard key={v.id} vaccine={v} headingLevel="h4" />
              ))}
            </div>
            <h3 className="pt-2 font-display text-subheading font-semibold">Wait until after pregnancy</h3>
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
          Immunization guidelines
        </h3>
        <GuidelineList category="immunization" label="immunization guidelines" searchable={false} />
      </section>
    </div>
  );
}
