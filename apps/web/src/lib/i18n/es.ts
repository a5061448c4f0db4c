// El catálogo en español (tuteo). Mismas claves que en.ts; catalogues.test.ts lo comprueba.
import { accounts } from './es/accounts.ts';
import { chat } from './es/chat.ts';
import { common } from './es/common.ts';
import { dashboard } from './es/dashboard.ts';
import { food } from './es/food.ts';
import { tracking } from './es/tracking.ts';
import { calendar } from './es/calendar.ts';
import { appointments } from './es/appointments.ts';
import { providers } from './es/providers.ts';
import { checklists } from './es/checklists.ts';
import { reminders } from './es/reminders.ts';
import { partnerSync } from './es/partner-sync.ts';
import { health } from './es/health.ts';
import { profile } from './es/profile.ts';
import { admin } from './es/admin.ts';
import { shell } from './es/shell.ts';
import { legal } from './es/legal.ts';
import { dueDate } from './es/due-date.ts';
import { kicks } from './es/kicks.ts';
import { contractions } from './es/contractions.ts';
import { weight } from './es/weight.ts';

export const es = {
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
