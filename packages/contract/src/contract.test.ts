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
  it('login refuses a malformed email with “Invalid email address”', () => {
    expect(firstMessage(loginRequestSchema.safeParse({ email: 'nope', password: 'long-enough' }))).toBe(
      'Invalid email address',
    );
  });

  it('login refuses a password under 8 characters with “Password must be at least 8 characters”', () => {
    expect(firstMessage(loginRequestSchema.safeParse({ email: 'a@b.co', password: 'short' }))).toBe(
      'Password must be at least 8 characters',
    );
  });

  it('chat refuses a blank message with “Type a message first”', () => {
    expect(firstMessage(chatTextRequestSchema.safeParse({ message: '   ' }))).toBe('Type a message first');
  });

  it('promo redemption refuses a blank code with “Please enter a promo code”', () => {
    expect(firstMessage(promoRedeemSchema.safeParse({ code: '  ' }))).toBe('Please enter a promo code');
  });

  it('a partner sync request refuses a blank email with “Partner email is required”', () => {
    expect(firstMessage(syncRequestCreateSchema.safeParse({ partnerEmail: ' ' }))).toBe('Partner email is required');
  });

  it('the week parameter refuses week 43 with “Choose a week from 1 to 42”', () => {
    expect(firstMessage(weekParamSchema.safeParse({ week: '43' }))).toBe('Choose a week from 1 to 42');
  });

  it('the ZIP search refuses a non-digit with “Enter 1 to 5 digits of a ZIP code”', () => {
    expect(firstMessage(zipSearchQuerySchema.safeParse({ query: '12a' }))).toBe('Enter 1 to 5 digits of a ZIP code');
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
    expect(toSignupRequest(signupFormSchema.parse({ ...base, isPregnant: 'no', pregnancyWeeks: '7' }))).toMatchObject({
      isPregnant: false,
      pregnancyWeeks: null,
    });
  });
});
