import {
  CHECKLIST_NOT_REMOVED_MESSAGE,
  CHECKLIST_OWN_ITEMS_LIMIT_MESSAGE,
  CHECKLIST_OWN_ITEMS_MAX,
  CHECKLIST_POSITION_RANGE_MESSAGE,
  CHECKLIST_SUGGESTION_TEXT_MESSAGE,
  type Checklist,
  type ChecklistItem,
  type ChecklistItemPatch,
  type ChecklistListId,
  type Checklists,
  type NewChecklistItem,
  type PartnerChecklist,
} from '@bloom/contract';
import { checklists as suggested, type ChecklistRecord, type ChecklistSuggestion } from '@bloom/knowledge';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import {
  deleteOwnItem,
  inHerLists,
  insertOwnItem,
  listChecklistRows,
  saveSuggestionState,
  updateOwnItem,
  type ChecklistRow,
} from './repo.ts';

/** Each suggestion by its id, with its list and its place in the suggested order. */
const SUGGESTIONS = new Map(
  suggested.flatMap((list) => list.items.map((item, index) => [item.id, { list, item, index }] as const)),
);

/** A suggestion's text as the knowledge base words it now (an id it no longer has keeps its id). */
export const suggestionText = (id: string) => SUGGESTIONS.get(id)?.item.text ?? id;

/** One entry of a list: a suggestion (with her row, if she changed it) or an item of her own. */
interface Entry {
  id: string;
  text: string;
  suggestion: ChecklistSuggestion | null;
  row: ChecklistRow | undefined;
  /** Her position, or a suggestion's place in the suggested order. */
  position: number;
}

/**
 * A list's entries in her order: by position (hers, or a suggestion's suggested place), a
 * suggestion before her own item at the same position, then oldest first. Removed suggestions
 * are in `removed`, not in `items`.
 */
function entriesOf(list: ChecklistRecord, rows: readonly ChecklistRow[]) {
  const bySuggestion = new Map(rows.filter((r) => r.suggestionId !== null).map((r) => [r.suggestionId!, r]));
  const entries: Entry[] = [
    ...list.items.map((item, index) => {
      const row = bySuggestion.get(item.id);
      return { id: item.id, text: item.text, suggestion: item, row, position: row?.position ?? index };
    }),
    ...rows
      .filter((r) => r.text !== null && r.list === list.id)
      .map((row) => ({ id: row.id, text: row.text!, suggestion: null, row, position: row.position ?? 0 })),
  ];
  const rank = (e: Entry) => [e.position, e.suggestion ? 0 : 1, e.row?.createdAt.getTime() ?? 0] as const;
  entries.sort((a, b) => {
    const [x, y] = [rank(a), rank(b)];
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2] || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  });
  return {
    items: entries.filter((e) => !e.row?.removed),
    removed: entries.filter((e) => e.row?.removed === true),
  };
}

const toItem = (e: Entry): ChecklistItem => ({
  id: e.id,
  text: e.text,
  done: e.row?.done ?? false,
  suggested: e.suggestion !== null,
  source: e.suggestion?.source ?? null,
});

/** Her lists as she sees them, built from the suggestions and her rows. */
export function toChecklists(rows: readonly ChecklistRow[]): Checklists {
  return {
    lists: suggested.map((list): Checklist => {
      const { items, removed } = entriesOf(list, rows);
      return {
        id: list.id,
        title: list.title,
        intro: list.intro,
        items: items.map(toItem),
        removed: removed.map((e) => ({ id: e.id, text: e.text })),
      };
    }),
  };
}

/** Her lists as her partner sees them: what she sees, without sources or removed suggestions. */
export function toPartnerChecklists(rows: readonly ChecklistRow[]): PartnerChecklist[] {
  return toChecklists(rows).lists.map((list) => ({
    id: list.id,
    title: list.title,
    items: list.items.map(({ id, text, done, suggested: isSuggested }) => ({ id, text, done, suggested: isSuggested })),
  }));
}

/** GET /api/checklists. */
export async function herChecklists(db: Db, userId: string): Promise<Checklists> {
  return toChecklists(await listChecklistRows(db, userId));
}

const listRecord = (id: ChecklistListId) => suggested.find((list) => list.id === id)!;

