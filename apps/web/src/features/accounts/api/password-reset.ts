import { okSchema, type PasswordResetConfirm, type PasswordResetRequest } from '@bloom/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export const requestPasswordReset = (body: PasswordResetRequest) =>
  apiRequest('/api/auth/password-reset', { method: 'POST', body, schema: okSchema, sessionAware: false });

export const confirmPasswordReset = (body: PasswordResetConfirm) =>
  apiRequest('/api/auth/password-reset/confirm', { method: 'POST', body, schema: okSchema, sessionAware: false });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });
