// What the signed-out screens say (login, sign-up, password reset, the shell): the only English
// in the login bundle. The signed-in frame adds the rest (signed-in-catalogues.ts); Spanish comes
// in one chunk of its own (spanish.ts), so English visitors never download it.
import { accounts } from './en/accounts.ts';
import { common } from './en/common.ts';

export const enFirst = { common, accounts };
