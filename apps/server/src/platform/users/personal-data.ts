import { users } from '../../db/schema/index.ts';
import { notFound } from '../errors.ts';
import type { PersonalData } from '../personal-data.ts';
import { toUserProfile } from './profile.ts';
import { exportAccount, findProfile } from './repo.ts';

/** Her account row: her profile and account facts (never the password hash). */
export const usersPersonalData: PersonalData = {
  owner: 'platform/users',
  tables: [users],
  export: {
    profile: async (db, her, now) => {
      const row = await findProfile(db, her.id);
      if (!row) throw notFound();
      return toUserProfile(row, now);
    },
    account: async (db, her) => {
      const row = await exportAccount(db, her.id);
      if (!row) throw notFound();
      return { bonusTokens: row.bonusTokens, updatedAt: row.updatedAt.toISOString() };
    },
  },
};
