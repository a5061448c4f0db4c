import type { ChatRecord } from '../types.ts';
import { appRecords } from './app.ts';
import { foodRecords } from './foods.ts';
import { medicationRecords } from './medications.ts';
import { nutritionRecords } from './nutrition.ts';
import { safetyRecords } from './safety.ts';
import { urgentRecords } from './urgent.ts';
import { vaccineRecords } from './vaccines.ts';
import { weeklyRecords } from './weekly.ts';

/** Every passage the chat engine can retrieve. */
export const chatCorpus: readonly ChatRecord[] = [
  ...urgentRecords,
  ...medicationRecords,
  ...vaccineRecords,
  ...nutritionRecords,
  ...weeklyRecords,
  ...safetyRecords,
  ...appRecords,
  ...foodRecords,
];

const byId = new Map(chatCorpus.map((record) => [record.id, record]));

export function getChatRecord(id: string): ChatRecord | undefined {
  return byId.get(id);
}
