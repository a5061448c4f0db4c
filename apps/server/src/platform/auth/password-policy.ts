import {
  PASSWORD_CONTAINS_EMAIL_MESSAGE,
  PASSWORD_TOO_COMMON_MESSAGE,
  passwordContainsEmail,
  passwordSchema,
} from '@bloom/contract';
import { dictionary } from '@zxcvbn-ts/language-common';
import { z } from 'zod/mini';

// The 49,233 most common passwords of zxcvbn-ts' common dictionary (MIT; frequency-ranked lists
// from leaked password sets). Server-side only: the web bundle never imports this file.
let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common;
}

/** How many passwords the list holds (at least 10,000; checked by a test). */
export const commonPasswordCount = () => commonPasswords().size;

/**
 * True for a password on the common list, in any letter case, also with digits or symbols
 * appended ('Sunshine2024!' is 'sunshine' to an attacker's word list).
 * @param password - the proposed password
 */
export function isCommonPassword(password: string): boolean {
  const list = commonPasswords();
  const lower = password.toLowerCase();
  return list.has(lower) || list.has(lower.replace(/[^\p{L}]+$/u, ''));
}

/**
 * The server-side rule for any new password: the contract's length rules plus the common list.
 * Signup uses it now; a future change-password reuses it unchanged. (The contract's password
 * rules are zod/mini, as the login bundle's schemas are: a check added, not a method.)
 */
export const newPasswordSchema = passwordSchema.check(
  z.refine((p) => !isCommonPassword(p), { message: PASSWORD_TOO_COMMON_MESSAGE }),
);

/**
 * Why a new password for `email` is refused, in the words shown to the person, or undefined.
 * @param password - the proposed password
 * @param email - the account's e-mail address
 */
export function newPasswordProblem(password: string, email: string): string | undefined {
  const parsed = newPasswordSchema.safeParse(password);
  if (!parsed.success) return parsed.error.issues[0]?.message;
  if (passwordContainsEmail(password, email)) return PASSWORD_CONTAINS_EMAIL_MESSAGE;
  return undefined;
}
