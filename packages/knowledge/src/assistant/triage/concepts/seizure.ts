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

// What a seizure looks like to the person watching: the body stiff or jerking while she
// is not there (blanked out, won't answer, eyes rolled back, foaming at the mouth).
const MOTOR = alt([
  'shaking',
  'shook',
  'jerking',
  'jerked',
  'jerks',
  'twitching',
  'twitched',
  'convulsing',
  'thrashing',
  'flailing',
  'spasm\\w*',
  'went stiff',
  'was stiff',
  'stiffened',
  'went rigid',
  'rigid',
  'arched',
  'clenched',
]);
const ABSENT = alt([
  'blanked out',
  'zoned out',
  'spaced out',
  'unresponsive',
  'not responding',
  'wasnt responding',
  'isnt responding',
  'didnt respond',
  'wont respond',
  'wouldnt respond',
  'wont answer',
  'wouldnt answer',
  'didnt answer',
  'not answering',
  'wont wake up',
  'wouldnt wake(?: up)?',
  'couldnt wake (?:her|me)',
  'cant wake (?:her|me)',
  'eyes rolled(?: back)?',
  'eyes (?:were |are )?rolling',
  'rolled back',
  'foam\\w*',
  'froth\\w*',
  'bit (?:my|her) tongue',
  'bitten tongue',
  'lost control of (?:my|her) (?:body|bladder|arms|legs)',
  'lost consciousness',
  'out cold',
  'staring (?:blankly|into space)',
  'blank stare',
  'not there',
  'uncontrollabl\\w*',
  'wet (?:myself|herself)',
  'turned blue',
  'lips (?:went|turned) blue',
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
    rx(
      `\\b(?:had|having|has|is having|was having|just had) (?:a |another |some kind of )?fit\\b(?!\\s+(?:about|over|when|because|at|of|with|laughing|in the|in a|for|if)\\b)`,
    ),
    rx(`\\b${MOTOR}\\b[^.]{0,50}?\\b${ABSENT}|\\b${ABSENT}\\b[^.]{0,50}?\\b${MOTOR}\\b`),
  ],
  exclude:
    /\b(?:medication|medicine|meds|drug|drugs|pills?|anti ?seizure|epilepsy|keppra|lamotrigine|levetiracetam|history of|laughing|cold|chills|nervous|hungry|seized the|seized on|seize the day|seizure of (?:a|an|the|his|her|their|its|assets?|property|goods|drugs)|(?:police|customs|asset|property|drug|ship|cargo|border) seizures?)\b/,
  negatable: true,
};
