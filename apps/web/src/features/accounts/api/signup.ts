import { signupResponseSchema, type SignupRequest } from '@bloom/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export const signup = (body: SignupRequest) =>
  apiRequest('/api/auth/signup', { method: 'POST', body, schema: signupResponseSchema, sessionAware: false });

export const useSignup = () => useMutation({ mutationFn: signup });
