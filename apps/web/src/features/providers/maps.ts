import type { Clinic } from '@bloom/contract';

/**
 * A Google Maps directions link to the clinic (Maps URLs, `api=1`). Without an origin, Maps
 * starts from where the phone is, so her position never goes into the link. It is only ever
 * opened by her click, in a new tab: the app itself requests nothing from another origin.
 */
export function directionsUrl(clinic: Pick<Clinic, 'lat' | 'lng'>): string {
  const params = new URLSearchParams({ api: '1', destination: `${clinic.lat},${clinic.lng}` });
  return `https://www.google.com/maps/dir/?${params.toString()}`;
}
