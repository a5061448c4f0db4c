import { okSchema, type ChangePasswordRequest } from '@bloom/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export const changePassword = (body: ChangePasswordRequest) =>
  apiRequest('/api/user/password', { method: 'POST', body, schema: okSchema });

/** POST /api/user/password: her other sessions end; this one stays signed in. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
