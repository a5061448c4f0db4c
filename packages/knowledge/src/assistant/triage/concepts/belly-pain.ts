import type { Concept } from '../concept.ts';
import { alt, gap, PERSISTS, rx, SEVERE } from '../lexicon.ts';

// CDC: severe belly pain that doesn't go away. Said as a severe pain, cramp or ache in
// the belly (stomach, tummy, abdomen, pelvis, side, under the ribs, bump), or one that
// persists or gets worse. Mild cramps and round-ligament twinges are common.
const BELLY = alt([
  'belly',
  'stomach',
  'abdominal',
  'abdomen',
  'tummy',
  'pelvic',
  'pelvis',
  'uterine',
  'uterus',
  'womb',
  'lower belly',
  'upper belly',
  'bump',
  'gut',
  'side',
  'right side',
  'left side',
  'ribs',
  'under my ribs',
  'upper right',
  'upper right side',
]);
const PAIN = alt([
  'pains?',
  'cramps?',
  'cramping',
  'aches?',
  'aching',
  'hurts?',
  'hurting',
  'is hurting',
  'stabbing',
  'sharp pains?',
  'tenderness',
]);

export const bellyPain: Concept = {
  id: 'belly-pain',
  says: 'severe belly pain that doesn’t go away',
  saysGeneral: 'severe belly pain that doesn’t go away',
  passageId: 'warning-belly-pain',
  guidance: 'Severe belly pain that doesn’t go away is an urgent warning sign.',
  patterns: [
    rx(`\\b${SEVERE}\\s+${gap(2)}${BELLY}\\s+${PAIN}\\b`),
    rx(
      `\\b${SEVERE}\\s+${gap(1)}${PAIN}\\s+(?:in|on|across|around|under)\\s+(?:my\\s+|the\\s+)?(?:lower\\s+|upper\\s+)?${BELLY}\\b`,
    ),
    rx(`\\b${BELLY}\\s+(?:${PAIN})\\b[^.]{0,35}?\\b${PERSISTS}`),
    rx(
      `\\b(?:pains?|cramps?|cramping|aches?)\\s+(?:in|on|under)\\s+(?:my\\s+|the\\s+)?(?:lower\\s+|upper\\s+)?${BELLY}\\b[^.]{0,35}?\\b${PERSISTS}`,
    ),
    rx(
      `\\b${BELLY}\\s+(?:hurts|is hurting|is killing (?:me|her)|aches)\\s+(?:so|really|very|super)\\s+(?:bad|much)\\b`,
    ),
    rx(`\\b${BELLY}\\b[^.]{0,15}?\\b(?:hurts|is hurting|pain)\\b[^.]{0,10}?\\bso (?:bad|much)\\b`),
    rx(
      `\\b(?:severe|intense|extreme|excruciating|unbearable|really bad|very bad|terrible|awful|horrible|bad|agonizing|crippling)\\s+(?:cramps|cramping|abdominal pain)\\b`,
    ),
    rx(
      `\\b(?:cant|can not|cannot) (?:stand up straight|walk|move|stand)\\b[^.]{0,30}\\b(?:belly|stomach|tummy|abdomen|pain|cramps?)\\b|\\b(?:belly|stomach|tummy|abdomen|pain|cramps?)\\b[^.]{0,30}\\b(?:cant|can not|cannot) (?:stand up straight|walk|move|stand)\\b`,
    ),
    rx(
      `\\b${BELLY}\\s+(?:is\\s+|has been\\s+|feels like its\\s+)?(?:killing (?:me|her)|murdering me|on fire|being ripped|being torn|tearing apart|ripping apart)\\b`,
    ),
    rx(
      `\\b${BELLY}\\s+(?:pain|pains|ache|aches|cramps?|cramping)\\s+(?:is|are|has been|feels|got)\\s+(?:very |so |really |super |too |extremely |way too )?(?:bad|strong|severe|intense|awful|terrible|unbearable|horrible|worse)\\b`,
    ),
    rx(
      `\\b(?:in agony|agoni[sz]ing|in so much pain|in terrible pain|in horrible pain)\\b[^.]{0,30}?\\b${BELLY}\\b|\\b${BELLY}\\b[^.]{0,30}?\\bin agony\\b`,
    ),
    // Pain pictured or shown: knifed, ripped, doubled over, a belly hard as a rock that hurts.
    rx(
      `\\b(?:like|as if|as though)\\s+(?:someone|somebody|something|a knife|im being|i am being|i was|im|i got|being)\\b[^.]{0,25}?\\b(?:knif\\w*|stab\\w*|ripp\\w*|tear\\w*|twist\\w*|punch\\w*|kick\\w*|wrench\\w*|slic\\w*|cut\\w*|burn\\w*|squeez\\w*|crush\\w*|shred\\w*|torn)\\b[^.]{0,25}?\\b(?:${BELLY}|insides?|guts?)\\b`,
    ),
    rx(
      `\\b(?:knifing|knifed|ripping|tearing|twisting|wrenching|burning|searing|shooting)\\s+(?:\\w+\\s+){0,2}?(?:in|through|across)\\s+(?:my\\s+|the\\s+|her\\s+)?(?:lower\\s+|upper\\s+)?${BELLY}\\b`,
    ),
    rx(
      `\\b(?:doubled (?:over|up)|curled up in a ball|bent over|on the floor|screaming|crying|writhing)\\b[^.]{0,30}?\\b(?:pain|cramp\\w*|hurts?|hurting|belly|stomach|tummy|abdomen)\\b|\\b(?:pain|cramp\\w*|belly|stomach|tummy)\\b[^.]{0,25}?\\b(?:doubled (?:over|up)|curled up in a ball|writhing|screaming)\\b`,
    ),
    rx(
      `\\b${BELLY}\\b[^.]{0,35}?\\b(?:hurts?|hurting|pain|aches?|aching|cramp\\w*)\\b[^.]{0,20}?\\b(?:like crazy|like hell|so much|so bad|really bad|a lot|like nothing (?:before|else)|nonstop|non stop|constantly|worse and worse|unbearabl\\w*)\\b`,
    ),
    rx(
      `\\b(?:rock hard|hard as a rock|hard as a board|board like|tight as a drum)\\b[^.]{0,30}?\\b(?:hurts?|hurting|pain\\w*|aches?|tender)\\b|\\b(?:pain\\w*|hurts?|tender)\\b[^.]{0,30}?\\b(?:rock hard|hard as a rock|hard as a board)\\b`,
    ),
  ],
  exclude:
    /\b(?:laugh\w*|lol|haha|baby kick\w*|kicks? from|leg|legs|calf|calves|foot|feet|toe|toes|charley horse|period like|come and go|coming and going|every \d+|apart|braxton|contractions?)\b/,
  negatable: true,
};
