import type { NewContraction } from '@bloom/contract';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { formatNumber } from '@/lib/i18n/index.ts';

/**
 * The contraction being timed, kept in localStorage until the server has it: a reload, a closed
 * tab or a failed save loses nothing. One per account and log on this device (her own, or hers
 * as her partner times it).
 */
const timingSchema = z.object({
  startedAt: z.iso.datetime(),
  /** Set at Stop; the contraction then waits to be saved. */
  endedAt: z.iso.datetime().nullable(),
});
export type ContractionInProgress = z.infer<typeof timingSchema>;

const storageKey = (userId: string, forId: string | undefined) =>
  `bloom:contraction:${userId}${forId ? `:for:${forId}` : ''}`;

export function readTiming(userId: string, forId?: string): ContractionInProgress | null {
  try {
    const raw = localStorage.getItem(storageKey(userId, forId));
    const parsed = raw === null ? null : timingSchema.safeParse(JSON.parse(raw));
    return parsed?.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeTiming(userId: string, forId: string | undefined, timing: ContractionInProgress | null): void {
  if (timing) localStorage.setItem(storageKey(userId, forId), JSON.stringify(timing));
  else localStorage.removeItem(storageKey(userId, forId));
}

/** The request that saves a stopped contraction. */
export const toRequest = (timing: ContractionInProgress & { endedAt: string }): NewContraction => ({
  startedAt: timing.startedAt,
  endedAt: timing.endedAt,
});

/** '45 s', '1 min 2 s', '1 h 3 min': a length or an interval, in the language on screen. */
export function formatSeconds(t: TFunction<'contractions'>, totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  if (hours > 0) return t('duration.hm', { h: formatNumber(hours), m: formatNumber(minutes) });
  if (minutes > 0) return t('duration.ms', { m: formatNumber(minutes), s: formatNumber(s % 60) });
  return t('duration.s', { s: formatNumber(s) });
}
