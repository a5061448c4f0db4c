/** Colour of the chat-session countdown. */
export type CountdownColor = 'green' | 'orange' | 'red';

/** Above this many seconds left the countdown is green (spec §4, §9). */
export const COUNTDOWN_GREEN_ABOVE_SECONDS = 300;

/** Above this many seconds left (and not green) the countdown is orange; otherwise red. */
export const COUNTDOWN_ORANGE_ABOVE_SECONDS = 60;

const HOUR_MS = 3_600_000;

/**
 * Colour of the text-chat session countdown: green above 300 s, orange above 60 s, red otherwise.
 * @param secondsRemaining - seconds left in the session
 * @returns 'green', 'orange' or 'red'
 */
export function countdownColor(secondsRemaining: number): CountdownColor {
  if (secondsRemaining > COUNTDOWN_GREEN_ABOVE_SECONDS) {
    return 'green';
  }
  return secondsRemaining > COUNTDOWN_ORANGE_ABOVE_SECONDS ? 'orange' : 'red';
}

/**
 * Countdown text: 'm:ss' below an hour ('4:05', '0:09'), 'h:mm:ss' from an hour on.
 * Fractions are rounded up so '0:00' appears only once time is really up, and so
 * the text agrees with {@link countdownColor} (300.4 s reads '5:01' while still green).
 * @param seconds - seconds remaining; negative and non-numbers read as 0
 * @returns the formatted countdown
 */
export function formatCountdown(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = String(total % 60).padStart(2, '0');
  if (hours > 0) {
    return `${hours}:${String(minutes).padStart(2, '0')}:${secs}`;
  }
  return `${minutes}:${secs}`;
}

/**
 * Text under the usage card saying when the daily chat allowance resets. Hours
 * are rounded up (spec §2: "reset text that rounds up to hours"), so 59 minutes
 * reads 'Resets in 1 hour' and 61 minutes 'Resets in 2 hours': the user is never
 * told the reset comes sooner than it does. Once the reset time has passed (the
 * next 1-second poll will bring the fresh allowance) the text is 'Resets now'.
 * @param resetTime - when the allowance resets: a Date or an ISO timestamp string from the API
 * @param now - the current instant
 * @returns the reset text, or null when the reset time is missing or unparseable
 */
export function resetHoursText(resetTime: Date | string | null | undefined, now: Date): string | null {
  if (resetTime == null) {
    return null;
  }
  const reset = resetTime instanceof Date ? resetTime : new Date(resetTime);
  const remainingMs = reset.getTime() - now.getTime();
  if (Number.isNaN(remainingMs)) {
    return null;
  }
  if (remainingMs <= 0) {
    return 'Resets now';
  }
  const hours = Math.ceil(remainingMs / HOUR_MS);
  return `Resets in ${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}
