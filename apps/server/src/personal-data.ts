import { appointmentsPersonalData } from './features/appointments/personal-data.ts';
import { calendarPersonalData } from './features/calendar/personal-data.ts';
import { chatPersonalData } from './features/chat/personal-data.ts';
import { checklistsPersonalData } from './features/checklists/personal-data.ts';
import { contractionsPersonalData } from './features/contractions/personal-data.ts';
import { foodSafetyPersonalData } from './features/food-safety/personal-data.ts';
import { kicksPersonalData } from './features/kicks/personal-data.ts';
import { partnerSyncPersonalData } from './features/partner-sync/personal-data.ts';
import { providerLookup } from './features/providers/lookup.ts';
import { providersPersonalData } from './features/providers/personal-data.ts';
import { remindersPersonalData } from './features/reminders/personal-data.ts';
import { trackingPersonalData } from './features/tracking/personal-data.ts';
import { weightPersonalData } from './features/weight/personal-data.ts';
import { auditPersonalData } from './platform/audit-log.ts';
import { authPersonalData } from './platform/auth/personal-data.ts';
import { mailOutboxPersonalData } from './platform/mail-outbox.ts';
import type { PersonalDataRegistry } from './platform/personal-data.ts';
import { promoCodesPersonalData } from './platform/promo-codes.ts';
import { usersPersonalData } from './platform/users/personal-data.ts';

/**
 * Her personal data, one line per owner (platform/personal-data.ts): the export (JSON sections and
 * FHIR resources, in this order), account deletion, the admin's merged events and record pages and
 * the partner view read this list. A feature that stores her rows adds its line here.
 */
export const PERSONAL_DATA: PersonalDataRegistry = [
  usersPersonalData,
  authPersonalData,
  trackingPersonalData,
  kicksPersonalData,
  contractionsPersonalData,
  checklistsPersonalData,
  weightPersonalData,
  calendarPersonalData,
  appointmentsPersonalData(providerLookup),
  remindersPersonalData,
  providersPersonalData,
  foodSafetyPersonalData,
  chatPersonalData,
  promoCodesPersonalData,
  partnerSyncPersonalData,
  mailOutboxPersonalData,
  auditPersonalData,
];
