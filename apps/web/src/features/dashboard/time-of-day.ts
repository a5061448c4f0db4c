export type TimeOfDayGreeting = 'Good morning' | 'Good afternoon' | 'Good evening';

/**
 * Greeting for the user's local clock. Nights (before 5 am) get 'Good evening': someone up
 * at 2 am with a restless baby has not started their morning yet.
 * @param now - the current instant, read in the browser's time zone
 * @returns the greeting without a name
 */
export function timeOfDayGreeting(now: Date): TimeOfDayGreeting {
  const hour = now.getHours();
  if (hour >= 5 && hour < 12) return 'Good morning';
  if (hour >= 12 && hour < 18) return 'Good afternoon';
  return 'Good evening';
}
