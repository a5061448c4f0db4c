// The English catalogue: the spec's texts, exactly (docs/decisions/021-languages.md). Spanish
// (es.ts) has the same keys; catalogues.test.ts fails when one misses a key the other has.
import { accounts } from './en/accounts.ts';
import { chat } from './en/chat.ts';
import { common } from './en/common.ts';
import { dashboard } from './en/dashboard.ts';
import { food } from './en/food.ts';
import { tracking } from './en/tracking.ts';
import { calendar } from './en/calendar.ts';
import { appointments } from './en/appointments.ts';
import { providers } from './en/providers.ts';
import { checklists } from './en/checklists.ts';
import { reminders } from './en/reminders.ts';
import { partnerSync } from './en/partner-sync.ts';
import { health } from './en/health.ts';
import { profile } from './en/profile.ts';
import { admin } from './en/admin.ts';
import { shell } from './en/shell.ts';
import { legal } from './en/legal.ts';
import { dueDate } from './en/due-date.ts';
import { kicks } from './en/kicks.ts';
import { contractions } from './en/contractions.ts';
import { weight } from './en/weight.ts';

export const en = {
  common,
  accounts,
  dashboard,
  food,
  chat,
  tracking,
  calendar,
  appointments,
  providers,
  health,
  profile,
  checklists,
  reminders,
  partnerSync,
  admin,
  shell,
  legal,
  dueDate,
  kicks,
  contractions,
  weight,
};
