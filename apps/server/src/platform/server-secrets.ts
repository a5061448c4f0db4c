import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { serverSecrets } from '../db/schema/index.ts';

/**
 * The secret named `name`, made on first use and the same for every instance afterwards: the
 * first instance to insert it wins, the others read the winner's.
 */
export async function serverSecret(db: Db, name: string): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  return row!.value;
}

/** Stores `value` under `name`, replacing an earlier one (a new setup link voids the old). */
export async function replaceServerSecret(db: Db, name: string, value: string): Promise<void> {
  await db
    .insert(serverSecrets)
    .values({ name, value })
    .onConflictDoUpdate({ target: serverSecrets.name, set: { value, createdAt: new Date() } });
}

/** Deletes `name` if it holds `value`; true for the one caller that took it. */
export async function takeServerSecret(db: Db, name: string, value: string): Promise<boolean> {
  const taken = await db
    .delete(serverSecrets)
    .where(and(eq(serverSecrets.name, name), eq(serverSecrets.value, value)))
    .returning({ name: serverSecrets.name });
  return taken.length > 0;
}
