import type { Concept } from '../concept.ts';
import { alt, rx } from '../lexicon.ts';

// ACOG: a seizure in pregnancy or after it (eclampsia) is an emergency. Said as the word
// (seizure, convulsion, fit), or as what it looks like: the whole body shaking or jerking
// out of control, twitching while blacked out, a bitten tongue. Seizure medicines and a
// history of epilepsy are questions, not an event.
const SHAKING = alt([
  'shaking',
  'jerking',
  'twitching',
  'convulsing',
  'spasming',
  'thrashing',
  'stiffened',
  'stiff and shaking',
]);

export const seizure: Concept = {
  id: 'seizure',
  says: 'had a seizure',
  saysGeneral: 'had a seizure',
  passageId: 'warning-seizure-contractions',
  guidance: 'A seizure in pregnancy or after it is an emergency: call 911.',
  patterns: [
    rx(`\\b(?:seizures?|seizing|seized up|convuls\\w*|fitting)\\b`),
    rx(
      `\\b(?:had|having|have|has|took|was having) (?:a |another )?fit\\b(?=[^.]*\\b(?:tongue|shaking|jerking|twitching|floor|unconscious|passed out|blacked out|foam\\w*|eyes rolled|couldnt stop)\\b)`,
    ),
    rx(
      `\\b(?:whole body|body|arms and legs|arms|legs)\\b[^.]{0,25}?\\b${SHAKING}\\b[^.]{0,40}?\\b(?:couldnt stop|cant stop|uncontrollabl\\w*|out of control|on its own|all over|by itself|for (?:a )?minutes?)\\b`,
    ),
    rx(
      `\\b(?:blacked out|passed out|unconscious)\\b[^.]{0,30}?\\b${SHAKING}\\b|\\b${SHAKING}\\b[^.]{0,30}?\\b(?:blacked out|passed out|unconscious)\\b`,
    ),
    rx(`\\bbit (?:my|her) tongue\\b(?=[^.]*\\b(?:fit|shaking|jerking|passed out|blacked out|woke up)\\b)`),
    rx(`\\b${SHAKING} all over\\b(?=[^.]*\\b(?:blacked out|passed out|unconscious|couldnt stop|out of control)\\b)`),
  ],
  exclude:
    /\b(?:medication|medicine|meds|drug|drugs|pills?|anti ?seizure|epilepsy|keppra|lamotrigine|levetiracetam|history of|laughing|cold|chills|nervous|hungry|seized the|seized on|seize the day)\b/,
  negatable: true,
};
