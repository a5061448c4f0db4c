import type { Clinic } from '@bloom/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster.tsx';
import { renderWithApp, serveFetch } from '@/testing/render.tsx';
import { DirectionsButton } from './directions-button.tsx';

const HERE = { latitude: 30.26, longitude: -97.74 };
const CLINICS: Clinic[] = [
  {
    name: 'Bluebonnet Women’s Health',
    address: '1200 Willowbrook Lane, Austin, TX 78701',
    lat: 30.2689,
    lng: -97.7426,
    distance: 0.6,
  },
  {
    name: 'Lantern Birth Collective',
    address: '48 Sparrowfield Road, Austin, TX 78705',
    lat: 30.294,
    lng: -97.7399,
    distance: 2.4,
  },
];

type Geolocation = Pick<globalThis.Geolocation, 'getCurrentPosition'>;
const error = (code: 1 | 2 | 3) => ({ code, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: '' });

/** The browser's location service: a position, a refusal with `code`, or none at all. */
function givenGeolocation(geolocation: Geolocation | undefined) {
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
}
const at = (coords = HERE): Geolocation => ({
  getCurrentPosition: (success) => success({ coords, timestamp: Date.now() } as GeolocationPosition),
});
const refusing = (code: 1 | 2 | 3): Geolocation => ({
  getCurrentPosition: (_success, failure) => failure?.(error(code) as GeolocationPositionError),
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

async function press(routes: Parameters<typeof serveFetch>[0] = {}) {
  const user = userEvent.setup();
  const calls = serveFetch(routes);
  const open = vi.spyOn(window, 'open');
  renderWithApp(
    <>
      <DirectionsButton />
      <Toaster />
    </>,
  );
  await user.click(screen.getByRole('button', { name: 'Directions to a clinic' }));
  return { calls, open };
}

describe('DirectionsButton', () => {
  it('asks the server for the nearest clinics at her position and lists maps links that open in a new tab', async () => {
    givenGeolocation(at());
    const { calls, open } = await press({ 'POST /api/clinics/directions': [200, CLINICS] });
    const dialog = await screen.findByRole('dialog', { name: 'Nearest prenatal clinics' });
    expect(calls).toEqual([
      expect.objectContaining({ path: '/api/clinics/directions', body: { lat: 30.26, lng: -97.74 } }),
    ]);
    const items = within(dialog).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual(CLINICS.map((c) => c.name));
    expect(items[0]).toHaveTextContent('1200 Willowbrook Lane, Austin, TX 78701 · 0.6 mi away');
    const link = within(dialog).getByRole('link', {
      name: 'Directions to Bluebonnet Women’s Health (opens in a new tab)',
    });
    expect(link).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=30.2689%2C-97.7426');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // Nothing is opened (or requested from another origin) until she chooses a link.
    expect(open).not.toHaveBeenCalled();
  });

  it('says so when the browser has no location service', async () => {
    givenGeolocation(undefined);
    const { calls } = await press();
    expect(await screen.findByText('Location access not available')).toBeInTheDocument();
    expect(screen.getByText('Please enable location services to get directions.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('says so when she refuses location access', async () => {
    givenGeolocation(refusing(1));
    const { calls } = await press();
    expect(await screen.findByText('Location access denied')).toBeInTheDocument();
    expect(screen.getByText('Please enable location services to get directions.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('says location is not available when the device cannot tell where it is', async () => {
    givenGeolocation(refusing(2));
    await press();
    expect(await screen.findByText('Location access not available')).toBeInTheDocument();
  });

  it('says no clinic was found nearby', async () => {
    givenGeolocation(at());
    await press({ 'POST /api/clinics/directions': [200, []] });
    expect(await screen.findByText('No clinics found')).toBeInTheDocument();
    expect(screen.getByText('No prenatal clinics found nearby')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says the directions failed when the server does', async () => {
    givenGeolocation(at());
    await press({ 'POST /api/clinics/directions': [500, { message: 'boom' }] });
    expect(await screen.findByText('Failed to get directions')).toBeInTheDocument();
    expect(screen.getByText('Please try again later')).toBeInTheDocument();
  });

  it('says the directions failed when finding her position times out', async () => {
    givenGeolocation(refusing(3));
    await press();
    expect(await screen.findByText('Failed to get directions')).toBeInTheDocument();
  });
});
