import type { Provider } from '@bloom/contract';
import { CalendarPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { ContactLines, IntakeBadge, Rating, SampleBadge } from './provider-details.tsx';

export interface ProviderProfileDialogProps {
  provider: Provider;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onBook: (provider: Provider) => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold text-ink">{title}</h3>
      {children}
    </section>
  );
}

/** Everything about one provider (spec §2 profile dialog): every insurance plan and feature, and booking. */
export function ProviderProfileDialog({ provider, open, onOpenChange, onBook }: ProviderProfileDialogProps) {
  const { t } = useT('providers');
  const description = [provider.specialty, provider.practice].filter(Boolean).join(' · ') || undefined;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={provider.name} {...(description ? { description } : {})}>
      <div className="space-y-5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
          {provider.isSample && <SampleBadge />}
          {!provider.isOwn && <Rating provider={provider} />}
          <IntakeBadge accepts={provider.acceptsNewPatients} />
        </div>
        {provider.isSample && <Alert tone="info">{t('profile.sampleNote')}</Alert>}

        <Section title={t('profile.contact')}>
          <ContactLines provider={provider} />
        </Section>

        {provider.features.length > 0 && (
          <Section title={t('profile.features')}>
            <ul className="flex flex-wrap gap-1.5">
              {provider.features.map((feature) => (
                <li key={feature}>
                  <Badge icon={null}>{feature}</Badge>
                </li>
              ))}
            </ul>
          </Section>
        )}

        {provider.insurance.length > 0 && (
          <Section title={t('profile.insurance')}>
            <ul className="grid gap-1 text-sm text-ink sm:grid-cols-2">
              {provider.insurance.map((plan) => (
                <li key={plan}>{plan}</li>
              ))}
            </ul>
          </Section>
        )}

        {provider.npi && (
          <p className="text-xs text-ink-muted">
            NPI {provider.npi}
            {provider.isSample ? t('profile.sampleNpi') : ''}
          </p>
        )}

        <div className="flex justify-end">
          <Button onClick={() => onBook(provider)}>
            <CalendarPlus aria-hidden className="size-4" />
            {t('profile.book')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
