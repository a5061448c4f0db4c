import { clinicListSchema, type DirectionsRequest } from '@bloom/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export const findClinics = (at: DirectionsRequest) =>
  apiRequest('/api/clinics/directions', { method: 'POST', body: at, schema: clinicListSchema });

/** POST /api/clinics/directions: the nearest prenatal clinics to where she is (spec §7). */
export const useFindClinics = () => useMutation({ mutationFn: findClinics });
