import { z } from 'zod';
import { partnerChecklistSchema } from './checklists.ts';
import { INVALID_ID_MESSAGE } from './common.ts';
import { partnerContractionSchema } from './contractions.ts';
import { partnerKickSessionSchema } from './kicks.ts';

/**
 * Partner sync (spec §3 Sync request, Sync connection, Partner data; §4 Sync request; §5 partner
 * e-mail; §7 /api/parent-sync/*; §8 sync failures; §9 partner view counts). A partner who is not
 * pregnant asks to follow a pregnant user by her e-mail; she approves or declines; once approved
 * the partner reads a small, read-only summary of her data until either of them ends the sync.
 * Beyond the spec (docs/product-decisions.md, "She controls who sees her data"): she can end a
 * partner's access herself and pause sharing without ending it.
 */
export const PARTNER_EMAIL_REQUIRED_MESSAGE = 'Partner email is required';
export const PARTNER_EMAIL_INVALID_MESSAGE = 'Invalid email address';

/** Spec §9: the partner view shows 3 each of symptoms, moods and upcoming appointments. */
export const PARTNER_VIEW_ITEMS = 3;

// Her toasts: a title and a message each; a failure's title is spec §8's, its message the server's.
export const SYNC_REQUEST_FAILED_TITLE = 'Request failed';
export const SYNC_RESPONSE_FAILED_TITLE = 'Response failed';
export const SYNC_REMOVAL_FAILED_TITLE = 'Removal failed';
export const SYNC_REQUEST_SENT_TITLE = 'Request sent';
export const SYNC_REQUEST_SENT_MESSAGE = 'Once your partner approves it, their updates appear on your dashboard.';
export const SYNC_APPROVED_TITLE = 'Sync approved';
export const SYNC_APPROVED_MESSAGE = 'Your partner can now follow along, read-only.';
export const SYNC_DECLINED_TITLE = 'Request declined';
export const SYNC_DECLINED_MESSAGE = 'Nothing of yours is shared.';
/** Also the `message` of DELETE /api/parent-sync/connection. */
export const SYNC_REMOVED_TITLE = 'Sync removed';
export const SYNC_REMOVED_MESSAGE = 'You no longer see your partner’s updates.';

// The server's refusals.
/** 400: her own address. */
export const SYNC_SELF_REQUEST_MESSAGE = 'You cannot send a sync request to yourself. Enter your partner’s email.';
/** 403: a pregnant user asked to follow someone; the partner who is not pregnant sends requests. */
export const SYNC_PREGNANT_REQUESTER_MESSAGE =
  'Sync requests are sent by the partner who is not pregnant. Ask your partner to send you a request from their BLOOM account.';
/** 409: she already follows someone (one sync per partner). */
export const ALREADY_SYNCED_MESSAGE =
  'You are already synced with a partner. Remove that sync before sending a new request.';
/** 404: not a request addressed to her (or no such request). */
export const SYNC_REQUEST_NOT_FOUND_MESSAGE = 'We could not find this sync request.';
/** 409: approved or declined before. */
export const SYNC_ALREADY_ANSWERED_MESSAGE = 'This sync request has already been answered.';
/** 403: the addressee is not pregnant. */
export const SYNC_RESPONDER_NOT_PREGNANT_MESSAGE = 'Only a pregnant user can approve or decline a sync request.';
/** 409: the requester got synced with someone else in the meantime. */
export const SYNC_REQUESTER_TAKEN_MESSAGE = 'This person is already synced with someone else.';
/** 404: no sync she follows (partner data, removal). */
export const NOT_SYNCED_MESSAGE = 'You are not synced with a partner.';
/** 404: `partnerId` names nobody she is synced with (or someone else's sync). */
export const SYNC_NOT_FOUND_MESSAGE = 'We could not find this sync.';
/** 404: pause or resume by someone nobody follows. */
export const NO_FOLLOWERS_MESSAGE = 'No partner follows your updates.';
/**
 * 403 on the partner view while she has paused sharing. Like the 404 after an ended sync, it
 * says what is so and never why.
 */
export const PARTNER_VIEW_PAUSED_MESSAGE = 'Sharing is paused for now. You will see updates again when it resumes.';
/** 429 */
export const TOO_MANY_SYNC_REQUESTS_MESSAGE = 'Too many sync requests. Please wait an hour and try again.';

// Her side of the panel and Profile: toasts, and what the partner reads once it ends.
export const ACCESS_ENDED_TITLE = 'Access ended';
export const ACCESS_ENDED_MESSAGE =
  'They no longer see your updates. Nothing is shared again unless you approve a new request.';
/** Also the `message` of POST /api/parent-sync/connection/pause. */
export const SHARING_PAUSED_TITLE = 'Sharing paused';
export const SHARING_PAUSED_MESSAGE = 'Your partner sees nothing new until you resume.';
/** Also the `message` of POST /api/parent-sync/connection/resume. */
export const SHARING_RESUMED_TITLE = 'Sharing resumed';
export const SHARING_RESUMED_MESSAGE = 'Your partner sees your updates again.';
export const SHARING_PAUSE_FAILED_TITLE = 'Pause failed';
export const SHARING_RESUME_FAILED_TITLE = 'Resume failed';
/** The partner's view once the sync is gone, whoever ended it. */
export const PARTNER_ACCESS_ENDED_MESSAGE = 'Your access to these updates has ended.';
/** The dashboard badge: requests addressed to her that wait for an answer. */
export const PENDING_SYNC_REQUESTS_MESSAGE = (count: number) =>
  count === 1 ? 'Partner request' : `${count} partner requests`;

