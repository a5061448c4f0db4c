import type { Provider } from '@bloom/contract';
import { CalendarPlus } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n/index.ts';
import { ContactLines, InsuranceSummary, IntakeBadge, Rating, SampleBadge } from './provider-details.tsx';

export interface ProviderCardProps {
  provider: Provider;
  onViewProfile: (provider: Provider) => void;
  onBook: (provider: Provider) => void;
}

/**
 * One provider in the results (spec §2, §3): name, specialty and practice, rating and reviews,
 * intake status, phone, address and distance, features, the first 3 insurance plans and '+N more',
 * with 'View profile' and 'Book appointment'.
 */
export function ProviderCard({ provider, onViewProfile, onBook }: ProviderCardProps) {
  const { t } = useT('providers');
  const headingId = useId();
  const subtitle = [provider.specialty, provider.practice].filter(Boolean).join(' · ');
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-card border border-line bg-surface p-4 text-ink shadow-card sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1.5">
        <div className="min-w-0">
          <h3 id={headingId} className="font-display text-subheading font-semibold text-ink">
            {provider.name}
          </h3>
          {subtitle && <p className="text-sm text-ink-muted">{subtitle}</p>}
        </div>
        <div className="flex flex-wrap gap-1.5">
          {provider.isOwn && (
            <Badge tone="brand" icon={null}>
              {t('card.yourProvider')}
            </Badge>
          )}
          {provider.isSample && <SampleBadge />}
        </div>
      </div>

      {!provider.isOwn && (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
          <Rating provider={provider} />
          <IntakeBadge accepts={provider.acceptsNewPatients} />
        </div>
      )}

      <ContactLines provider={provider} />

      {provider.features.length > 0 && (
        <ul aria-label={t('card.features')} className="flex flex-wrap gap-1.5">
          {provider.features.map((feature) => (
            <li key={feature}>
              <Badge icon={null}>{feature}</Badge>
            </li>
          ))}
        </ul>
      )}

      <InsuranceSummary insurance={provider.insurance} />

      <div className="mt-auto flex flex-col gap-2 pt-1 sm:flex-row">
        <Button
          variant="secondary"
          size="sm"
          className="sm:flex-1"
          aria-label={t('card.viewProfileOf', { name: provider.name })}
          onClick={() => onViewProfile(provider)}
        >
          {t('card.viewProfile')}
        </Button>
        <Button
          size="sm"
          className="sm:flex-1"
          aria-label={t('card.bookWith', { name: provider.name })}
          onClick={() => onBook(provider)}
        >
          <CalendarPlus aria-hidden className="size-4" />
          {t('card.book')}
        </Button>
      </div>
    </article>
  );
}
