import { z } from 'zod';
import { timeZoneSchema } from './accounts.ts';
import { isoDateSchema } from './common.ts';
import { sourceLinkSchema } from './health-info.ts';

/**
 * The due-date calculator (issue 34, "Due date"): `POST /api/pregnancy/due-date`. The arithmetic
 * is `estimateDueDate` of @bloom/pregnancy (the web runs the same function for instant feedback);
 * its numbers are ACOG's (Committee Opinion 700, cited by `dueDateMethods` in @bloom/knowledge).
 * The contract depends on zod alone, so the bounds are written here once more and the API test
 * checks they equal the package's.
 */
export const DUE_DATE_METHOD_VALUES = ['lmp', 'conception', 'ivf3', 'ivf5', 'known'] as const;
export const DUE_DATE_CYCLE_MIN = 20;
export const DUE_DATE_CYCLE_MAX = 45;
export const DUE_DATE_MAX_WEEKS = 44;

/** What each method asks for, as the calculator's choice and date label read. */
export const DUE_DATE_METHOD_LABELS = {
  lmp: { choice: 'First day of my last period', date: 'First day of your last period' },
  conception: { choice: 'Conception date', date: 'Conception date' },
  ivf3: { choice: 'IVF transfer (day-3 embryo)', date: 'Transfer date' },
  ivf5: { choice: 'IVF transfer (day-5 embryo)', date: 'Transfer date' },
  known: { choice: 'My provider gave me a due date', date: 'Due date' },
} as const satisfies Record<(typeof DUE_DATE_METHOD_VALUES)[number], { choice: string; date: string }>;

export const DUE_DATE_METHOD_MESSAGE = 'Choose how you know your dates';
export const DUE_DATE_DATE_MESSAGE = 'Enter a real date in the form YYYY-MM-DD';
export const DUE_DATE_CYCLE_MESSAGE = `Cycle length must be a whole number of days from ${DUE_DATE_CYCLE_MIN} to ${DUE_DATE_CYCLE_MAX}`;
export const DUE_DATE_CYCLE_ONLY_LMP_MESSAGE = 'Cycle length applies only to the first day of your last period';
export const DUE_DATE_FUTURE_MESSAGE = 'This date is in the future. Enter a date up to today.';
export const DUE_DATE_TOO_OLD_MESSAGE = `This date is more than ${DUE_DATE_MAX_WEEKS} weeks ago. Check the year, or ask your provider for your due date.`;
export const DUE_DATE_NOT_STARTED_MESSAGE =
  'With this cycle length your pregnancy would not have begun yet. Check the date and your cycle length.';
export const DUE_DATE_TOO_FAR_MESSAGE = 'A due date can be at most 40 weeks from today. Check the date.';
export const DUE_DATE_LONG_PAST_MESSAGE = `This due date is more than ${DUE_DATE_MAX_WEEKS - 40} weeks ago. Check the date, or ask your provider.`;
export const DUE_DATE_CLOCK_MESSAGE = 'Your device’s clock looks wrong, so today’s date is unknown.';
export const TOO_MANY_DUE_DATE_REQUESTS_MESSAGE = 'Too many calculations. Please wait a minute and try again.';
export const DUE_DATE_OUT_OF_PROFILE_RANGE_MESSAGE =
  'This due date is outside the weeks 1 to 42 your profile can hold. Ask your provider for your due date.';

/** A refusal of `estimateDueDate` (@bloom/pregnancy's `DUE_DATE_REFUSALS`). */
export type DueDateRefusalKey =
  | 'invalid-date'
  | 'cycle-length'
  | 'invalid-now'
  | 'date-in-future'
  | 'date-too-old'
  | 'not-started'
  | 'due-too-far'
  | 'due-long-past';

/**
 * The `…_MESSAGE` of each refusal of `estimateDueDate`; every one is about the date field except
 * the cycle length's.
 */
export function dueDateRefusalMessage(refusal: DueDateRefusalKey): string {
  switch (refusal) {
    case 'invalid-date':
      return DUE_DATE_DATE_MESSAGE;
    case 'cycle-length':
      return DUE_DATE_CYCLE_MESSAGE;
    case 'invalid-now':
      return DUE_DATE_CLOCK_MESSAGE;
    case 'date-in-future':
      return DUE_DATE_FUTURE_MESSAGE;
    case 'date-too-old':
      return DUE_DATE_TOO_OLD_MESSAGE;
    case 'not-started':
      return DUE_DATE_NOT_STARTED_MESSAGE;
    case 'due-too-far':
      return DUE_DATE_TOO_FAR_MESSAGE;
    case 'due-long-past':
      return DUE_DATE_LONG_PAST_MESSAGE;
  }
}

