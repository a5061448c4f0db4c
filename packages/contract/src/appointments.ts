import { z } from 'zod';
import { EARLIEST_DAY, LATEST_DAY, TEXT_TOO_LONG_MESSAGE, withoutNul } from './text.ts';

/** Spec §5/§9 appointment types, in the order the select lists them. */
export const APPOINTMENT_TYPES = ['Regular Checkup', 'Ultrasound', 'Lab Work', 'Consultation', 'Follow-up'] as const;
export type AppointmentType = (typeof APPOINTMENT_TYPES)[number];

export const APPOINTMENT_STATUSES = ['scheduled', 'cancelled'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export const PROVIDER_REQUIRED_MESSAGE = 'Provider is required';
export const APPOINTMENT_TITLE_REQUIRED_MESSAGE = 'Title is required';
export const TYPE_REQUIRED_MESSAGE = 'Type is required';
export const DATE_TIME_REQUIRED_MESSAGE = 'Date and time is required';
export const DATE_TIME_INVALID_MESSAGE = 'Use a real date and time';
export const APPOINTMENT_TYPE_MESSAGE = `Choose one of: ${APPOINTMENT_TYPES.join(', ')}`;

const required = (message: string, max: number) =>
  withoutNul(
    z
      .string({ message })
      .trim()
      .min(1, { message })
      .max(max, { message: TEXT_TOO_LONG_MESSAGE(max) }),
  );

const optionalText = (max: number) =>
  withoutNul(
    z
      .string()
      .trim()
      .max(max, { message: TEXT_TOO_LONG_MESSAGE(max) }),
  )
    .nullish()
    .transform((v) => (v ? v : null));

const typeSchema = z
  .string({ message: TYPE_REQUIRED_MESSAGE })
  .min(1, { message: TYPE_REQUIRED_MESSAGE })
  .pipe(z.enum(APPOINTMENT_TYPES, { message: APPOINTMENT_TYPE_MESSAGE }));

export const DATE_TIME_RANGE_MESSAGE = 'Use a date between 1900 and 2199';
/** The booking confirmation of spec §2, for a real practice. */
export const APPOINTMENT_BOOKED_MESSAGE = 'Your appointment has been successfully scheduled.';
/** A sample practice is fictional: nobody there sees the booking, so nothing more is promised. */
export const SAMPLE_BOOKED_MESSAGE =
  'Saved to your calendar. This is a sample practice, so no booking was sent: call your provider to make the appointment.';
export const DATE_TIME_PAST_MESSAGE = 'Choose a date and time that has not passed yet';
/** A booking may be a few minutes in the past (clocks differ, the form took a while), no more. */
const PAST_GRACE_MS = 10 * 60_000;
// An unreadable value is the other checks' to report; a datetime-local value parses as local time.
const notPast = (value: string) => {
  const at = Date.parse(value);
  return Number.isNaN(at) || at >= Date.now() - PAST_GRACE_MS;
};
/** An instant the database can store and a person could mean (its UTC day in 1900-2199). */
const inStoredRange = (iso: string) => {
  const time = Date.parse(iso);
  // An unreadable value already has its format message; this check only judges real instants.
  if (Number.isNaN(time)) return true;
  const day = new Date(time).toISOString().slice(0, 10);
  return day >= EARLIEST_DAY && day <= LATEST_DAY;
};

/** The fields the dashboard dialog and the providers page's booking dialog share (spec §5). */
const appointmentFields = {
  providerId: required(PROVIDER_REQUIRED_MESSAGE, 100),
  title: required(APPOINTMENT_TITLE_REQUIRED_MESSAGE, 200),
  type: typeSchema,
  location: optionalText(300),
  notes: optionalText(2000),
};

/**
 * POST /api/appointments. `dateTime` is an ISO instant with its offset (the browser converts
 * its local datetime-local value). Spec §7 has the client send status 'scheduled'; the server
 * creates every appointment as scheduled whatever is sent.
 */
export const appointmentCreateSchema = z.object({
  ...appointmentFields,
  dateTime: z
    .string({ message: DATE_TIME_REQUIRED_MESSAGE })
    .min(1, { message: DATE_TIME_REQUIRED_MESSAGE })
    .pipe(z.iso.datetime({ offset: true, message: DATE_TIME_INVALID_MESSAGE }))
    .refine(inStoredRange, { message: DATE_TIME_RANGE_MESSAGE })
    .refine(notPast, { message: DATE_TIME_PAST_MESSAGE }),
  status: z.enum(APPOINTMENT_STATUSES).optional(),
});
export type AppointmentCreate = z.input<typeof appointmentCreateSchema>;

/** The booking form: a datetime-local value ('YYYY-MM-DDTHH:mm', the person's own time zone). */
export const appointmentFormSchema = z.object({
  ...appointmentFields,
  dateTime: z
    .string({ message: DATE_TIME_REQUIRED_MESSAGE })
    .min(1, { message: DATE_TIME_REQUIRED_MESSAGE })
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/, { message: DATE_TIME_INVALID_MESSAGE })
    .refine(notPast, { message: DATE_TIME_PAST_MESSAGE }),
});
export type AppointmentForm = z.input<typeof appointmentFormSchema>;

/** Spec §3 appointment, with the provider's name joined in (null once a provider is gone). */
export const appointmentSchema = z.object({
  id: z.string(),
  userId: z.string(),
  providerId: z.string().nullable(),
  providerName: z.string().nullable(),
  /** True when the provider is from the fictional sample directory (labelled 'Sample' in the app). */
  providerIsSample: z.boolean(),
  title: z.string(),
  type: z.string(),
  dateTime: z.string(),
  location: z.string().nullable(),
  notes: z.string().nullable(),
  status: z.enum(APPOINTMENT_STATUSES),
  createdAt: z.string(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

export const appointmentListSchema = z.array(appointmentSchema);
