import { asc, eq } from 'drizzle-orm';
import { providers } from '../../db/schema/index.ts';
import type { PersonalData } from '../../platform/personal-data.ts';

/** The providers she added for herself (private to her). */
export const providersPersonalData: PersonalData = {
  owner: 'features/providers',
  tables: [providers],
  export: {
    providers: (db, her) =>
      db
        .select({
          id: providers.id,
          name: providers.name,
          specialty: providers.specialty,
          practice: providers.practice,
          phone: providers.phone,
          address: providers.address,
          zipCode: providers.zipCode,
        })
        .from(providers)
        .where(eq(providers.ownerId, her.id))
        .orderBy(asc(providers.name)),
  },
};
