import { appointmentReminders, reminderSettings } from '../../db/schema/index.ts';
import type { PersonalData } from '../../platform/personal-data.ts';
import { findSettings, sentReminders } from './repo.ts';

/**
 * Her reminder settings and the day-before e-mails sent; both go with her account by ON DELETE
 * CASCADE. The export never carries her calendar link's hash.
 */
export const remindersPersonalData: PersonalData = {
  owner: 'features/reminders',
  tables: [reminderSettings, appointmentReminders],
  export: {
    reminderSettings: async (db, her) => {
      const row = await findSettings(db, her.id);
      return row
        ? {
            emailDayBefore: row.emailDayBefore,
            showDetails: row.showDetails,
            calendarLinkCreatedAt: row.feedCreatedAt?.toISOString() ?? null,
            updatedAt: row.updatedAt.toISOString(),
          }
        : null;
    },
    appointmentReminders: async (db, her) =>
      (await sentReminders(db, her.id)).map((r) => ({
        appointmentId: r.appointmentId,
        startsAt: r.startsAt.toISOString(),
        sentAt: r.sentAt.toISOString(),
      })),
  },
};
