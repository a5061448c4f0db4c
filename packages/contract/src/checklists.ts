import { z } from 'zod';
import { sourceLinkSchema } from './health-info.ts';
import { withoutNul } from './text.ts';

/**
 * The checklists (issue 34): hospital bag, birth preferences and "before the baby comes". The
 * suggested items are the knowledge base's (`checklists` in @bloom/knowledge, each with its
 * source); the server stores only her state on them (ticked, removed, moved) and her own items
 * (docs/product-decisions.md). A suggested item's id is its knowledge id (`bag-notes`), her own
 * item's id a UUID. The list ids are written here once more (the contract depends on zod alone);
 * the API test checks they are the knowledge base's.
 */

export const CHECKLIST_IDS = ['hospital-bag', 'birth-preferences', 'before-baby'] as const;
export type ChecklistListId = (typeof CHECKLIST_IDS)[number];

/** Her own item's text, at most this many characters. */
export const CHECKLIST_ITEM_TEXT_MAX = 120;
/** At most this many items of her own in each list. */
export const CHECKLIST_OWN_ITEMS_MAX = 30;
/** An item id (a UUID or a suggestion's kebab-case id) is at most this long. */
export const CHECKLIST_ITEM_ID_MAX = 64;
/** The largest position a move may ask for (a list never holds this many items). */
export const CHECKLIST_POSITION_MAX = 999;

export const CHECKLIST_LIST_MESSAGE =
  'Choose one of the checklists: hospital bag, birth preferences or before the baby comes';
export const CHECKLIST_ITEM_ID_MESSAGE = 'Choose an item of your checklists';
export const CHECKLIST_ITEM_TEXT_REQUIRED_MESSAGE = 'Write the item';
export const CHECKLIST_ITEM_TEXT_TOO_LONG_MESSAGE = `An item can be at most ${CHECKLIST_ITEM_TEXT_MAX} characters`;
export const CHECKLIST_OWN_ITEMS_LIMIT_MESSAGE = `A list can hold up to ${CHECKLIST_OWN_ITEMS_MAX} items of your own. Remove one to add another.`;
export const CHECKLIST_DONE_MESSAGE = 'Ticked must be true or false';
export const CHECKLIST_POSITION_MESSAGE = 'The position must be a whole number from 0';
/** A move past the end of the list (`count` items in it). */
export const CHECKLIST_POSITION_RANGE_MESSAGE = (count: number) => `The position must be from 0 to ${count - 1}`;
export const CHECKLIST_RESTORE_FLAG_MESSAGE = 'To put a suggestion back, send restore: true';
export const CHECKLIST_CHANGE_REQUIRED_MESSAGE = 'Say what to change: ticked, text, position or restore';
export const CHECKLIST_SUGGESTION_TEXT_MESSAGE =
  'A suggested item’s text cannot be changed. Remove it and add your own instead.';
export const CHECKLIST_NOT_REMOVED_MESSAGE = 'Only a removed suggestion can be put back';
export const CHECKLIST_ITEM_ADDED_MESSAGE = 'Item added';
export const CHECKLIST_ITEM_REMOVED_MESSAGE = 'Item removed';
export const CHECKLIST_ITEM_RESTORED_MESSAGE = 'Suggestion put back';
export const CHECKLIST_SAVE_FAILED_MESSAGE = 'Your checklist could not be saved. Please try again.';
/** The live region's line after a move (positions counted from 1). */
export const CHECKLIST_MOVED_MESSAGE = (text: string, position: number, count: number) =>
  `${text}: moved to ${position} of ${count}`;
export const CHECKLISTS_PARTNER_EMPTY_MESSAGE = 'She has not ticked anything on her checklists yet.';

/** POST /api/checklists/{list}/items: the list. */
export const checklistParamsSchema = z.object({ list: z.enum(CHECKLIST_IDS, { message: CHECKLIST_LIST_MESSAGE }) });

