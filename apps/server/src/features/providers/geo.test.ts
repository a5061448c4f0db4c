import { describe, expect, it } from 'vitest';
import { boundingBox, milesBetween } from './geo.ts';

// City-centre coordinates. The expected miles are the published geodesic (WGS-84 ellipsoid)
// distances; a sphere stays within 1% of them, which is the tolerance.
const CITIES = {
  newYork: { lat: 40.7128, lng: -74.006 },
  losAngeles: { lat: 34.0522, lng: -118.2437 },
  chicago: { lat: 41.8781, lng: -87.6298 },
  houston: { lat: 29.7604, lng: -95.3698 },
  seattle: { lat: 47.6062, lng: -122.3321 },
  miami: { lat: 25.7617, lng: -80.1918 },
  austin: { lat: 30.2672, lng: -97.7431 },
  dallas: { lat: 32.7767, lng: -96.797 },
};

describe('milesBetween (great-circle miles)', () => {
  it.each([
    ['New York', 'Los Angeles', CITIES.newYork, CITIES.losAngeles, 2451],
    ['Chicago', 'Houston', CITIES.chicago, CITIES.houston, 942],
    ['Seattle', 'Miami', CITIES.seattle, CITIES.miami, 2734],
    ['Austin', 'Dallas', CITIES.austin, CITIES.dallas, 182],
  ])('%s to %s is about %d miles', (_a, _b, from, to, miles) => {
    expect(Math.abs(milesBetween(from, to) - miles) / miles).toBeLessThan(0.01);
  });

  it('is the same both ways and zero at one place', () => {
    expect(milesBetween(CITIES.chicago, CITIES.miami)).toBe(milesBetween(CITIES.miami, CITIES.chicago));
    expect(milesBetween(CITIES.austin, CITIES.austin)).toBe(0);
  });

  it('rounds to a tenth of a mile', () => {
    const d = milesBetween(CITIES.austin, CITIES.dallas);
    expect(Math.round(d * 10) / 10).toBe(d);
  });
});

describe('boundingBox', () => {
  it('holds every point within the radius', () => {
    const centre = CITIES.seattle;
    const box = boundingBox(centre, 50);
    for (let bearing = 0; bearing < 360; bearing += 15) {
      // A point 49.9 miles away in this direction (small-distance approximation is enough here).
      const rad = (bearing * Math.PI) / 180;
      const dLat = (49.9 / 69.09) * Math.cos(rad);
      const dLng = ((49.9 / 69.09) * Math.sin(rad)) / Math.cos((centre.lat * Math.PI) / 180);
      const point = { lat: centre.lat + dLat, lng: centre.lng + dLng };
      expect(milesBetween(centre, point)).toBeLessThanOrEqual(50.5);
      expect(point.lat >= box.minLat && point.lat <= box.maxLat, `bearing ${bearing}`).toBe(true);
      expect(point.lng >= box.minLng && point.lng <= box.maxLng, `bearing ${bearing}`).toBe(true);
    }
  });

  it('spans every longitude near a pole or across the antimeridian', () => {
    expect(boundingBox({ lat: 89.9, lng: 0 }, 50)).toMatchObject({ minLng: -180, maxLng: 180 });
    expect(boundingBox({ lat: 51, lng: 179.9 }, 50)).toMatchObject({ minLng: -180, maxLng: 180 });
  });
});
