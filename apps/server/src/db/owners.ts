/**
 * One owner per table (docs/decisions/015-table-owners-and-personal-data.md): only files under the
 * owning folder (or the owning file) import the table from db/schema and query it. Another feature
 * that needs the rows calls the owner's functions, through AppContext when the owner is a feature
 * (features never import each other). A test may read any table to prove what was stored, but
 * only the owner's tests write it: other tests set up rows through the owner's functions or test
 * kit (`test-kit.ts`, `testing/seeds.ts`). Checked by owners.test.ts; keys are the tables' SQL names.
 */
export const TABLE_OWNERS = {
  users: 'platform/users',
  sessions: 'platform/auth',
  password_reset_tokens: 'platform/auth',
  mail_outbox: 'platform/mail-outbox.ts',
  audit_log: 'platform/audit-log.ts',
  server_secrets: 'platform/server-secrets.ts',
  upstream_cache: 'platform/upstream',
  // Created by administrators, redeemed in the chat: bonus tokens are the users' (platform/users).
  promo_codes: 'platform/promo-codes.ts',
  promo_redemptions: 'platform/promo-codes.ts',
  symptoms: 'features/tracking',
  moods: 'features/tracking',
  calendar_entries: 'features/calendar',
  appointments: 'features/appointments',
  providers: 'features/providers',
  food_checks: 'features/food-safety',
  kick_sessions: 'features/kicks',
  contractions: 'features/contractions',
  reminder_settings: 'features/reminders',
  appointment_reminders: 'features/reminders',
  checklist_items: 'features/checklists',
  weight_profiles: 'features/weight',
  weights: 'features/weight',
  chat_messages: 'features/chat',
  chat_allowances: 'features/chat',
  chat_issued_replies: 'features/chat',
  usage_stats: 'features/chat',
  sync_requests: 'features/partner-sync',
  sync_connections: 'features/partner-sync',
} as const satisfies Record<string, string>;

export type TableName = keyof typeof TABLE_OWNERS;

/** Whether `file` (relative to apps/server/src, '/'-separated) lies in `owner` (a folder or one file). */
export function ownedBy(owner: string, file: string): boolean {
  return owner.endsWith('.ts') ? file === owner : file.startsWith(`${owner}/`);
}
