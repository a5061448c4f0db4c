import {
  LABEL_ONLY_RECOMMENDATION_MESSAGE,
  LIVE_FDA_LABELS_OFF_MESSAGE,
  LIVE_FDA_LABELS_PAUSED_MESSAGE,
  LIVE_FDA_LABELS_UNAVAILABLE_MESSAGE,
  MEDICATION_UNKNOWN_RECOMMENDATION_MESSAGE,
  type LabelStatus,
  type MedicationResult,
} from '@bloom/contract';
import { findMedication, type MedicationMatch } from '@bloom/knowledge';
import type { AppContext } from '../../platform/context.ts';
import { upstreamSource } from '../../platform/upstream/registry.ts';
import { UpstreamError } from '../../platform/upstream/upstream-error.ts';
import { createDrugLabelClient, type DrugLabel, type DrugLabelClient } from './drug-label-client.ts';

// openFDA allows about 240 calls a minute per address for the whole server; one person should
// not spend it. Past this she still gets BLOOM's own answer for the rest of the minute.
const LABEL_LOOKUPS_PER_MINUTE = 30;

function labelClient(ctx: AppContext): DrugLabelClient {
  // The same source as the food recalls: one API, one circuit breaker (upstreamSource keeps one per app).
  return createDrugLabelClient(upstreamSource(ctx, 'openFDA'), { baseUrl: ctx.config.openFdaBaseUrl });
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

interface LabelOutcome {
  status: LabelStatus;
  label: DrugLabel | null;
  fetchedAt: Date | null;
}

async function mayLookUpLive(ctx: AppContext, userId: string): Promise<boolean> {
  try {
    return await ctx.rateLimiter.hit(`medication:${userId}`, LABEL_LOOKUPS_PER_MINUTE, 60_000);
  } catch (error) {
    // A counter that cannot be reached must not fail the answer; openFDA's breaker still stands.
    ctx.log.error({ err: error }, 'live lookup limit could not be checked');
    return true;
  }
}

async function labelFor(
  ctx: AppContext,
  userId: string,
  query: string,
  match: MedicationMatch | undefined,
): Promise<LabelOutcome> {
  const none = (status: LabelStatus): LabelOutcome => ({ status, label: null, fetchedAt: null });
  if (match && match.record.labelName === null) return none('not-applicable');
  if (!ctx.config.liveData) return none('off');
  if (!(await mayLookUpLive(ctx, userId))) return none('paused');
  try {
    const fetched = await labelClient(ctx).label(
      match?.record.labelName ? { name: match.record.labelName, by: 'generic' } : { name: query, by: 'any' },
    );
    if (!fetched?.value.label) return none('not-found');
    return { status: 'found', label: fetched.value.label, fetchedAt: fetched.fetchedAt };
  } catch (error) {
    if (error instanceof UpstreamError) {
      ctx.log.warn({ upstream: error.upstream, kind: error.kind, status: error.status }, 'live data unavailable');
    } else {
      ctx.log.error({ err: error }, 'drug label lookup failed unexpectedly');
    }
    return none('unavailable');
  }
}

/**
 * Medication look-up (spec §7 GET /api/health/medication/{name}): BLOOM's own record (brand
 * names and misspellings resolved) combined with the openFDA drug label when it can be reached,
 * within the upstream timeout, from the shared cache, behind openFDA's circuit breaker.
 *
 * @param userId - the caller, whose live look-ups are counted
 * @param query - the name as typed, trimmed (1-100 characters)
 */
export async function checkMedication(ctx: AppContext, userId: string, query: string): Promise<MedicationResult> {
  const match = findMedication(query);
  const { status: labelStatus, label, fetchedAt } = await labelFor(ctx, userId, query, match);
  const record = match?.record;
  const notice =
    labelStatus === 'off'
      ? LIVE_FDA_LABELS_OFF_MESSAGE
      : labelStatus === 'unavailable'
        ? LIVE_FDA_LABELS_UNAVAILABLE_MESSAGE
        : labelStatus === 'paused'
          ? LIVE_FDA_LABELS_PAUSED_MESSAGE
          : null;

  return {
    found: record !== undefined || label !== null,
    status: record?.status ?? null,
    medicationName: record?.name ?? label?.genericName ?? label?.brandName ?? query,
    brandName: label?.brandName ?? (match?.matchedBy === 'brand' ? match.matched : (record?.brands[0] ?? null)),
    genericName: label?.genericName ?? (record?.labelName ? capitalize(record.labelName) : null),
    manufacturer: label?.manufacturer ?? null,
    purpose: label && label.purpose.length > 0 ? label.purpose : record ? [record.use] : [],
    pregnancyWarnings: label?.pregnancyWarnings ?? null,
    warnings: label?.warnings ?? null,
    recommendation:
      record?.recommendation ??
      (label ? LABEL_ONLY_RECOMMENDATION_MESSAGE : MEDICATION_UNKNOWN_RECOMMENDATION_MESSAGE(query)),
    reason: record?.reason ?? null,
    query,
    matchedBy: match?.matchedBy ?? null,
    matchedName: match?.matched ?? null,
    hasLocalData: record !== undefined,
    labelStatus,
    notice,
    lastUpdated: fetchedAt?.toISOString() ?? null,
    source: record ? { ...record.source } : null,
  };
}
