import { KICK_TARGET, KICK_WINDOW_MINUTES, type KickSessionExport } from '@bloom/contract';
import type { Observation, Patient, Reference } from '@medplum/fhirtypes';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { kickSessions } from '../../db/schema/index.ts';
import type { PersonalData } from '../../platform/personal-data.ts';
import { exportKickSessions, kickSessionPage, listKickSessions } from './repo.ts';
import { toKickSession } from './service.ts';

const iso = (d: Date) => d.toISOString();

/**
 * A session as a FHIR R4 Observation (category survey, status final): the count of movements she
 * felt over the session's period, and the time to 10 as a component when she reached 10. No LOINC
 * code for a maternal kick count could be confirmed, so the code is text only.
 */
function kickObservation(s: KickSessionExport, subject: Reference<Patient>): Observation {
  const secondsToTen = s.tenthKickAt ? Math.round((Date.parse(s.tenthKickAt) - Date.parse(s.startedAt)) / 1000) : null;
  return {
    resourceType: 'Observation',
    id: s.id,
    status: 'final',
    category: [
      {
        coding: [
          { system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'survey', display: 'Survey' },
        ],
      },
    ],
    code: { text: 'Fetal movements felt by the mother (kick count)' },
    subject,
    effectivePeriod: { start: s.startedAt, end: s.endedAt },
    issued: s.createdAt,
    valueQuantity: { value: s.kicks, unit: 'movements' },
    component: [
      ...(secondsToTen === null
        ? []
        : [
            {
              code: { text: `Time to ${KICK_TARGET} movements` },
              valueQuantity: { value: secondsToTen, unit: 's', system: 'http://unitsofmeasure.org', code: 's' },
            },
          ]),
      { code: { text: 'Movements less than usual (her report)' }, valueBoolean: s.lessThanUsual },
    ],
    note: [
      {
        text: `Counted with BLOOM's kick counter: ${KICK_TARGET} movements within ${KICK_WINDOW_MINUTES} minutes is reassuring (ACOG).`,
      },
    ],
  };
}

/** Whole minutes from one instant to another, rounded up (30 s reads '1 min'). */
const minutesFrom = (from: PgColumn, to: PgColumn): SQL => sql`ceil(extract(epoch from (${to} - ${from})) / 60)::int`;

/**
 * A session's line in the admin's merged events, built by the database: '12 movements · 10 in
 * 23 min', '3 movements · fewer than 10 in 20 min' (the session's length), and ' · less than usual'
 * when she said so.
 */
const kickDetails = sql`${kickSessions.kicks}
  || case when ${kickSessions.kicks} = 1 then ' movement' else ' movements' end
  || case when ${kickSessions.tenthKickAt} is null
    then ${` · fewer than ${KICK_TARGET} in `}::text || ${minutesFrom(kickSessions.startedAt, kickSessions.endedAt)}
    else ${` · ${KICK_TARGET} in `}::text || ${minutesFrom(kickSessions.startedAt, kickSessions.tenthKickAt)} end
  || ' min'
  || case when ${kickSessions.lessThanUsual} then ' · less than usual' else '' end`;

/**
 * Her kick-counting sessions: in her export (JSON and FHIR), deleted with her account, in the
 * admin's merged events and record page, seen by her partner.
 */
export const kicksPersonalData: PersonalData = {
  owner: 'features/kicks',
  tables: [kickSessions],
  export: {
    kickSessions: async (db, her) =>
      (await exportKickSessions(db, her.id)).map((s) => ({
        ...s,
        startedAt: iso(s.startedAt),
        endedAt: iso(s.endedAt),
        tenthKickAt: s.tenthKickAt ? iso(s.tenthKickAt) : null,
        createdAt: iso(s.createdAt),
      })),
  },
  fhir: (data, subject) => data.kickSessions.map((s) => kickObservation(s, subject)),
  events: {
    kick_session: {
      table: kickSessions,
      id: kickSessions.id,
      userId: kickSessions.userId,
      // When she counted (a session is saved as it ends): served by (started_at, id) and (user_id, started_at).
      at: kickSessions.startedAt,
      details: kickDetails,
      countKey: 'kickSessions',
      rows: async (db, window) =>
        (await kickSessionPage(db, window)).map((row) => ({ ...toKickSession(row), userId: row.userId })),
    },
  },
  partner: {
    recentKickSessions: async (db, batch) =>
      (await batch.lists(db, (her) => listKickSessions(db, her, batch.limit))).map(({ rows }) => ({
        items: rows.map((row) => {
          const { id, startedAt, endedAt, kicks, secondsToTen, concern } = toKickSession(row);
          return { id, startedAt, endedAt, kicks, secondsToTen, concern };
        }),
      })),
  },
};
