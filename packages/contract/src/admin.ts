import { z } from 'zod';
import { userProfileSchema } from './accounts.ts';

export const adminUserListSchema = z.array(userProfileSchema);
export const adminUserActionResponseSchema = z.object({ message: z.string() });

export const ADMIN_PROTECTED_MESSAGE = 'Administrator accounts cannot be approved or removed here.';
export const USER_APPROVED_MESSAGE = 'User approved';
export const USER_REMOVED_MESSAGE = 'User removed';

/** Spec §3 Usage stat, read by the admin's 'Usage Analytics' table. */
export const FEATURE_TYPES = ['voice_chat', 'text_chat', 'calendar', 'others'] as const;
export const usageStatSchema = z.object({
  id: z.string(),
  userId: z.string(),
  featureType: z.enum(FEATURE_TYPES),
  durationSeconds: z.number().int(),
  timestamp: z.string(),
});
export type UsageStat = z.infer<typeof usageStatSchema>;
