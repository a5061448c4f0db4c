import type { SafetyStatus } from './types.ts';

const LABELS: Record<SafetyStatus, string> = { safe: 'Safe', caution: 'Caution', avoid: 'Avoid' };

/** Display label for a status; anything outside the three known values shows as 'Unknown'. */
export function safetyLabel(status: unknown): 'Safe' | 'Caution' | 'Avoid' | 'Unknown' {
  if (status === 'safe' || status === 'caution' || status === 'avoid') {
    return LABELS[status] as 'Safe' | 'Caution' | 'Avoid';
  }
  return 'Unknown';
}

const SEVERITY: Record<SafetyStatus, number> = { safe: 0, caution: 1, avoid: 2 };

export function severity(status: SafetyStatus): number {
  return SEVERITY[status];
}
