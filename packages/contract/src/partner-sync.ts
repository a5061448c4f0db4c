import { z } from 'zod';
import { appointmentSchema } from './appointments.ts';
import { moodSchema, symptomSchema } from './tracking.ts';

/** Partner sync (spec §3 Sync request, Sync connection, Partner data; §7 parent-sync calls). */
export const PARTNER_EMAIL_REQUIRED_MESSAGE = 'Partner email is required';

export const syncRequestCreateSchema = z.object({
  partnerEmail: z
    .string()
    .trim()
    .min(1, { message: PARTNER_EMAIL_REQUIRED_MESSAGE })
    .pipe(z.email({ message: 'Invalid email address' })),
});
export const syncRespondSchema = z.object({
  requestId: z.uuid({ message: 'Invalid id' }),
  status: z.enum(['approved', 'rejected'], { message: 'Choose approved or rejected' }),
});

export const syncRequestSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  requesterId: z.string(),
  partnerId: z.string(),
  requesterName: z.string(),
  requesterEmail: z.string(),
  partnerName: z.string(),
  partnerEmail: z.string(),
  requestedAt: z.string(),
});
export type SyncRequest = z.infer<typeof syncRequestSchema>;

export const syncConnectionSchema = z.object({
  isParent: z.boolean(),
  partnerName: z.string(),
  partnerEmail: z.string(),
  connectedAt: z.string(),
});
export type SyncConnection = z.infer<typeof syncConnectionSchema>;

export const partnerDataSchema = z.object({
  firstName: z.string(),
  pregnancyWeeks: z.number().int().nullable(),
  recentSymptoms: z.array(symptomSchema),
  recentMoods: z.array(moodSchema),
  upcomingAppointments: z.array(appointmentSchema.extend({ providerName: z.string().nullable(), date: z.string() })),
});
export type PartnerData = z.infer<typeof partnerDataSchema>;
