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

export const en = { common, accounts, dashboard, food, chat, tracking, calendar, appointments, providers };
