import type { PartnerData, PartnerTips, SyncConnection, SyncRequest, UserProfile } from '@bloom/contract';
import type { ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster.tsx';
import { useAuth } from '@/lib/auth/auth-context.tsx';
import { renderWithApp, serveFetch } from '@/testing/render.tsx';
import { testProfile } from '@/testing/profile.ts';

export type Routes = Parameters<typeof serveFetch>[0];

/** Sam, a partner (not pregnant): the signed-in user of the partner-sync tests. */
export const aProfile = (fields: Partial<UserProfile> = {}): UserProfile =>
  testProfile({
    id: 'u-sam',
    firstName: 'Sam',
    lastName: 'Lee',
    email: 'sam@example.com',
    phoneNumber: '',
    dateOfBirth: null,
    gender: 'male',
    isPregnant: false,
    pregnancyWeeks: null,
    dueDate: null,
    ...fields,
  });

/** A pregnant user, Maya. */
export const maya = (fields: Partial<UserProfile> = {}) =>
  aProfile({
    id: 'u-maya',
    firstName: 'Maya',
    lastName: 'Lopez',
    email: 'maya@example.com',
    gender: 'female',
    isPregnant: true,
    pregnancyWeeks: 24,
    ...fields,
  });

/** Sam's request to Maya, as Maya sees it. */
export const incomingRequest = (fields: Partial<SyncRequest> = {}): SyncRequest => ({
  id: '00000000-0000-4000-8000-000000000001',
  status: 'pending',
  requesterId: 'u-sam',
  partnerId: 'u-maya',
  requesterName: 'Sam Lee',
  requesterEmail: 'sam@example.com',
  partnerName: 'Maya Lopez',
  partnerEmail: 'maya@example.com',
  requestedAt: '2026-03-02T10:00:00.000Z',
  ...fields,
});

/** Sam's request, as Sam sees it: the addressee unnamed. */
export const outgoingRequest = (fields: Partial<SyncRequest> = {}): SyncRequest =>
  incomingRequest({ partnerId: null, partnerName: null, partnerEmail: null, ...fields });

export const aConnection = (fields: Partial<SyncConnection> = {}): SyncConnection => ({
  isParent: false,
  partnerId: 'u-maya',
  partnerName: 'Maya Lopez',
  partnerEmail: 'maya@example.com',
  connectedAt: '2026-03-03T09:00:00.000Z',
  pausedAt: null,
  ...fields,
});

/** Sam following Maya, as Maya sees it. */
export const aFollower = (fields: Partial<SyncConnection> = {}): SyncConnection =>
  aConnection({
    isParent: true,
    partnerId: 'u-sam',
    partnerName: 'Sam Lee',
    partnerEmail: 'sam@example.com',
    ...fields,
  });

export const somePartnerData = (fields: Partial<PartnerData> = {}): PartnerData => ({
  firstName: 'Maya',
  pregnancyWeeks: 24,
  dueDate: '2026-06-25',
  recentSymptoms: [
    { id: 's1', name: 'Heartburn', severity: 2, loggedAt: '2026-03-04T09:00:00.000Z' },
    { id: 's2', name: 'Back pain', severity: 4, loggedAt: '2026-03-03T09:00:00.000Z' },
    { id: 's3', name: 'Nausea', severity: 3, loggedAt: '2026-03-02T09:00:00.000Z' },
  ],
  recentMoods: [
    { id: 'm1', mood: 'Good', energy: 4, tags: ['rested'], loggedAt: '2026-03-04T08:00:00.000Z' },
    { id: 'm2', mood: 'Tired', energy: 2, tags: [], loggedAt: '2026-03-03T08:00:00.000Z' },
  ],
  upcomingAppointments: [
    {
      id: 'a1',
      title: 'Anatomy scan',
      type: 'Ultrasound',
      dateTime: '2026-03-10T15:30:00.000Z',
      date: '2026-03-10',
      location: 'Clinic B',
      providerName: 'Dr. Rivera',
    },
    {
      id: 'a2',
      title: 'Glucose test',
      type: 'Lab Work',
      dateTime: '2026-03-20T16:00:00.000Z',
      date: '2026-03-20',
      location: null,
      providerName: null,
    },
  ],
  recentKickSessions: [
    {
      id: 'k1',
      startedAt: '2026-03-04T19:00:00.000Z',
      endedAt: '2026-03-04T19:30:00.000Z',
      kicks: 10,
      secondsToTen: 1380,
      concern: null,
    },
  ],
  recentContractions: [
    {
      id: 'c1',
      startedAt: '2026-03-04T21:05:00.000Z',
      endedAt: '2026-03-04T21:06:02.000Z',
      durationSeconds: 62,
      intervalSeconds: 300,
    },
  ],
  checklists: [
    {
      id: 'hospital-bag',
      title: 'Hospital bag',
      items: [
        { id: 'bag-notes', text: 'Your pregnancy notes', done: true, suggested: true },
        { id: 'own-1', text: 'Phone charger', done: false, suggested: false },
      ],
    },
  ],
  ...fields,
});

/** "How to help this week" for `week`: two tips with their sources. */
export const someTips = (week: number): PartnerTips => ({
  week,
  tips: [
    {
      id: 'learn-warning-signs',
      text: 'Learn the urgent warning signs.',
      source: {
        organization: 'Centers for Disease Control and Prevention (CDC)',
        title: 'Urgent Maternal Warning Signs (Hear Her)',
        url: 'https://www.cdc.gov/hearher/maternal-warning-signs/',
        reviewed: '2026-11-23',
      },
    },
    {
      id: 'your-vaccines',
      text: `Check your own Tdap and flu shots (week ${week}).`,
      source: {
        organization: 'American College of Obstetricians and Gynecologists (ACOG)',
        title: 'A Partner’s Guide to Pregnancy (FAQ)',
        url: 'https://www.acog.org/womens-health/faqs/a-partners-guide-to-pregnancy',
        reviewed: '2026-11-23',
      },
    },
  ],
});

/**
 * Renders `ui` behind the sign-in gate as `user`, with the toaster; every call must be in `routes`
 * (the partner view's tips for week 24, somePartnerData's week, are answered unless `routes` says otherwise).
 */
export function renderSignedIn(ui: ReactNode, routes: Routes, user: UserProfile = aProfile()) {
  localStorage.setItem('authToken', 'token-1');
  const calls = serveFetch({
    'GET /api/user/profile': [200, user],
    'GET /api/health/partner-tips/24': [200, someTips(24)],
    ...routes,
  });
  function Gate() {
    const { state } = useAuth();
    return state.status === 'signed-in' ? ui : null;
  }
  const view = renderWithApp(
    <>
      <Gate />
      <Toaster />
    </>,
  );
  return { calls, ...view };
}

/** A route that never answers: the component stays loading. */
export const never = () => new Promise<[number, unknown]>(() => undefined);
