import type { Appointment, CalendarEntry, UserProfile } from '@bloom/contract';
import { dueDateIso } from '@bloom/pregnancy';
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster.tsx';
import { useAuth } from '@/lib/auth/auth-context.tsx';
import { renderWithApp, serveFetch } from '@/testing/render.tsx';
import { CalendarCard } from '../components/calendar-card.tsx';
import { testProfile } from '@/testing/profile.ts';

/** The weeks and due date the server sends for someone `weeks` along today (weeks derive from the due date). */
export const pregnantAt = (weeks: number) => ({ pregnancyWeeks: weeks, dueDate: dueDateIso(weeks, new Date(), 'UTC') });

export const aProfile = (fields: Partial<UserProfile> = {}): UserProfile =>
  testProfile({ phoneNumber: '', ...pregnantAt(24), ...fields });

let nextId = 1;
export const anEntry = (fields: Partial<CalendarEntry> = {}): CalendarEntry => ({
  id: `00000000-0000-4000-8000-${String(nextId++).padStart(12, '0')}`,
  userId: 'u1',
  date: '2026-11-22',
  type: 'note',
  title: 'A note',
  description: null,
  time: null,
  category: null,
  foodItems: null,
  activities: null,
  notes: null,
  moodRating: null,
  energyLevel: null,
  symptoms: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...fields,
});

export const anAppointment = (fields: Partial<Appointment> = {}): Appointment => ({
  id: `00000000-0000-4000-9000-${String(nextId++).padStart(12, '0')}`,
  userId: 'u1',
  providerId: 'own-1',
  providerName: 'Dr. Jane Real',
  providerIsSample: false,
  title: 'Checkup',
  type: 'Regular Checkup',
  dateTime: new Date(2026, 10, 22, 9, 30).toISOString(),
  location: null,
  notes: null,
  status: 'scheduled',
  createdAt: '2026-11-01T10:00:00.000Z',
  ...fields,
});

/** Renders its children only once the profile has loaded, as the app's auth gate does. */
function SignedIn({ children }: { children: ReactNode }) {
  return useAuth().state.status === 'signed-in' ? children : null;
}

type Route = [number, unknown] | (() => Promise<[number, unknown]>);

/**
 * The calendar as a signed-in user sees it, with November 2026 answered from `entries` (read at
 * each request, so a test can change it before the refetch), her `appointments`, plus any other `routes`.
 */
export async function renderCalendar(
  options: {
    entries?: CalendarEntry[];
    appointments?: Appointment[];
    profile?: UserProfile;
    routes?: Record<string, Route>;
  } = {},
) {
  const entries = options.entries ?? [];
  const appointments = options.appointments ?? [];
  localStorage.setItem('authToken', 'token-1');
  const calls = serveFetch({
    'GET /api/user/profile': [200, options.profile ?? aProfile()],
    'GET /api/calendar/entries?month=2026-11': async () => [200, entries],
    'GET /api/appointments': async () => [200, appointments],
    ...options.routes,
  });
  const result = renderWithApp(
    <>
      <SignedIn>
        <CalendarCard />
      </SignedIn>
      <Toaster />
    </>,
  );
  await screen.findByRole('heading', { name: 'Pregnancy Calendar' });
  return { ...result, calls, entries };
}

export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/**
 * Opens the day's add forms with its 'Add entry' button (they start closed) and returns the
 * free-entry form, or the form of the `tab` given ('Food' → 'Track food').
 */
export async function openAddForms(
  user: { click: (element: Element) => Promise<void> },
  tab?: { name: string; form: string },
): Promise<HTMLElement> {
  const button = await screen.findByRole('button', { name: 'Add entry' });
  if (button.getAttribute('aria-expanded') !== 'true') await user.click(button);
  if (!tab) return screen.getByRole('form', { name: 'Add entry' });
  await user.click(screen.getByRole('tab', { name: tab.name }));
  return screen.getByRole('form', { name: tab.form });
}
