import { asc, eq } from 'drizzle-orm';
import { providers } from '../../db/schema/index.ts';
import { providerResources } from '../../platform/fhir.ts';
import type { PersonalData } from '../../platform/personal-data.ts';

/** The providers she added for herself (private to her); in FHIR each a Practitioner, its practice and role. */
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
  // Her own providers have no NPI (only the directory's carry one).
  fhir: (data) => data.providers.flatMap((p) => providerResources({ ...p, npi: null })),
};
