import { loginResponseSchema, type LoginRequest } from '@bloom/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export const login = (body: LoginRequest) =>
  apiRequest('/api/auth/login', { method: 'POST', body, schema: loginResponseSchema, sessionAware: false });

export const useLogin = () => useMutation({ mutationFn: login });
