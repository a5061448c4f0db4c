/** A point on the Earth in decimal degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** Mean Earth radius in miles (IUGG), the one every distance in BLOOM uses. */
export const EARTH_RADIUS_MILES = 3958.8;
const MILES_PER_DEGREE_LATITUDE = (Math.PI * EARTH_RADIUS_MILES) / 180;

const rad = (deg: number) => (deg * Math.PI) / 180;

/**
 * Great-circle distance in miles (haversine), rounded to a tenth of a mile.
 * @param a - one point
 * @param b - the other point
 */
export function milesBetween(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h))) * 10) / 10;
}

export interface BoundingBox {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

/**
 * A latitude/longitude box that holds every point within `miles` of `centre`, so the database
 * can narrow a radius search by index before the exact distance is measured. Near a pole or the
 * antimeridian it widens to every longitude rather than wrap.
 * @param centre - the centre of the search
 * @param miles - the search radius
 */
export function boundingBox(centre: LatLng, miles: number): BoundingBox {
  const dLat = miles / MILES_PER_DEGREE_LATITUDE;
  const minLat = Math.max(-90, centre.lat - dLat);
  const maxLat = Math.min(90, centre.lat + dLat);
  const widestLat = Math.max(Math.abs(minLat), Math.abs(maxLat));
  const cosLat = Math.cos(rad(widestLat));
  const dLng = cosLat > 1e-6 ? dLat / cosLat : 360;
  if (dLng >= 180 || centre.lng - dLng < -180 || centre.lng + dLng > 180) {
    return { minLat, maxLat, minLng: -180, maxLng: 180 };
  }
  return { minLat, maxLat, minLng: centre.lng - dLng, maxLng: centre.lng + dLng };
}
