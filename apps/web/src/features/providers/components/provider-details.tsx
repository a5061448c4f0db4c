import type { Provider } from '@bloom/contract';
import { MapPin, Phone, Star } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { displayPhone, telLink } from '../../../lib/format/phone.ts';

/** Spec §9: the first 3 insurance plans, then '+N more'. */
export const INSURANCE_SHOWN = 3;

/** '4.8' with a star and '(212 reviews)'; read out as 'Rated 4.8 out of 5 from 212 reviews'. */
export function Rating({ provider }: { provider: Pick<Provider, 'rating' | 'reviewCount'> }) {
  const { rating, reviewCount } = provider;
  if (rating === null || !reviewCount) return <span className="text-sm text-ink-muted">No reviews yet</span>;
  const reviews = `${reviewCount} ${reviewCount === 1 ? 'review' : 'reviews'}`;
  return (
    <span className="inline-flex items-center gap-1 text-sm">
      <Star aria-hidden className="size-4 fill-amber-400 text-amber-700 dark:text-amber-300" />
      <span aria-hidden className="font-semibold text-ink">
        {rating.toFixed(1)}
      </span>
      <span aria-hidden className="text-ink-muted">
        ({reviews})
      </span>
      <span className="sr-only">
        Rated {rating.toFixed(1)} out of 5 from {reviews}
      </span>
    </span>
  );
}

/** Whether she can become a patient there; nothing when the directory does not say. */
export function IntakeBadge({ accepts }: { accepts: boolean | null }) {
  if (accepts === null) return null;
  return accepts ? (
    <Badge tone="brand" icon={null}>
      Accepting new patients
    </Badge>
  ) : (
    <Badge tone="neutral" icon={null}>
      Not accepting new patients
    </Badge>
  );
}

export function SampleBadge() {
  return (
    <Badge tone="lavender" icon={null}>
      Sample
    </Badge>
  );
}

/** Miles with one decimal ('2.3 mi away'). */
export const formatDistance = (miles: number) => `${miles.toFixed(1)} mi away`;

/** Phone (a tap calls; spec §5 (xxx) xxx-xxxx), address and distance, each with its icon. */
export function ContactLines({ provider }: { provider: Pick<Provider, 'phone' | 'address' | 'distance'> }) {
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
  if (insurance.length === 0) return null;
  const more = insurance.length - INSURANCE_SHOWN;
  return (
    <p className="text-sm text-ink-muted">
      <span className="font-semibold text-ink">Insurance: </span>
      {insurance.slice(0, INSURANCE_SHOWN).join(', ')}
      {more > 0 && <span className="font-semibold text-ink"> +{more} more</span>}
    </p>
  );
}
