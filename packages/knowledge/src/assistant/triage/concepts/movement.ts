import type { Concept } from '../concept.ts';
import { alt, rx } from '../lexicon.ts';

// CDC: the baby's movements stopping or slowing during pregnancy. The "not" is the
// sign itself here ("hasn't kicked", "no movement"), so negation does not cancel it;
// what cancels it is the opposite statement ("won't stop kicking") or "yet" (before
// movements are felt at all).
const BABY = alt(['bab(?:y|ys|ies)', 'little one', 'bump', 'him', 'her', 'she', 'he', 'them']);
const MOVE = alt([
  'mov\\w*',
  'kick\\w*',
  'felt',
  'as active',
  'active',
  'respond\\w*',
  'wiggl\\w*',
  'squirm\\w*',
  'roll\\w*',
  'flutter\\w*',
  'punch\\w*',
]);
const MOTION_NOUN = alt([
  'movements?',
  'kicks?',
  'kicking',
  'moving',
  'activity',
  'wiggles',
  'flutters',
  'rolls',
  'motion',
]);

export const movement: Concept = {
  id: 'movement',
  says: 'fewer or no movements from my baby',
  passageId: 'warning-movement',
  guidance: 'A baby who moves less, or stops moving, needs to be checked right away.',
  patterns: [
    rx(
      `\\b${BABY}\\b[^.]{0,30}?\\b(?:hasnt|has not|isnt|is not|not|stopped|havent|didnt|doesnt|does not|wont|will not|hardly|barely|never|no longer)\\s+(?:been\\s+|really\\s+|much\\s+|even\\s+)?${MOVE}`,
    ),
    rx(
      `\\b(?:cant|cannot|can not|havent|have not|didnt|did not|dont|do not|couldnt|barely|hardly|not)\\s+(?:really\\s+|been able to\\s+)?(?:feel|felt|feeling|noticed)\\s+(?:any\\s+|the\\s+|my\\s+)?(?:baby|babys|kicks?|kicking|movements?|moving|him|her|them|anything)\\b`,
    ),
    rx(
      `\\b(?:less|fewer|reduced|decreased|decreasing|slower|less frequent|no|not many|hardly any|barely any|not much|much less|zero|little to no|no more)\\s+(?:fetal\\s+|baby\\s+)?${MOTION_NOUN}\\b`,
    ),
    rx(
      `\\b(?:moving|kicking|moves|kicks|movements?|activity)\\s+(?:a lot\\s+|way\\s+|much\\s+)?(?:less|slowed|slowed down|stopped|have stopped|has stopped|decreased|has decreased|have decreased|dropped|went down)\\b`,
    ),
    rx(
      `\\b(?:baby|babys|little one|she|he)\\s+(?:is|has been|seems|feels|was|s been)\\s+(?:really |very |so |unusually |super |way too |too |strangely )?(?:quiet|still|quieter|less active|not active|inactive|not as active|not moving)\\b`,
    ),
    rx(
      `\\b(?:usually|normally|always)\\s+(?:kicks|moves|is active|wiggles)\\b[^.]{0,40}\\b(?:nothing|not today|not at all|no kicks|no movement|hasnt|stopped)\\b`,
    ),
    rx(
      `\\b(?:last time|when) i (?:felt|noticed) (?:the |my )?(?:baby|him|her|them|any kicks|a kick|movement)\\b(?=[^.]*\\b(?:cant remember|dont remember|not sure|cant recall|hours ago|yesterday)\\b)|\\b(?:cant|dont) (?:remember|recall) (?:the last time|when) i (?:felt|noticed)\\b`,
    ),
  ],
  exclude:
    /\b(?:yet|hasnt stopped|has not stopped|havent stopped|never stops?|wont stop (?:moving|kicking)|doesnt stop|not moving less|when will|when do|when does|start(?:s|ed)? (?:to )?(?:move|moving|kick|kicking)|first (?:kick|movement)|moving house|moving in|moving to|moving out|moving day|head down)\b/,
  negatable: false,
};
