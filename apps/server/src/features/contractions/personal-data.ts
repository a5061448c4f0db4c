import type { ContractionExport } from '@bloom/contract';
import type { Observation, Patient, Reference } from '@medplum/fhirtypes';
import { sql } from 'drizzle-orm';
import { contractions } from '../../db/schema/index.ts';
import type { PersonalData } from '../../platform/personal-data.ts';
import { contractionPage, exportContractions, listContractions } from './repo.ts';
import { toContraction, toContractions } from './service.ts';

const iso = (d: Date) => d.toISOString();

/**
 * A contraction as a FHIR R4 Observation (category survey, status final): its period and its
 * length in seconds. No LOINC code for a contraction timed at home could be confirmed, so the
 * code is text only.
 */
function contractionObservation(c: ContractionExport, subject: Reference<Patient>): Observation {
  const seconds = Math.round((Date.parse(c.endedAt) - Date.parse(c.startedAt)) / 1000);
  return {
    resourceType: 'Observation',
    id: c.id,
    status: 'final',
    category: [
      {
        coding: [
          { system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'survey', display: 'Survey' },
        ],
      },
    ],
    code: { text: 'Uterine contraction timed by the mother or her partner (duration)' },
    subject,
    effectivePeriod: { start: c.startedAt, end: c.endedAt },
    issued: c.createdAt,
    valueQuantity: { value: seconds, unit: 's', system: 'http://unitsofmeasure.org', code: 's' },
    note: [{ text: "Timed with BLOOM's contraction timer." }],
  };
}

/** A contraction's line in the admin's merged events, built by the database: '62 s'. */
const contractionDetails = sql`round(extract(epoch from (${contractions.endedAt} - ${contractions.startedAt})))::int || ' s'`;

/**
 * Her timed contractions: in her export (JSON and FHIR), deleted with her account, in the admin's
 * merged events and record page, seen by her partner.
 */
export const contractionsPersonalData: PersonalData = {
  owner: 'features/contractions',
  tables: [contractions],
  export: {
    contractions: async (db, her) =>
      (await exportContractions(db, her.id)).map((c) => ({
        id: c.id,
        startedAt: iso(c.startedAt),
        endedAt: iso(c.endedAt),
        createdAt: iso(c.createdAt),
      })),
  },
  fhir: (data, subject) => data.contractions.map((c) => contractionObservation(c, subject)),
  events: {
    contraction: {
      table: contractions,
      id: contractions.id,
      userId: contractions.userId,
      // When it began: served by (started_at, id) and (user_id, started_at).
      at: contractions.startedAt,
      details: contractionDetails,
      countKey: 'contractions',
      // The admin's page has no interval (its rows are everyone's, not one series).
      rows: async (db, window) =>
        (await contractionPage(db, window)).map((row) => ({ ...toContraction(row, undefined), userId: row.userId })),
    },
  },
  partner: {
    recentContractions: async (db, batch) =>
      (await batch.lists(db, (her) => listContractions(db, her, batch.limit + 1))).map(({ rows }) => ({
        items: toContractions(rows, batch.limit).map(
          ({ id, startedAt, endedAt, durationSeconds, intervalSeconds }) => ({
            id,
            startedAt,
            endedAt,
            durationSeconds,
            intervalSeconds,
          }),
        ),
      })),
  },
};
