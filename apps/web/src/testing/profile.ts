import type { UserProfile } from '@bloom/contract';
import { dueDateIso } from '@bloom/pregnancy';

/**
 * The profile the server sends for Ana, 18 weeks along at `now` (UTC), with `fields` over it:
 * the signed-in user of the web's tests.
 */
export function testProfile(fields: Partial<UserProfile> = {}, now = new Date()): UserProfile {
  return {
    id: 'u1',
    firstName: 'Ana',
    lastName: 'Rivera',
    email: 'ana@example.com',
    phoneNumber: '5550102030',
    dateOfBirth: '1994-05-17',
    gender: 'female',
    isPregnant: true,
    pregnancyWeeks: 18,
    dueDate: dueDateIso(18, now, 'UTC'),
    babyGender: null,
    timeZone: 'UTC',
    homeZip: null,
    providerPhone: null,
    isApproved: true,
    isAdmin: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    locale: 'en',
    ...fields,
  };
}
