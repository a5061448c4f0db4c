import type { Appointment, Provider } from '@bloom/contract';

let nextId = 1;
export const anAppointment = (fields: Partial<Appointment> = {}): Appointment => ({
  id: `00000000-0000-4000-9000-${String(nextId++).padStart(12, '0')}`,
  userId: 'u1',
  providerId: 'demo-provider-01',
  providerName: 'Dr. Marigold Thistlewood',
  providerIsSample: true,
  title: 'Checkup',
  type: 'Regular Checkup',
  dateTime: '2026-12-01T15:00:00.000Z',
  location: null,
  notes: null,
  status: 'scheduled',
  createdAt: '2026-11-01T10:00:00.000Z',
  ...fields,
});

export const aProvider = (fields: Partial<Provider> = {}): Provider => ({
  id: 'demo-provider-01',
  npi: null,
  name: 'Dr. Marigold Thistlewood',
  specialty: 'Obstetrics & Gynecology',
  practice: 'Bluebonnet Women’s Health',
  phone: '(512) 555-0101',
  address: '1200 Willowbrook Lane, Austin, TX 78701',
  zipCode: '78701',
  lat: 30.27,
  lng: -97.74,
  distance: null,
  rating: 4.9,
  reviewCount: 212,
  acceptsNewPatients: true,
  features: [],
  insurance: ['Aetna'],
  isSample: true,
  isOwn: false,
  ...fields,
});

/** A provider she added herself: private, no rating or reviews. */
export const anOwnProvider = (fields: Partial<Provider> = {}): Provider =>
  aProvider({
    id: 'own-00000000-0000-4000-a000-000000000001',
    name: 'Dr. Jane Real',
    specialty: '',
    practice: 'Downtown Family Clinic',
    phone: '(415) 555-2671',
    address: '1 Market St, San Francisco, CA',
    zipCode: '',
    lat: null,
    lng: null,
    rating: null,
    reviewCount: null,
    acceptsNewPatients: null,
    insurance: [],
    isSample: false,
    isOwn: true,
    ...fields,
  });

export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
