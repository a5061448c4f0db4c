import {
  adminPromoCodeCreatedSchema,
  adminPromoCodeListSchema,
  okSchema,
  type promoCodeCreateSchema,
} from '@bloom/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client.ts';
import { invalidatePaths } from './admin-path.ts';

export type PromoCodeCreateValues = z.output<typeof promoCodeCreateSchema>;

export const adminPromoCodesQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/admin/promo-codes'],
    queryFn: ({ signal }) => apiRequest('/api/admin/promo-codes', { schema: adminPromoCodeListSchema, signal }),
  });

export const useAdminPromoCodes = () => useQuery(adminPromoCodesQueryOptions());

/** POST /api/admin/promo-codes; the new code joins the list at once, then the list is refetched. */
export function useCreatePromoCode() {
  const queryClient = useQueryClient();
  const { queryKey } = adminPromoCodesQueryOptions();
  return useMutation({
    mutationFn: (values: PromoCodeCreateValues) =>
      apiRequest('/api/admin/promo-codes', { method: 'POST', body: values, schema: adminPromoCodeCreatedSchema }),
    onSuccess: ({ promoCode }) => {
      queryClient.setQueryData(queryKey, (list) =>
        list ? { items: [promoCode, ...list.items.filter((p) => p.code !== promoCode.code)] } : list,
      );
      // Not awaited: the form clears as the new code shows in the list, not after the refetch.
      void invalidatePaths(queryClient, '/api/admin/promo-codes', '/api/admin/audit-log');
    },
  });
}

export function useDisablePromoCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest(`/api/admin/promo-codes/${encodeURIComponent(code)}/disable`, {
        method: 'POST',
        schema: okSchema,
      }),
    onSuccess: () => invalidatePaths(queryClient, '/api/admin/promo-codes', '/api/admin/audit-log'),
  });
}
