import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * Her checklists (owner: features/checklists). The suggested items live in the knowledge base;
 * a row is either her state on one suggestion (`suggestion_id`: ticked, removed, moved) or an
 * item of her own (`text`), never both (docs/product-decisions.md). `position` null keeps a
 * suggestion at its suggested place.
 */
export const checklistItems = pgTable(
  'checklist_items',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    list: text('list').notNull(),
    suggestionId: text('suggestion_id'),
    text: text('text'),
    done: boolean('done').notNull().default(false),
    removed: boolean('removed').notNull().default(false),
    position: integer('position'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Her lists, her export, the partner view and the admin's scans of one user's items.
    index('checklist_items_user_idx').on(t.userId, t.createdAt),
    // The admin's newest-first scan of everyone's items ('All User Data', /api/admin/checklist-items).
    index('checklist_items_time_idx').on(t.createdAt, t.id),
    // One row per suggestion of hers.
    uniqueIndex('checklist_items_suggestion_idx').on(t.userId, t.suggestionId),
    check('checklist_items_kind', sql`(${t.suggestionId} is null) <> (${t.text} is null)`),
  ],
);
