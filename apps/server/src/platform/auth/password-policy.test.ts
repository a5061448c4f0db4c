import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { passwordContainsEmail, signupFormSchema } from '@bloom/contract';
import { describe, expect, it } from 'vitest';
import { commonPasswordCount, isCommonPassword, newPasswordProblem } from './password-policy.ts';

describe('common passwords', () => {
  it('bundles a list of at least 10,000 passwords, read offline from an installed package', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(10_000);
  });

  it.each(['password', 'PASSWORD', 'Password1', 'iloveyou', 'qwertyuiop', 'Sunshine2024!', 'trustno1', '12345678'])(
    'refuses %s',
    (p) => expect(isCommonPassword(p)).toBe(true),
  );

  it.each(['a-strong-password', 'correct horse 42', 'journey-password-1', 'e2e-admin-password'])('allows %s', (p) =>
    expect(isCommonPassword(p)).toBe(false),
  );

  it('is server-side only: no web source imports the list', () => {
    const webPackage = readFileSync(join(import.meta.dirname, '../../../../web/package.json'), 'utf8');
    expect(webPackage).not.toContain('zxcvbn');
    const contractIndex = readFileSync(
      join(import.meta.dirname, '../../../../../packages/contract/src/index.ts'),
      'utf8',
    );
    expect(contractIndex).not.toContain('password-policy');
  });
});

describe('passwords made of the e-mail', () => {
  it.each([
    ['maria.lopez', 'maria.lopez@example.com'],
    ['MARIA.LOPEZ', 'maria.lopez@example.com'],
    ['Maria.Lopez1987', 'maria.lopez@example.com'],
    ['marialopez2024!', 'maria.lopez@example.com'],
    ['my maria.lopez@example.com', 'maria.lopez@example.com'],
    ['i-am-marialopez', 'maria.lopez@example.com'],
    ['ana12345', 'ana@example.com'],
    ['anaana', 'anaana+bloom@example.com'],
  ])('refuses %s for %s', (password, email) => expect(passwordContainsEmail(password, email)).toBe(true));

  it('is checked by the web signup form too, on the password field', () => {
    const form = {
      firstName: 'Maria',
      lastName: 'Lopez',
      email: 'maria.lopez@example.com',
      phoneNumber: '',
      dateOfBirth: '1991-03-09',
      gender: 'female',
      isPregnant: 'no',
      pregnancyWeeks: '',
      password: 'MariaLopez1991',
    } as const;
    const issues = signupFormSchema.safeParse(form).error?.issues;
    expect(issues).toEqual([
      expect.objectContaining({ path: ['password'], message: 'Password must not contain your email' }),
    ]);
    expect(signupFormSchema.safeParse({ ...form, password: 'tea-kettle-hummingbird' }).success).toBe(true);
  });

  it.each([
    ['banana-split-42', 'ana@example.com'],
    ['12345ana-is-here', 'ana@example.com'],
    ['a-strong-password', 'maria.lopez@example.com'],
  ])('allows %s for %s', (password, email) => expect(passwordContainsEmail(password, email)).toBe(false));
});

describe('newPasswordProblem (what signup and a future change of password use)', () => {
  it('says why, in the order length, common, e-mail', () => {
    expect(newPasswordProblem('short', 'a@example.com')).toBe('Password must be at least 8 characters');
    expect(newPasswordProblem('Password123', 'a@example.com')).toBe(
      'Password is too common - please choose a less predictable one',
    );
    expect(newPasswordProblem('rosalind.franklin99', 'rosalind.franklin@example.com')).toBe(
      'Password must not contain your email',
    );
    expect(newPasswordProblem('tea-kettle-hummingbird', 'rosalind.franklin@example.com')).toBeUndefined();
  });
});
