import type { Appointment, Provider } from '@bloom/contract';

let nextId = 1;
export const anAppointment = (fields: Partial<Appointment> = {}): Appointment => ({
  id: `00000000-0000-4000-9000-${String(nextId++).padStart(12, '0')}`,
  userId: 'u1',
  providerId: 'demo-provider-01',
  providerName: 'Dr. Marigold Thistlewood',
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
  ...fields,
});

export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
