import { describe, expect, it } from 'vitest';
import {
  educationQuerySchema,
  EDUCATION_CATEGORY_MESSAGE,
  FDA_DATA_NOT_AVAILABLE_MESSAGE,
  GUIDELINE_CATEGORY_MESSAGE,
  guidelinesQuerySchema,
  HEALTH_SEARCH_TOO_LONG_MESSAGE,
  HEALTH_WEEK_MESSAGE,
  MEDICATION_NAME_REQUIRED_MESSAGE,
  MEDICATION_NAME_TOO_LONG_MESSAGE,
  MEDICATION_NOT_FOUND_MESSAGE,
  medicationParamsSchema,
  weekParamSchema,
} from './index.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('health hub contract', () => {
  it('accepts weeks 1 to 42 only, as whole numbers, with one message for every mistake', () => {
    for (const week of ['1', '20', '42']) expect.soft(weekParamSchema.safeParse({ week }).success, week).toBe(true);
    for (const week of ['0', '43', '2.5', 'abc', '']) {
      expect.soft(firstMessage(weekParamSchema.safeParse({ week })), week).toBe(HEALTH_WEEK_MESSAGE);
    }
  });

  it('reads an education category whatever its case, and treats empty filters as none', () => {
    expect(educationQuerySchema.parse({ category: 'nutrition', week: '8' })).toEqual({
      category: 'Nutrition',
      week: 8,
    });
    expect(educationQuerySchema.parse({ category: '', week: '' })).toEqual({});
    expect(firstMessage(educationQuerySchema.safeParse({ category: 'Recipes' }))).toBe(EDUCATION_CATEGORY_MESSAGE);
  });

  it('takes the guideline categories of spec §3 and trims the search', () => {
    expect(guidelinesQuerySchema.parse({ category: 'immunization', search: '  flu ' })).toEqual({
      category: 'immunization',
      search: 'flu',
    });
    expect(firstMessage(guidelinesQuerySchema.safeParse({ category: 'vaccines' }))).toBe(GUIDELINE_CATEGORY_MESSAGE);
    expect(firstMessage(guidelinesQuerySchema.safeParse({ search: 'x'.repeat(101) }))).toBe(
      HEALTH_SEARCH_TOO_LONG_MESSAGE,
    );
  });

  it('needs a medication name of 1 to 100 characters, and words the not-found text as spec §8 does', () => {
    expect(firstMessage(medicationParamsSchema.safeParse({ name: '   ' }))).toBe(MEDICATION_NAME_REQUIRED_MESSAGE);
    expect(firstMessage(medicationParamsSchema.safeParse({ name: 'a'.repeat(101) }))).toBe(
      MEDICATION_NAME_TOO_LONG_MESSAGE,
    );
    expect(MEDICATION_NOT_FOUND_MESSAGE('Zzqxv')).toBe('No FDA data found for "Zzqxv"');
    expect(FDA_DATA_NOT_AVAILABLE_MESSAGE).toBe('FDA Data Not Available');
  });
});