/** …/items/{id}: a suggestion's id or a UUID of her own item (lower-case letters, digits and dashes). */
export const checklistItemParamsSchema = z.object({
  id: z
    .string()
    .max(CHECKLIST_ITEM_ID_MAX, { message: CHECKLIST_ITEM_ID_MESSAGE })
    .regex(/^[a-z0-9-]+$/, { message: CHECKLIST_ITEM_ID_MESSAGE }),
});

const itemTextSchema = withoutNul(
  z
    .string({ message: CHECKLIST_ITEM_TEXT_REQUIRED_MESSAGE })
    .trim()
    .min(1, { message: CHECKLIST_ITEM_TEXT_REQUIRED_MESSAGE })
    .max(CHECKLIST_ITEM_TEXT_MAX, { message: CHECKLIST_ITEM_TEXT_TOO_LONG_MESSAGE }),
);

/** POST /api/checklists/{list}/items: one item of her own, added at the end of the list. */
export const newChecklistItemSchema = z.object({ text: itemTextSchema });
export type NewChecklistItem = z.input<typeof newChecklistItemSchema>;

/**
 * PATCH /api/checklists/items/{id}: tick or untick, reword (her own items only), move to a
 * position (0 = first, among the items she sees), or put a removed suggestion back.
 */
export const checklistItemPatchSchema = z
  .object({
    done: z.boolean({ message: CHECKLIST_DONE_MESSAGE }).optional(),
    text: itemTextSchema.optional(),
    position: z
      .number({ message: CHECKLIST_POSITION_MESSAGE })
      .int({ message: CHECKLIST_POSITION_MESSAGE })
      .min(0, { message: CHECKLIST_POSITION_MESSAGE })
      .max(CHECKLIST_POSITION_MAX, { message: CHECKLIST_POSITION_MESSAGE })
      .optional(),
    restore: z.literal(true, { message: CHECKLIST_RESTORE_FLAG_MESSAGE }).optional(),
  })
  .refine((p) => Object.values(p).some((v) => v !== undefined), { message: CHECKLIST_CHANGE_REQUIRED_MESSAGE });
export type ChecklistItemPatch = z.input<typeof checklistItemPatchSchema>;

export const checklistItemSchema = z.object({
  id: z.string(),
  text: z.string(),
  done: z.boolean(),
  /** A suggestion from the knowledge base (with its source), or one of her own (source null). */
  suggested: z.boolean(),
  source: sourceLinkSchema.nullable(),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

export const checklistSchema = z.object({
  id: z.enum(CHECKLIST_IDS),
  title: z.string(),
  intro: z.object({ text: z.string(), source: sourceLinkSchema }),
  /** What she sees, in her order. */
  items: z.array(checklistItemSchema),
  /** Suggestions she removed, which she may put back. */
  removed: z.array(z.object({ id: z.string(), text: z.string() })),
});
export type Checklist = z.infer<typeof checklistSchema>;

/** GET /api/checklists, and the answer of every write: her lists as they now are. */
export const checklistsSchema = z.object({ lists: z.array(checklistSchema) });
export type Checklists = z.infer<typeof checklistsSchema>;

/**
 * Her stored checklist rows in her data export (`UserExport.checklistItems`), oldest first: her
 * own items, and her state on the suggestions she ticked, moved or removed (a suggestion's text
 * as the knowledge base words it at export). `position` null: the suggested place.
 */
export const checklistItemExportSchema = z.object({
  id: z.string(),
  list: z.string(),
  suggestionId: z.string().nullable(),
  text: z.string(),
  done: z.boolean(),
  removed: z.boolean(),
  position: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ChecklistItemExport = z.infer<typeof checklistItemExportSchema>;

/** Her lists as her partner sees them (`PartnerData.checklists`): read-only, no sources, nothing removed. */
export const partnerChecklistSchema = z.object({
  id: z.enum(CHECKLIST_IDS),
  title: z.string(),
  items: z.array(checklistItemSchema.pick({ id: true, text: true, done: true, suggested: true })),
});
export type PartnerChecklist = z.infer<typeof partnerChecklistSchema>;
