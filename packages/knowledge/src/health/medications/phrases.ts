/** Sentences many medication records share; none gives a dose. */
export const ASK_FIRST = 'Ask your provider or pharmacist before taking it.';
export const DONT_STOP =
  'If you already take it, do not stop on your own: talk to your prescriber soon, ideally before pregnancy, because the condition it treats matters too.';
export const AS_PRESCRIBED = 'Use it only as prescribed, and tell your prescriber that you are pregnant.';
export const FOLLOW_LABEL = 'Follow the package directions and tell your provider if you need it often.';