/**
 * DELETE /api/parent-sync/connection?partnerId=…: ends the sync between the signed-in user and
 * the person `partnerId` names (a connection's `partnerId`), whichever side she is on; without it,
 * every sync she is in (all her followers, and the one she follows).
 */
export const syncConnectionTargetSchema = z
  .object({ partnerId: z.uuid({ message: INVALID_ID_MESSAGE }).optional() })
  .strict();
export type SyncConnectionTarget = z.infer<typeof syncConnectionTargetSchema>;

/** POST /api/parent-sync/request {partnerEmail}; also the sync panel's form (spec §5). */
export const syncRequestCreateSchema = z.object({
  partnerEmail: z
    .string({ message: PARTNER_EMAIL_REQUIRED_MESSAGE })
    .trim()
    .min(1, { message: PARTNER_EMAIL_REQUIRED_MESSAGE })
    .max(254, { message: PARTNER_EMAIL_INVALID_MESSAGE })
    .pipe(z.email({ message: PARTNER_EMAIL_INVALID_MESSAGE })),
});
export type SyncRequestCreate = z.input<typeof syncRequestCreateSchema>;

export const SYNC_ANSWERS = ['approved', 'rejected'] as const;
export type SyncAnswer = (typeof SYNC_ANSWERS)[number];
export const SYNC_ANSWER_MESSAGE = 'Choose approved or rejected';

/** POST /api/parent-sync/respond {requestId, status approved or rejected}. */
export const syncRespondSchema = z.object({
  requestId: z.uuid({ message: INVALID_ID_MESSAGE }),
  status: z.enum(SYNC_ANSWERS, { message: SYNC_ANSWER_MESSAGE }),
});
export type SyncRespond = z.infer<typeof syncRespondSchema>;

export const SYNC_STATUSES = ['pending', 'approved', 'rejected'] as const;

/**
 * A sync request as one of its two people sees it. To the person addressed it names both.
 * To the requester the addressee stays unnamed (`partnerId`, `partnerName`, `partnerEmail`
 * null) whatever happens, so a request to an e-mail without an account reads exactly like one
 * to an e-mail with an account (no account enumeration); her name appears on the connection
 * once she approves.
 */
export const syncRequestSchema = z.object({
  id: z.string(),
  status: z.enum(SYNC_STATUSES),
  requesterId: z.string(),
  partnerId: z.string().nullable(),
  requesterName: z.string(),
  requesterEmail: z.string(),
  partnerName: z.string().nullable(),
  partnerEmail: z.string().nullable(),
  requestedAt: z.string(),
});
export type SyncRequest = z.infer<typeof syncRequestSchema>;

/**
 * GET /api/parent-sync/requests: the requests addressed to her that wait for an answer, and the
 * latest one she sent while it waits or after it was declined; newest first.
 */
export const syncRequestListSchema = z.array(syncRequestSchema);

/**
 * One active sync as its person sees it: `isParent` is true for the pregnant user whose data is
 * shared. `partnerId` (the other person's account, the handle for ending or pausing this one
 * sync) and `pausedAt` (set while she has paused sharing) go beyond spec §3.
 */
export const syncConnectionSchema = z.object({
  isParent: z.boolean(),
  partnerId: z.string(),
  partnerName: z.string(),
  partnerEmail: z.string(),
  connectedAt: z.string(),
  pausedAt: z.string().nullable(),
});
export type SyncConnection = z.infer<typeof syncConnectionSchema>;

/**
 * GET /api/parent-sync/connection: her active syncs, newest first. A partner follows at most
 * one pregnant user; a pregnant user may be followed by more than one partner.
 */
export const syncConnectionListSchema = z.array(syncConnectionSchema);

/** What the partner view shows of a symptom: no notes, no ids of hers (spec §3 fields, data kept to the view). */
export const partnerSymptomSchema = z.object({
  id: z.string(),
  name: z.string(),
  severity: z.number().int(),
  loggedAt: z.string(),
});
export const partnerMoodSchema = z.object({
  id: z.string(),
  mood: z.string(),
  energy: z.number().int(),
  tags: z.array(z.string()),
  loggedAt: z.string(),
});
/** A coming appointment with the provider's name (null when unknown) and its day, 'YYYY-MM-DD' in her time zone. */
export const partnerAppointmentSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.string(),
  dateTime: z.string(),
  date: z.string(),
  location: z.string().nullable(),
  providerName: z.string().nullable(),
});

/**
 * GET /api/parent-sync/partner-data (spec §3 Partner data): the pregnant user's first name,
 * current week (from her due date and her time zone) and her latest 3 symptoms, latest 3 moods
 * and next 3 scheduled appointments. Read-only; only through an active sync.
 */
export const partnerDataSchema = z.object({
  firstName: z.string(),
  pregnancyWeeks: z.number().int().nullable(),
  /** Her due date, 'YYYY-MM-DD' (issue 33: the partner view shows it); null while unknown. */
  dueDate: z.string().nullable(),
  recentSymptoms: z.array(partnerSymptomSchema),
  recentMoods: z.array(partnerMoodSchema),
  upcomingAppointments: z.array(partnerAppointmentSchema),
  /** Her latest kick-counting sessions (issue 34), newest first. */
  recentKickSessions: z.array(partnerKickSessionSchema),
  /** Her latest timed contractions (issue 34), newest first, with length and interval. */
  recentContractions: z.array(partnerContractionSchema),
  /** Her checklists (issue 34) as she sees them, read-only; empty while she has paused sharing. */
  checklists: z.array(partnerChecklistSchema),
});
export type PartnerData = z.infer<typeof partnerDataSchema>;
