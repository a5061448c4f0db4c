import { asc, eq } from 'drizzle-orm';
import { foodChecks } from '../../db/schema/index.ts';
import type { PersonalData } from '../../platform/personal-data.ts';

/** Her recent food checks. */
export const foodSafetyPersonalData: PersonalData = {
  owner: 'features/food-safety',
  tables: [foodChecks],
  export: {
    foodChecks: async (db, her) =>
      (
        await db
          .select({
            id: foodChecks.id,
            foodName: foodChecks.foodName,
            status: foodChecks.status,
            checkedAt: foodChecks.checkedAt,
          })
          .from(foodChecks)
          .where(eq(foodChecks.userId, her.id))
          .orderBy(asc(foodChecks.checkedAt))
      ).map((f) => ({ ...f, checkedAt: f.checkedAt.toISOString() })),
  },
};
