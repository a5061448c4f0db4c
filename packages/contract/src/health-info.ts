import { z } from 'zod';

/** Health information hub entities (spec §3 Guideline, Vaccine, Week info, Medication result, Education item). */
export const GUIDELINE_CATEGORIES = ['safety', 'nutrition', 'immunization'] as const;
export const RISK_LEVELS = ['high', 'medium', 'low'] as const;
export const EDUCATION_CATEGORIES = ['Nutrition', 'Preparation', 'Wellness', 'Development'] as const;
export const MEDICATION_STATUSES = ['safe', 'caution', 'avoid'] as const;

export const guidelineSchema = z.object({
  title: z.string(),
  description: z.string(),
  category: z.enum(GUIDELINE_CATEGORIES),
  riskLevel: z.enum(RISK_LEVELS),
  recommendations: z.array(z.string()),
  source: z.string(),
  sourceUrl: z.string(),
  lastUpdated: z.string(),
});
export type Guideline = z.infer<typeof guidelineSchema>;

export const vaccineSchema = z.object({
  vaccine: z.string(),
  recommendation: z.string(),
  timing: z.string(),
  notes: z.string(),
  pregnancySafe: z.boolean(),
  source: z.string(),
  sourceUrl: z.string(),
});
export type Vaccine = z.infer<typeof vaccineSchema>;

export const WEEK_PICKER_DEFAULT = 20;
export const weekParamSchema = z.object({
  week: z.coerce
    .number({ message: 'Choose a week from 1 to 42' })
    .int({ message: 'Choose a week from 1 to 42' })
    .min(1, { message: 'Choose a week from 1 to 42' })
    .max(42, { message: 'Choose a week from 1 to 42' }),
});

export const weeklyInfoSchema = z.object({
  week: z.number().int(),
  trimester: z.number().int().min(1).max(3),
  keyRecommendations: z.array(z.string()),
  vaccines: z.array(vaccineSchema),
  guidelines: z.array(guidelineSchema),
});
export type WeeklyInfo = z.infer<typeof weeklyInfoSchema>;

export const medicationResultSchema = z.object({
  found: z.boolean(),
  status: z.enum(MEDICATION_STATUSES).nullable(),
  medicationName: z.string(),
  brandName: z.string().nullable(),
  genericName: z.string().nullable(),
  manufacturer: z.string().nullable(),
  purpose: z.array(z.string()),
  pregnancyWarnings: z.string().nullable(),
  warnings: z.string().nullable(),
  recommendation: z.string(),
});
export type MedicationResult = z.infer<typeof medicationResultSchema>;

export const educationItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(EDUCATION_CATEGORIES),
  week: z.number().int().nullable(),
  imageUrl: z.string(),
});
export type EducationItem = z.infer<typeof educationItemSchema>;
export const educationResponseSchema = z.object({
  items: z.array(educationItemSchema),
  localContent: z.boolean(),
  lastUpdated: z.string(),
});
