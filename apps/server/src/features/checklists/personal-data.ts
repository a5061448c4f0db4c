import type { ChecklistItemExport } from '@bloom/contract';
import { checklists as suggested } from '@bloom/knowledge';
import type { CarePlan, Patient, Reference } from '@medplum/fhirtypes';
import { sql } from 'drizzle-orm';
import { checklistItems } from '../../db/schema/index.ts';
import { stableUuid } from '../../platform/fhir.ts';
import type { PersonalData } from '../../platform/personal-data.ts';
import { checklistItemPage, exportChecklistRows, listChecklistRows, type ChecklistRow } from './repo.ts';
import { suggestionText, toPartnerChecklists } from './service.ts';

const iso = (d: Date) => d.toISOString();

/** A stored row in her export's shape: a suggestion's text as the knowledge base words it now. */
const toExport = (row: ChecklistRow): ChecklistItemExport => ({
  id: row.id,
  list: row.list,
  suggestionId: row.suggestionId,
  text: row.text ?? suggestionText(row.suggestionId!),
  done: row.done,
  removed: row.removed,
  position: row.position,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

/**
 * Her lists as FHIR R4 CarePlans (status active, intent plan), one per list she changed: each
 * stored item an activity, completed when ticked, cancelled when she removed the suggestion.
 */
function checklistCarePlans(
  herId: string,
  items: readonly ChecklistItemExport[],
  subject: Reference<Patient>,
): CarePlan[] {
  return suggested
    .map((list) => ({ list, rows: items.filter((i) => i.list === list.id) }))
    .filter(({ rows }) => rows.length > 0)
    .map(({ list, rows }) => ({
      resourceType: 'CarePlan',
      // One plan per list of hers: the same id on every export.
      id: stableUuid(herId, 'checklist', list.id),
      status: 'active',
      intent: 'plan',
      title: list.title,
      description: 'Her checklist in BLOOM: her own items and the suggestions she ticked, moved or removed.',
      subject,
      activity: rows.map((i) => ({
        detail: {
          status: i.removed ? 'cancelled' : i.done ? 'completed' : 'not-started',
          description: i.text,
        },
      })),
    }));
}

/** An item's line in the admin's merged events, built by the database: 'hospital-bag: Phone charger · done'. */
const checklistDetails = sql`${checklistItems.list} || ': ' || coalesce(${checklistItems.text}, 'suggested ' || ${checklistItems.suggestionId}) || case when ${checklistItems.removed} then ' · removed' when ${checklistItems.done} then ' · done' else '' end`;

/**
 * Her checklists: her own items and her state on suggestions, in her export (JSON and FHIR),
 * deleted with her account, in the admin's merged events and record page, read by her partner.
 */
export const checklistsPersonalData: PersonalData = {
  owner: 'features/checklists',
  tables: [checklistItems],
  export: {
    checklistItems: async (db, her) => (await exportChecklistRows(db, her.id)).map(toExport),
  },
  fhir: (data, subject) => checklistCarePlans(data.profile.id, data.checklistItems, subject),
  events: {
    checklist_item: {
      table: checklistItems,
      id: checklistItems.id,
      userId: checklistItems.userId,
      // When she first changed it: served by (created_at, id) and (user_id, created_at).
      at: checklistItems.createdAt,
      details: checklistDetails,
      countKey: 'checklistItems',
      rows: async (db, window) =>
        (await checklistItemPage(db, window)).map((row) => ({ ...toExport(row), userId: row.userId })),
    },
  },
  partner: {
    // Her whole lists (they are short), as she sees them; nothing once his sync is paused.
    checklists: async (db, batch) =>
      (await batch.lists(db, (her) => listChecklistRows(db, her))).map(({ followed, rows }) => ({
        items: followed ? toPartnerChecklists(rows) : [],
      })),
  },
};