/**
 * POST /api/pregnancy/due-date. `timeZone` (IANA, default UTC) decides "today"; before an account
 * exists (sign-up) only the request can say it. Field checks here; the checks against today are
 * the package's (their messages above).
 */
export const dueDateRequestSchema = z
  .object({
    method: z.enum(DUE_DATE_METHOD_VALUES, { message: DUE_DATE_METHOD_MESSAGE }),
    date: z.string({ message: DUE_DATE_DATE_MESSAGE }).pipe(z.iso.date({ message: DUE_DATE_DATE_MESSAGE })),
    cycleLength: z
      .number({ message: DUE_DATE_CYCLE_MESSAGE })
      .int({ message: DUE_DATE_CYCLE_MESSAGE })
      .min(DUE_DATE_CYCLE_MIN, { message: DUE_DATE_CYCLE_MESSAGE })
      .max(DUE_DATE_CYCLE_MAX, { message: DUE_DATE_CYCLE_MESSAGE })
      .nullish(),
    timeZone: timeZoneSchema.optional().default('UTC'),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.cycleLength != null && v.method !== 'lmp') {
      ctx.addIssue({ code: 'custom', path: ['cycleLength'], message: DUE_DATE_CYCLE_ONLY_LMP_MESSAGE });
    }
  });
export type DueDateRequest = z.input<typeof dueDateRequestSchema>;
export type DueDateRequestParsed = z.output<typeof dueDateRequestSchema>;

export const dueDateResponseSchema = z.object({
  /** 'YYYY-MM-DD'. */
  dueDate: z.string(),
  /** Her gestational age today in her time zone: completed weeks and days 0-6. */
  weeks: z.number().int(),
  days: z.number().int(),
  /** Where the numbers come from (ACOG CO 700), for the source line. */
  source: sourceLinkSchema,
});
export type DueDateResponse = z.infer<typeof dueDateResponseSchema>;

/**
 * The calculator form as the browser holds it (inputs are strings); the same messages as the API.
 * `dueDateFormToRequest` turns a checked form into the request (and the pure function's input).
 */
export const dueDateFormSchema = z
  .object({
    method: z.enum(DUE_DATE_METHOD_VALUES, { message: DUE_DATE_METHOD_MESSAGE }),
    date: z.string().refine((v) => isoDateSchema.safeParse(v.trim()).success, { message: DUE_DATE_DATE_MESSAGE }),
    cycleLength: z.string(),
  })
  .superRefine((v, ctx) => {
    const cycle = v.cycleLength.trim();
    if (v.method !== 'lmp' || cycle === '') return;
    const n = Number(cycle);
    if (!Number.isInteger(n) || n < DUE_DATE_CYCLE_MIN || n > DUE_DATE_CYCLE_MAX) {
      ctx.addIssue({ code: 'custom', path: ['cycleLength'], message: DUE_DATE_CYCLE_MESSAGE });
    }
  });
export type DueDateForm = z.input<typeof dueDateFormSchema>;

export function dueDateFormToRequest(form: DueDateForm): {
  method: (typeof DUE_DATE_METHOD_VALUES)[number];
  date: string;
  cycleLength?: number;
} {
  const cycle = form.cycleLength.trim();
  return {
    method: form.method,
    date: form.date.trim(),
    ...(form.method === 'lmp' && cycle !== '' ? { cycleLength: Number(cycle) } : {}),
  };
}

/** The result sentence: "Your estimated due date is Monday, March 1, 2027 — you are 12 weeks and 3 days pregnant." */
export function dueDateSentence(answer: { dueDate: string; weeks: number; days: number }): string {
  const long = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${answer.dueDate}T00:00:00Z`),
  );
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  return `Your estimated due date is ${long} — you are ${plural(answer.weeks, 'week')} and ${plural(answer.days, 'day')} pregnant.`;
}

/**
 * The source line the calculator shows. The knowledge base's `dueDateMethods.source` is the
 * record (the route answers it); the web shows this copy without loading the knowledge base,
 * and the API test checks they are equal.
 */
export const DUE_DATE_SOURCE = {
  organization: 'American College of Obstetricians and Gynecologists (ACOG)',
  title: 'Methods for Estimating the Due Date (Committee Opinion 700)',
  url: 'https://www.acog.org/clinical/clinical-guidance/committee-opinion/articles/2017/05/methods-for-estimating-the-due-date',
  reviewed: '2026-11-25',
} as const;