/** Adds an item of her own at the end of a list; past CHECKLIST_OWN_ITEMS_MAX in that list it is a 400. */
export async function addOwnItem(
  db: Db,
  userId: string,
  listId: ChecklistListId,
  input: NewChecklistItem,
): Promise<Checklists> {
  await inHerLists(db, userId, async (tx) => {
    const rows = await listChecklistRows(tx, userId);
    const own = rows.filter((r) => r.text !== null && r.list === listId).length;
    if (own >= CHECKLIST_OWN_ITEMS_MAX) throw badRequest(CHECKLIST_OWN_ITEMS_LIMIT_MESSAGE);
    const { items, removed } = entriesOf(listRecord(listId), rows);
    const last = Math.max(-1, ...[...items, ...removed].map((e) => e.position));
    await insertOwnItem(tx, userId, listId, input.text.trim(), last + 1);
  });
  return herChecklists(db, userId);
}

/** The entry an id names in her lists: a suggestion (by its id) or an item of her own (by its UUID), or a 404. */
function findEntry(rows: readonly ChecklistRow[], id: string) {
  const known = SUGGESTIONS.get(id);
  const listId = known?.list.id ?? rows.find((r) => r.id === id && r.text !== null)?.list;
  const list = suggested.find((l) => l.id === listId);
  if (!list) throw notFound();
  const { items, removed } = entriesOf(list, rows);
  const visible = items.find((e) => e.id === id);
  const gone = removed.find((e) => e.id === id);
  return { list, items, entry: (visible ?? gone)!, removed: gone !== undefined };
}

/**
 * Writes one entry's change: a suggestion's state goes in its row (made on her first change),
 * her own item's in its own row.
 */
const write = (tx: Db, userId: string, list: ChecklistRecord, entry: Entry, change: object, now: Date) =>
  entry.suggestion
    ? saveSuggestionState(tx, userId, list.id, entry.id, change, now)
    : updateOwnItem(tx, userId, entry.id, change, now);

/**
 * PATCH /api/checklists/items/{id}: tick, reword (her own items only), move, or put a removed
 * suggestion back. Everything is checked before anything is written: bad input changes nothing.
 * A removed suggestion takes no change but `restore`; another user's item is a 404.
 * @param now - the server's current time (the row's updatedAt)
 */
export async function changeItem(
  db: Db,
  userId: string,
  id: string,
  patch: ChecklistItemPatch,
  now: Date,
): Promise<Checklists> {
  await inHerLists(db, userId, async (tx) => {
    const rows = await listChecklistRows(tx, userId);
    const { list, items, entry, removed } = findEntry(rows, id);
    if (removed && patch.restore !== true) throw notFound();
    if (!removed && patch.restore === true) throw badRequest(CHECKLIST_NOT_REMOVED_MESSAGE);
    if (patch.text !== undefined && entry.suggestion) {
      throw badRequest(CHECKLIST_SUGGESTION_TEXT_MESSAGE, { text: CHECKLIST_SUGGESTION_TEXT_MESSAGE });
    }
    // A suggestion put back takes its place again; a move is among the items she sees.
    const order = removed ? [...items, entry].sort((a, b) => a.position - b.position) : items;
    if (patch.position !== undefined && patch.position >= order.length) {
      const message = CHECKLIST_POSITION_RANGE_MESSAGE(order.length);
      throw badRequest(message, { position: message });
    }
    const change = { done: patch.done, text: patch.text?.trim(), removed: removed ? false : undefined };
    if (Object.values(change).some((v) => v !== undefined)) await write(tx, userId, list, entry, change, now);
    if (patch.position !== undefined) {
      const moved = order.filter((e) => e.id !== entry.id);
      moved.splice(patch.position, 0, entry);
      // Every item she sees gets its place, so the order holds whatever the suggested order becomes.
      for (const [position, e] of moved.entries()) {
        if (e.position !== position || e.row?.position == null) await write(tx, userId, list, e, { position }, now);
      }
    }
  });
  return herChecklists(db, userId);
}

/**
 * DELETE /api/checklists/items/{id}: her own item is deleted; a suggestion is marked removed (she
 * may put it back). A suggestion already removed, another user's item or an unknown id is a 404.
 * @param now - the server's current time (the row's updatedAt)
 */
export async function removeItem(db: Db, userId: string, id: string, now: Date): Promise<Checklists> {
  await inHerLists(db, userId, async (tx) => {
    const rows = await listChecklistRows(tx, userId);
    const { list, entry, removed } = findEntry(rows, id);
    if (removed) throw notFound();
    if (entry.suggestion) await saveSuggestionState(tx, userId, list.id, entry.id, { removed: true }, now);
    else if (!(await deleteOwnItem(tx, userId, entry.id))) throw notFound();
  });
  return herChecklists(db, userId);
}
