import { foodRecallInfoSchema, type FoodRecall, type FoodRecallInfo } from '@bloom/contract';
import { z } from 'zod';
import type { Fetched, UpstreamSource } from '../../platform/upstream/upstream-source.ts';
import { baseUrlJoin, normalizeQuery } from './upstream-helpers.ts';

// Recalls are news; six hours balances freshness against openFDA's per-IP daily allowance.
const RECALLS_TTL_MS = 6 * 3_600_000;
// Active recalls are counted among this many most recent reports for the term.
const RECALLS_FETCHED = 20;
const ACTIVE_STATUS = 'Ongoing';

const recallRecordSchema = z.object({
  recall_number: z.string(),
  status: z.string(),
  recalling_firm: z.string().optional(),
  reason_for_recall: z.string().optional(),
  report_date: z.string().optional(),
});

/** openFDA answers a search without matches with HTTP 404 and this body: no recalls, not a failure. */
const enforcementAnswerSchema = z.union([
  z.object({ results: z.array(recallRecordSchema) }),
  z.object({ error: z.object({ code: z.literal('NOT_FOUND') }) }),
]);

/** openFDA writes dates as YYYYMMDD. */
function isoDate(value: string | undefined): string {
  if (value === undefined) return '';
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : value;
}

/**
 * The term as one phrase of openFDA's Lucene-style search: quotes, backslashes and operators
 * are dropped so the text can only ever be a phrase to look for, never query syntax.
 */
export function recallSearchPhrase(term: string): string {
  return normalizeQuery(term.replace(/[^\p{L}\p{N}' -]+/gu, ' '));
}

function toRecallInfo(records: z.output<typeof recallRecordSchema>[]): FoodRecallInfo {
  const recentRecalls: FoodRecall[] = records.map((r) => ({
    firm: r.recalling_firm ?? '',
    status: r.status,
    reason: r.reason_for_recall ?? '',
    reportDate: isoDate(r.report_date),
    recallNumber: r.recall_number,
  }));
  const activeRecallCount = recentRecalls.filter((r) => r.status === ACTIVE_STATUS).length;
  return { hasActiveRecalls: activeRecallCount > 0, activeRecallCount, recentRecalls };
}

export interface OpenFdaClient {
  /** Undefined when the term has nothing searchable left (only punctuation). */
  foodRecalls(term: string): Promise<Fetched<FoodRecallInfo> | undefined>;
}

/** openFDA food enforcement reports: `GET {base}/food/enforcement.json?search=…&limit=…`, newest first. */
export function createOpenFdaClient(source: UpstreamSource, config: { baseUrl: string }): OpenFdaClient {
  return {
    async foodRecalls(term) {
      const phrase = recallSearchPhrase(term);
      if (phrase === '') return undefined;
      return source.cached(
        { recalls: phrase, limit: RECALLS_FETCHED },
        foodRecallInfoSchema,
        RECALLS_TTL_MS,
        async () => {
          const url = baseUrlJoin(config.baseUrl, 'food/enforcement.json');
          url.searchParams.set('search', `product_description:"${phrase}"`);
          url.searchParams.set('sort', 'report_date:desc');
          url.searchParams.set('limit', String(RECALLS_FETCHED));
          const answer = await source.getJson(url, enforcementAnswerSchema, { answerStatuses: [404] });
          return toRecallInfo('results' in answer ? answer.results : []);
        },
      );
    },
  };
}
