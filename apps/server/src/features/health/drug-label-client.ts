import { z } from 'zod';
import type { Fetched, UpstreamSource } from '../../platform/upstream/upstream-source.ts';

// Labels change rarely; a day keeps openFDA's per-address allowance for new names.
const FOUND_TTL_MS = 24 * 3_600_000;
// A name openFDA does not know may be added; ask again sooner.
const NOT_FOUND_TTL_MS = 6 * 3_600_000;
// Several labels share a generic name; the best of these few is shown.
const LABELS_FETCHED = 5;
// Label sections can run to pages; the card shows the start and links nothing elsewhere.
const MAX_TEXT = 900;

const stringList = z.array(z.string()).optional();

const labelRecordSchema = z.object({
  openfda: z.object({ brand_name: stringList, generic_name: stringList, manufacturer_name: stringList }).optional(),
  purpose: stringList,
  pregnancy_or_breast_feeding: stringList,
  pregnancy: stringList,
  warnings: stringList,
  warnings_and_cautions: stringList,
  effective_time: z.string().optional(),
});
type LabelRecord = z.output<typeof labelRecordSchema>;

/** openFDA answers a search without matches with HTTP 404 and this body: "no label", not a failure. */
const labelAnswerSchema = z.union([
  z.object({ results: z.array(labelRecordSchema) }),
  z.object({ error: z.object({ code: z.literal('NOT_FOUND') }) }),
]);

/** The parts of an FDA drug label the medication card shows. */
export const drugLabelSchema = z.object({
  brandName: z.string().nullable(),
  genericName: z.string().nullable(),
  manufacturer: z.string().nullable(),
  purpose: z.array(z.string()),
  pregnancyWarnings: z.string().nullable(),
  warnings: z.string().nullable(),
  /** YYYY-MM-DD of the label's version, when openFDA gives it. */
  effectiveDate: z.string().nullable(),
});
export type DrugLabel = z.infer<typeof drugLabelSchema>;

/** What is cached: the label, or null when openFDA has none for the name. */
const cachedLabelSchema = z.object({ label: drugLabelSchema.nullable() });

/**
 * The name as one phrase of openFDA's Lucene-style search: quotes, backslashes and operators
 * are dropped, so typed text can only ever be words to look for, never query syntax.
 */
export function labelSearchPhrase(name: string): string {
  return name
    .replace(/[^\p{L}\p{N} -]+/gu, ' ')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

/** 'ACETAMINOPHEN' → 'Acetaminophen'; text already in mixed case is left as written. */
function gentleCase(value: string): string {
  if (value !== value.toUpperCase()) return value;
  return value
    .toLowerCase()
    .replace(/(^|[\s/(-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/** Labels often repeat their own heading ("Warnings", "8.1 Pregnancy Risk Summary") at the start. */
const HEADING =
  /^(?:\d+(?:\.\d+)*\s+)?(?:purposes?|warnings(?: and precautions)?|pregnancy(?: or breast[- ]feeding)?(?: risk summary)?)\s*:?\s*/i;

/** One readable paragraph: joined, heading dropped, shortened at a word boundary. */
export function labelText(parts: string[] | undefined): string | null {
  if (!parts || parts.length === 0) return null;
  const text = parts.join(' ').replace(/\s+/g, ' ').trim().replace(HEADING, '');
  if (text === '') return null;
  if (text.length <= MAX_TEXT) return text;
  const cut = text.slice(0, MAX_TEXT);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[,;:]$/, '')}…`;
}

function isoDate(value: string | undefined): string | null {
  const m = value ? /^(\d{4})(\d{2})(\d{2})$/.exec(value) : null;
  return m ? `${m[1]}-${m[2]}-${m[3]}` : null;
}

function toLabel(record: LabelRecord): DrugLabel {
  const first = (list: string[] | undefined) => (list?.[0] ? gentleCase(list[0]) : null);
  const purpose = labelText(record.purpose);
  return {
    brandName: first(record.openfda?.brand_name),
    genericName: first(record.openfda?.generic_name),
    manufacturer: first(record.openfda?.manufacturer_name),
    purpose: purpose ? [purpose] : [],
    pregnancyWarnings: labelText(record.pregnancy_or_breast_feeding ?? record.pregnancy),
    warnings: labelText(record.warnings ?? record.warnings_and_cautions),
    effectiveDate: isoDate(record.effective_time),
  };
}

/** The label to show: one that speaks about pregnancy, else the first. */
function bestLabel(records: LabelRecord[]): LabelRecord | undefined {
  return records.find((r) => r.pregnancy_or_breast_feeding || r.pregnancy) ?? records[0];
}

export interface LabelQuery {
  name: string;
  /** 'generic': a generic name BLOOM knows; 'any': a typed name, tried as generic or brand. */
  by: 'generic' | 'any';
}

export interface DrugLabelClient {
  /** Undefined when the name has nothing searchable left (only punctuation). */
  label(query: LabelQuery): Promise<Fetched<{ label: DrugLabel | null }> | undefined>;
}

/** openFDA drug labels: `GET {base}/drug/label.json?search=openfda.generic_name:"…"&limit=…`. */
export function createDrugLabelClient(source: UpstreamSource, config: { baseUrl: string }): DrugLabelClient {
  return {
    async label({ name, by }) {
      const phrase = labelSearchPhrase(name);
      if (phrase === '') return undefined;
      return source.cached(
        { drugLabel: phrase, by, limit: LABELS_FETCHED },
        cachedLabelSchema,
        (value) => (value.label ? FOUND_TTL_MS : NOT_FOUND_TTL_MS),
        async () => {
          const url = new URL('drug/label.json', config.baseUrl.endsWith('/') ? config.baseUrl : `${config.baseUrl}/`);
          const generic = `openfda.generic_name:"${phrase}"`;
          // A space between clauses is openFDA's OR (URLSearchParams writes it as '+').
          url.searchParams.set('search', by === 'generic' ? generic : `${generic} openfda.brand_name:"${phrase}"`);
          url.searchParams.set('limit', String(LABELS_FETCHED));
          const answer = await source.getJson(url, labelAnswerSchema, { answerStatuses: [404] });
          const record = 'results' in answer ? bestLabel(answer.results) : undefined;
          return { label: record ? toLabel(record) : null };
        },
      );
    },
  };
}
