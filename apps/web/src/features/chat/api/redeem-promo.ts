import { promoRedeemResponseSchema } from '@bloom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { usageStatusQueryOptions } from './get-usage-status.ts';

export const redeemPromo = (code: string) =>
  apiRequest('/api/promo/redeem', { method: 'POST', body: { code }, schema: promoRedeemResponseSchema });

/** Redeems a promo code; the usage status (bonus tokens) is refetched after a success. */
export function useRedeemPromo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemPromo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usageStatusQueryOptions().queryKey }),
  });
}
