import type { Provider, UserProfile, ZipResult } from '@bloom/contract';
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster.tsx';
import { useAuth } from '@/lib/auth/auth-context.tsx';
import { renderWithApp, serveFetch } from '@/testing/render.tsx';
import { ProvidersPage, type ProvidersPageProps } from '../components/providers-page.tsx';
import { testProfile } from '@/testing/profile.ts';

let nextNpi = 1;
export const aProvider = (fields: Partial<Provider> = {}): Provider => {
  const npi = `01000${String(nextNpi++).padStart(5, '0')}`;
  return {
    id: `npi-${npi}`,
    npi,
    name: 'Dr. Marigold Thistlewood',
    specialty: 'Obstetrics & Gynecology',
    practice: 'Bluebonnet Women’s Health',
    phone: '5125550101',
    address: '1200 Willowbrook Lane, Suite 300, Austin, TX 78701',
    zipCode: '78701',
    lat: 30.2689,
    lng: -97.7426,
    distance: null,
    rating: 4.9,
    reviewCount: 212,
    acceptsNewPatients: true,
    features: ['Telehealth Available', 'Same Day Appointments'],
    insurance: ['Aetna', 'Blue Cross Blue Shield', 'Cigna', 'UnitedHealthcare', 'Medicaid'],
    isSample: true,
    isOwn: false,
    ...fields,
  };
};

/** A provider she added herself: private, no rating, reviews, location or intake status. */
export const anOwnProvider = (fields: Partial<Provider> = {}): Provider =>
  aProvider({
    id: 'own-00000000-0000-4000-a000-000000000001',
    npi: null,
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
    features: [],
    insurance: [],
    isSample: false,
    isOwn: true,
    ...fields,
  });

export const aZip = (zip: string, city = 'Austin'): ZipResult => ({ zip, city, state: 'Texas', stateCode: 'TX' });

export const aProfile = (fields: Partial<UserProfile> = {}): UserProfile =>
  testProfile({ phoneNumber: '', pregnancyWeeks: 20, dueDate: '2027-04-01', ...fields });

/** Renders its children only once the profile has loaded, as the app's auth gate does. */
function SignedIn({ children }: { children: ReactNode }) {
  return useAuth().state.status === 'signed-in' ? children : null;
}

type Route = [number, unknown] | (() => Promise<[number, unknown]>);

/** The providers page as a signed-in user sees it, with the given API answers. */
export async function renderProvidersPage(
  routes: Record<string, Route>,
  options: { profile?: UserProfile; renderBooking?: ProvidersPageProps['renderBooking'] } = {},
) {
  localStorage.setItem('authToken', 'token-1');
  const calls = serveFetch({ 'GET /api/user/profile': [200, options.profile ?? aProfile()], ...routes });
  const result = renderWithApp(
    <>
      <SignedIn>
        <ProvidersPage
          renderBooking={
            options.renderBooking ??
            ((provider) => <p role="dialog" aria-label="Booking">{`Booking ${provider.name}`}</p>)
          }
        />
      </SignedIn>
      <Toaster />
    </>,
  );
  await screen.findByRole('search', { name: 'Providers' });
  /** The API calls after the profile check. */
  const apiCalls = () => calls.filter((c) => c.path !== '/api/user/profile').map((c) => `${c.method} ${c.path}`);
  return { ...result, calls, apiCalls };
}

export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
