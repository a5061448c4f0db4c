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

// Compared with usual: quieter, weaker, slower, fewer, not as much … than usual or
// yesterday. The comparison is the sign, said about the baby or the kicks.
const MOVER = alt([
  'bab(?:y|ys|ies)',
  'little one',
  'bump',
  'he',
  'she',
  'hes',
  'shes',
  'him',
  'her',
  'they',
  'kicks?',
  'kicking',
  'movements?',
  'moving',
  'moves',
  'wiggl\\w*',
  'squirm\\w*',
  'rolls?',
  'rolling',
  'flutters?',
  'punch\\w*',
  'jabs?',
  'activity',
  'active',
]);
const LESS = alt([
  'quieter',
  'calmer',
  'lazier',
  'sleepier',
  'sluggish',
  'more sluggish',
  'weaker',
  'softer',
  'fainter',
  'slower',
  'fewer',
  'less',
  'lighter',
  'less often',
  'less frequent',
  'less active',
  'not as (?:active|strong|much|many|often|hard|lively|busy|wiggly|kicky|big|frequent)',
  'nowhere near as (?:active|much|many)',
  'not (?:like|the same as) (?:usual|normal|normally)',
  'different (?:from|than) (?:usual|normal)',
  'way down',
]);
const USUAL = alt([
  'than (?:usual|normal|normally|yesterday|before|last week|the other days|most days|typical|usually|he usually|she usually|it usually|they usually|he normally|she normally|he does|she does)',
  'as (?:usual|normal|normally|before|yesterday|he usually|she usually|he normally|she normally|he used to|she used to)',
  'compared to (?:usual|normal|yesterday|before)',
]);

export const movement: Concept = {
  id: 'movement',
  says: 'fewer or no movements from my baby',
  passageId: 'warning-movement',
  guidance: 'A baby who moves less, or stops moving, needs to be checked right away.',
  patterns: [
    rx(
      `\\b${BABY}\\b[^.]{0,30}?\\b(?:hasnt|has not|isnt|is not|not|no|stopped|havent|didnt|doesnt|does not|wont|will not|hardly|barely|never|no longer)\\s+(?:been\\s+|really\\s+|much\\s+|even\\s+)?${MOVE}`,
    ),
    rx(
      `\\b(?:cant|cannot|can not|havent|have not|hasnt|has not|didnt|did not|dont|do not|doesnt|does not|couldnt|barely|hardly|not)\\s+(?:really\\s+|been able to\\s+)?(?:feel|felt|feeling|noticed)\\s+(?:any\\s+|the\\s+|my\\s+)?(?:baby|babys|kicks?|kicking|movements?|moving|him|her|them|anything)\\b`,
    ),
    rx(
      `\\b(?:less|fewer|reduced|decreased|decreasing|slower|less frequent|no|not many|hardly any|barely any|not much|much less|zero|little to no|no more)\\s+(?:fetal\\s+|baby\\s+)?${MOTION_NOUN}\\b`,
    ),
    rx(
      `\\b(?:moving|kicking|moves|kicks|movements?|activity)\\s+(?:has\\s+|have\\s+|is\\s+|are\\s+)?(?:really\\s+|definitely\\s+|kind of\\s+|kinda\\s+|totally\\s+)?(?:a lot\\s+|way\\s+|much\\s+)?(?:less|slowed|slowed down|stopped|have stopped|has stopped|decreased|has decreased|have decreased|dropped|went down)\\b`,
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
    rx(
      `\\b(?:not|isnt|hasnt been|hasnt|wasnt|havent been|arent|not been)\\s+(?:\\w+\\s+)?(?:moving|kicking|wiggling|rolling|active|squirming|punching)\\s+(?:nearly\\s+|anywhere near\\s+)?as\\s+(?:much|many|often|hard|strong|strongly|usual|normal|normally|before|yesterday|a lot)\\b`,
    ),
    rx(
      `\\b(?:kicks|movements?|moves|wiggles)\\s+(?:are\\s+|have been\\s+|feel\\s+|seem\\s+)?(?:barely|hardly|almost not|not really|just not) (?:there|noticeable|felt|happening)\\b`,
    ),
    rx(`\\b${MOVER}\\b[^.]{0,40}?\\b${LESS}\\b[^.]{0,30}?\\b${USUAL}\\b`),
    rx(`\\b${LESS}\\b[^.]{0,25}?\\b${MOVER}\\b[^.]{0,30}?\\b${USUAL}\\b`),
    rx(
      `\\b(?:kicks|movements?|moves|wiggles|rolls|flutters|jabs|punches)\\s+(?:are\\s+|feel\\s+|seem\\s+|have been\\s+|got\\s+|getting\\s+|are getting\\s+|have gotten\\s+)(?:\\w+\\s+)?(?:weaker|softer|fainter|slower|lighter|fewer|weak|faint|less|less frequent|further apart|different)\\b`,
    ),
    rx(
      `\\b(?:baby|babys|little one|bump|she|he|hes|shes)\\s+(?:is\\s+|has\\s+|s\\s+|have\\s+)?(?:been|gone|went|got|seems|feels|is being)\\s+(?:really |very |so |unusually |super |way too |too |strangely |weirdly |totally |completely |dead |way )?(?:quiet|still|quieter|calmer|lazy|sluggish|less active|not active|inactive|silent|motionless)\\b`,
    ),
    rx(
      `\\b(?:baby|babys|little one|bump|she|he)\\s+(?:is|seems|feels)\\s+(?:way|much|a lot|so much|really)\\s+(?:quieter|calmer|less active|lazier|slower)\\b`,
    ),
    rx(
      `\\b(?:usually|normally|always|every (?:night|day|evening))\\b[^.]{0,30}?\\b(?:kicks?|kicking|moves|moving|active|wiggl\\w*|busy|going crazy|danc\\w*|party\\w*|rolling|flips?)\\b[^.]{0,40}?\\b(?:nothing|not today|not tonight|not at all|no kicks|no movement|hasnt|havent|stopped|quiet|still|barely|hardly|silence)\\b`,
    ),
    rx(
      `\\b(?:only|just)\\s+(?:felt|counted|got|had|noticed)\\s+(?:\\d+|one|two|three|four|five|six|a couple|a few)\\s+(?:of\\s+)?(?:kicks|movements|moves|wiggles)\\b|\\bkick counts?\\b[^.]{0,20}?\\b(?:low|down|only|not|didnt|cant|way under|less)\\b|\\b(?:didnt|couldnt|cant|not|never) (?:get|reach|hit|make it) (?:to )?(?:10|ten) (?:kicks|movements|moves)\\b`,
    ),
  ],
  exclude:
    /\b(?:yet|hasnt stopped|has not stopped|havent stopped|never stops?|wont stop (?:moving|kicking)|doesnt stop|not moving less|when will|when do|when does|start(?:s|ed)? (?:to )?(?:move|moving|kick|kicking)|first (?:kick|movement)|when (?:i am|im|i) (?:walking|moving|active|busy|on my feet|working|up and about|out and about)|moving house|moving in|moving to|moving out|moving day|head down)\b/,
  negatable: false,
};
