import { z } from 'zod';
import { isoDateSchema } from './common.ts';
import { EARLIEST_DAY, LATEST_DAY, TEXT_TOO_LONG_MESSAGE, withoutNul } from './text.ts';

/** Spec §3 calendar entry types. */
export const CALENDAR_ENTRY_TYPES = ['note', 'event', 'symptom', 'milestone', 'food', 'activity'] as const;
export type CalendarEntryType = (typeof CALENDAR_ENTRY_TYPES)[number];
export const ENTRY_TYPE_MESSAGE = 'Choose note, event, symptom, milestone, food or activity';
export const calendarEntryTypeSchema = z.enum(CALENDAR_ENTRY_TYPES, { message: ENTRY_TYPE_MESSAGE });

export const ENTRY_TITLE_REQUIRED_MESSAGE = 'Title is required';
export const NO_FOOD_ITEMS_MESSAGE = 'No food items - Please add at least one food item to track.';
export const NO_ACTIVITIES_MESSAGE = 'No activities - Please add at least one activity to track.';
export const MONTH_MESSAGE = 'Use a month in the form YYYY-MM';
export const TIME_MESSAGE = 'Use a time in the form HH:mm';
export const ENERGY_LEVEL_MESSAGE = 'Energy level must be a whole number from 1 to 5';
export const ENTRY_DELETED_MESSAGE = 'Entry deleted';

const MAX_TITLE = 200;
const MAX_TEXT = 2000;
const MAX_LIST_ITEMS = 50;
const MAX_LIST_ITEM = 200;
export const ENTRY_TITLE_TOO_LONG_MESSAGE = `Keep the title under ${MAX_TITLE} characters`;
export const LIST_ITEM_TOO_LONG_MESSAGE = `Keep each item under ${MAX_LIST_ITEM} characters`;
export const TOO_MANY_LIST_ITEMS_MESSAGE = `Track at most ${MAX_LIST_ITEMS} items at once`;

/** Empty or whitespace-only text means "nothing written", stored as null. */
const optionalText = (max: number) =>
  withoutNul(
    z
      .string()
      .trim()
      .max(max, { message: TEXT_TOO_LONG_MESSAGE(max) }),
  )
    .nullish()
    .transform((v) => (v ? v : null));

export const entryTitleSchema = withoutNul(
  z
    .string({ message: ENTRY_TITLE_REQUIRED_MESSAGE })
    .trim()
    .min(1, { message: ENTRY_TITLE_REQUIRED_MESSAGE })
    .max(MAX_TITLE, { message: ENTRY_TITLE_TOO_LONG_MESSAGE }),
);

export const ENTRY_DATE_RANGE_MESSAGE = 'Use a date between 1900 and 2199';
/** An entry's day: a real calendar date the database can hold. */
export const entryDateSchema = isoDateSchema.refine((d) => d >= EARLIEST_DAY && d <= LATEST_DAY, {
  message: ENTRY_DATE_RANGE_MESSAGE,
});

/** A time input's value; an empty input means the entry has no time. */
export const entryTimeSchema = z
  .union([z.literal(''), z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: TIME_MESSAGE })], {
    message: TIME_MESSAGE,
  })
  .nullish()
  .transform((v) => (v ? v : null));

export const monthKeySchema = z
  .string({ message: MONTH_MESSAGE })
  .regex(/^(19|20|21)\d{2}-(0[1-9]|1[0-2])$/, { message: MONTH_MESSAGE });

export const calendarEntriesQuerySchema = z.object({ month: monthKeySchema });

/**
 * POST /api/calendar/entries. Spec §7 has the client send the remaining entry fields as null;
 * they are not declared, so they are dropped (tracking has its own calls below).
 */
export const calendarEntryCreateSchema = z.object({
  type: calendarEntryTypeSchema,
  title: entryTitleSchema,
  description: optionalText(MAX_TEXT),
  time: entryTimeSchema,
  category: optionalText(50),
  date: entryDateSchema,
});
export type CalendarEntryCreate = z.input<typeof calendarEntryCreateSchema>;

/**
 * PATCH /api/calendar/entries/:id. Spec §7 sends "the entry"; only the inline-editable title
 * and description are taken from it, everything else is ignored.
 */
export const calendarEntryUpdateSchema = z.object({
  title: entryTitleSchema.optional(),
  // Omitted keeps the description; null or blank clears it.
  description: optionalText(MAX_TEXT).optional(),
});
export type CalendarEntryUpdate = z.input<typeof calendarEntryUpdateSchema>;

/** A list of names typed by the person: blanks are dropped, and at least one must remain. */
const nonBlankList = (message: string) =>
  z
    .array(withoutNul(z.string({ message }).max(MAX_LIST_ITEM, { message: LIST_ITEM_TOO_LONG_MESSAGE })), { message })
    .max(MAX_LIST_ITEMS, { message: TOO_MANY_LIST_ITEMS_MESSAGE })
    .transform((items) => items.map((item) => item.trim()).filter(Boolean))
    .refine((items) => items.length > 0, { message });

export const foodTrackingSchema = z.object({
  date: entryDateSchema,
  foodItems: nonBlankList(NO_FOOD_ITEMS_MESSAGE),
  notes: optionalText(MAX_TEXT),
});
export type FoodTracking = z.input<typeof foodTrackingSchema>;

export const energyLevelSchema = z
  .number({ message: ENERGY_LEVEL_MESSAGE })
  .int({ message: ENERGY_LEVEL_MESSAGE })
  .min(1, { message: ENERGY_LEVEL_MESSAGE })
  .max(5, { message: ENERGY_LEVEL_MESSAGE });

export const activityTrackingSchema = z.object({
  date: entryDateSchema,
  activities: nonBlankList(NO_ACTIVITIES_MESSAGE),
  energyLevel: energyLevelSchema,
  notes: optionalText(MAX_TEXT),
});
export type ActivityTracking = z.input<typeof activityTrackingSchema>;

/** The tracking forms take items as one text box, separated by commas or new lines. */
const listFromText = (message: string) =>
  z
    .string()
    .transform((text) => text.split(/[,\n]/))
    .pipe(nonBlankList(message));

export const foodTrackingFormSchema = z.object({
  foodItems: listFromText(NO_FOOD_ITEMS_MESSAGE),
  notes: optionalText(MAX_TEXT),
});

export const activityTrackingFormSchema = z.object({
  activities: listFromText(NO_ACTIVITIES_MESSAGE),
  energyLevel: z.coerce.number<string>().pipe(energyLevelSchema),
  notes: optionalText(MAX_TEXT),
});

/** Spec §3 calendar entry as the API returns it. */
export const calendarEntrySchema = z.object({
  id: z.string(),
  userId: z.string(),
  date: z.string(),
  type: z.enum(CALENDAR_ENTRY_TYPES),
  title: z.string(),
  description: z.string().nullable(),
  time: z.string().nullable(),
  category: z.string().nullable(),
  foodItems: z.array(z.string()).nullable(),
  activities: z.array(z.string()).nullable(),
  notes: z.string().nullable(),
  moodRating: z.number().int().nullable(),
  energyLevel: z.number().int().nullable(),
  symptoms: z.array(z.string()).nullable(),
  createdAt: z.string(),
});
export type CalendarEntry = z.infer<typeof calendarEntrySchema>;

export const calendarEntryListSchema = z.array(calendarEntrySchema);
