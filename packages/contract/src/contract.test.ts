import { describe, expect, it } from 'vitest';
import {
  chatTextRequestSchema,
  loginRequestSchema,
  promoRedeemSchema,
  signupFormSchema,
  syncRequestCreateSchema,
  toSignupRequest,
  weekParamSchema,
  zipSearchQuerySchema,
} from './index.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('contract messages (spec §5)', () => {
  it.each([
    [loginRequestSchema, { email: 'nope', password: 'long-enough' }, 'Invalid email address'],
    [loginRequestSchema, { email: 'a@b.co', password: 'short' }, 'Password must be at least 8 characters'],
    [chatTextRequestSchema, { message: '   ' }, 'Type a message first'],
    [promoRedeemSchema, { code: '  ' }, 'Please enter a promo code'],
    [syncRequestCreateSchema, { partnerEmail: ' ' }, 'Partner email is required'],
    [weekParamSchema, { week: '43' }, 'Choose a week from 1 to 42'],
    [zipSearchQuerySchema, { query: '12a' }, 'Enter 1 to 5 digits of a ZIP code'],
  ] as const)('%#: refuses %j with its message', (schema, input, message) => {
    expect(firstMessage(schema.safeParse(input))).toBe(message);
  });

  it('trims chat text and upper-cases promo codes on entry', () => {
    expect(chatTextRequestSchema.parse({ message: '  hi  ' }).message).toBe('hi');
    expect(promoRedeemSchema.parse({ code: ' bloom10 ' }).code).toBe('BLOOM10');
  });

  it('turns the signup form into the API payload: boolean isPregnant, integer weeks or 0, null when not pregnant', () => {
    const base = {
      firstName: 'Ana',
      lastName: 'Rivera',
      email: 'ana@example.com',
      phoneNumber: '',
      dateOfBirth: '1994-05-17',
      gender: 'female' as const,
      password: 'a-strong-password',
    };
    expect(toSignupRequest(signupFormSchema.parse({ ...base, isPregnant: 'yes', pregnancyWeeks: '18' }))).toMatchObject(
      {
        isPregnant: true,
        pregnancyWeeks: 18,
      },
    );
    expect(
      toSignupRequest(signupFormSchema.parse({ ...base, isPregnant: 'yes', pregnancyWeeks: '' })).pregnancyWeeks,
    ).toBe(0);
    expect(
      toSignupRequest(signupFormSchema.parse({ ...base, isPregnant: 'no', pregnancyWeeks: '7' })).pregnancyWeeks,
    ).toBeNull();
  });
});
