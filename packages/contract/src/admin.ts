import { z } from 'zod';
import { userProfileSchema } from './accounts.ts';

export const adminUserListSchema = z.array(userProfileSchema);
export const adminUserActionResponseSchema = z.object({ message: z.string() });

export const ADMIN_PROTECTED_MESSAGE = 'Administrator accounts cannot be approved or removed here.';
export const USER_APPROVED_MESSAGE = 'User approved';
export const USER_REMOVED_MESSAGE = 'User removed';
