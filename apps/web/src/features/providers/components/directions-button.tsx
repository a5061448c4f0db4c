import type { Clinic } from '@bloom/contract';
import { ExternalLink, Navigation } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { i18n, useT } from '@/lib/i18n/index.ts';
import { useFindClinics } from '../api/find-clinics.ts';
import { directionsUrl } from '../maps.ts';
import { formatDistance } from './provider-details.tsx';

const ENABLE_LOCATION = 'Please enable location services to get directions.';

/** Spec §8 directions messages. */
export const DIRECTIONS_MESSAGES = {
  unavailable: { title: 'Location access not available', description: ENABLE_LOCATION },
  denied: { title: 'Location access denied', description: ENABLE_LOCATION },
  noneFound: { title: 'No clinics found', description: 'No prenatal clinics found nearby' },
  failed: { title: 'Failed to get directions', description: 'Please try again later' },
} as const;

/** The keys of each message's title and text in the providers catalogue (its English is DIRECTIONS_MESSAGES). */
const MESSAGE_KEYS = {
  unavailable: ['directions.unavailable', 'directions.enable'],
  denied: ['directions.denied', 'directions.enable'],
  noneFound: ['directions.noneFound', 'directions.noneFoundText'],
  failed: ['directions.failed', 'directions.failedText'],
} as const;

const fail = (message: keyof typeof DIRECTIONS_MESSAGES) => {
  const [title, description] = MESSAGE_KEYS[message];
  toast({
    title: i18n.t(title, { ns: 'providers' }),
    description: i18n.t(description, { ns: 'providers' }),
    tone: 'error',
  });
};

/**
 * 'Directions to a clinic' (spec §2): asks the browser where she is, asks the server for the
 * nearest prenatal clinics and lists them, each with a maps directions link that opens in a new
 * tab when she chooses it. Her position is sent to BLOOM only, never to a map service.
 */
export function DirectionsButton() {
  const { t } = useT('providers');
  const [locating, setLocating] = useState(false);
  const [clinics, setClinics] = useState<Clinic[] | null>(null);
  const find = useFindClinics();
  const busy = locating || find.isPending;

  const start = () => {
    if (!('geolocation' in navigator) || !navigator.geolocation) {
      fail('unavailable');
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        find.mutate(
          { lat: position.coords.latitude, lng: position.coords.longitude },
          {
            onSuccess: (found) => (found.length > 0 ? setClinics(found) : fail('noneFound')),
            onError: () => fail('failed'),
          },
        );
      },
      (error) => {
        setLocating(false);
        if (error.code === error.PERMISSION_DENIED) fail('denied');
        else if (error.code === error.POSITION_UNAVAILABLE) fail('unavailable');
        else fail('failed');
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 5 * 60_000 },
    );
  };

  return (
    <>
      <Button variant="secondary" onClick={start} disabled={busy} className="w-full sm:w-auto">
        <Navigation aria-hidden className="size-4" />
        {busy ? t('directions.finding') : t('directions.button')}
      </Button>
      <Dialog
        open={clinics !== null}
        onOpenChange={(open) => !open && setClinics(null)}
        title={t('directions.title')}
        description={t('directions.description')}
      >
        <ol className="space-y-3">
          {(clinics ?? []).map((clinic) => (
            <li
              key={`${clinic.name}|${clinic.address}`}
              className="flex flex-col gap-2 rounded-control border border-line p-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-semibold text-ink">{clinic.name}</p>
                <p className="text-sm text-ink-muted">
                  {clinic.address} · {formatDistance(clinic.distance)}
                </p>
              </div>
              <a
                href={directionsUrl(clinic)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('directions.linkLabel', { name: clinic.name })}
                className="inline-flex min-h-11 shrink-0 items-center gap-1.5 font-semibold text-accent-ink underline-offset-2 hover:underline"
              >
                {t('directions.link')}
                <ExternalLink aria-hidden className="size-4" />
              </a>
            </li>
          ))}
        </ol>
      </Dialog>
    </>
  );
}
