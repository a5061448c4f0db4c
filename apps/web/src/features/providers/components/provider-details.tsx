import type { Provider } from '@bloom/contract';
import { MapPin, Phone, Star } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { displayPhone, telLink } from '@/lib/format/phone.ts';
import { formatNumber, i18n, useT } from '@/lib/i18n/index.ts';

/** Spec §9: the first 3 insurance plans, then '+N more'. */
export const INSURANCE_SHOWN = 3;

/** '4.8' with a star and '(212 reviews)'; read out as 'Rated 4.8 out of 5 from 212 reviews'. */
export function Rating({ provider }: { provider: Pick<Provider, 'rating' | 'reviewCount'> }) {
  const { t } = useT('providers');
  const { rating, reviewCount } = provider;
  if (rating === null || !reviewCount) return <span className="text-sm text-ink-muted">{t('details.noReviews')}</span>;
  const reviews = t('details.reviews', { count: reviewCount });
  const score = formatNumber(rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <span className="inline-flex items-center gap-1 text-sm">
      <Star aria-hidden className="size-4 fill-amber-400 text-amber-700 dark:text-amber-300" />
      <span aria-hidden className="font-semibold text-ink">
        {score}
      </span>
      <span aria-hidden className="text-ink-muted">
        ({reviews})
      </span>
      <span className="sr-only">{t('details.rated', { rating: score, reviews })}</span>
    </span>
  );
}

/** Whether she can become a patient there; nothing when the directory does not say. */
export function IntakeBadge({ accepts }: { accepts: boolean | null }) {
  const { t } = useT('providers');
  if (accepts === null) return null;
  return accepts ? (
    <Badge tone="brand" icon={null}>
      {t('details.accepting')}
    </Badge>
  ) : (
    <Badge tone="neutral" icon={null}>
      {t('details.notAccepting')}
    </Badge>
  );
}

export function SampleBadge() {
  const { t } = useT('providers');
  return (
    <Badge tone="lavender" icon={null}>
      {t('details.sample')}
    </Badge>
  );
}

/** Miles with one decimal ('2.3 mi away'), in the language on screen. */
export const formatDistance = (miles: number) =>
  i18n.t('details.away', {
    ns: 'providers',
    miles: formatNumber(miles, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  });

/** Phone (a tap calls; spec §5 (xxx) xxx-xxxx), address and distance, each with its icon. */
export function ContactLines({ provider }: { provider: Pick<Provider, 'phone' | 'address' | 'distance'> }) {
  useT('providers'); // the distance is drawn again in a new language
  return (
    <ul className="space-y-1.5 text-sm text-ink">
      {provider.phone && (
        <li className="flex items-start gap-2">
          <Phone aria-hidden className="mt-0.5 size-4 shrink-0 text-ink-muted" />
          <a className="font-medium text-accent-ink underline-offset-2 hover:underline" href={telLink(provider.phone)}>
            {displayPhone(provider.phone)}
          </a>
        </li>
      )}
      {provider.address && (
        <li className="flex items-start gap-2">
          <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-ink-muted" />
          <span>
            {provider.address}
            {provider.distance !== null && (
              <span className="text-ink-muted"> · {formatDistance(provider.distance)}</span>
            )}
          </span>
        </li>
      )}
    </ul>
  );
}

/** The first INSURANCE_SHOWN plans and '+N more' (spec §9). */
export function InsuranceSummary({ insurance }: { insurance: readonly string[] }) {
  const { t } = useT('providers');
  if (insurance.length === 0) return null;
  const more = insurance.length - INSURANCE_SHOWN;
  return (
    <p className="text-sm text-ink-muted">
      <span className="font-semibold text-ink">{t('details.insurance')}</span>
      {insurance.slice(0, INSURANCE_SHOWN).join(', ')}
      {more > 0 && <span className="font-semibold text-ink">{t('details.moreInsurance', { count: more })}</span>}
    </p>
  );
}
