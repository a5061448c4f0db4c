import { okSchema, type DeleteAccountRequest } from '@bloom/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export const deleteAccount = (body: DeleteAccountRequest) =>
  apiRequest('/api/user/account', { method: 'DELETE', body, schema: okSchema });

/** DELETE /api/user/account, confirmed with her password. */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
