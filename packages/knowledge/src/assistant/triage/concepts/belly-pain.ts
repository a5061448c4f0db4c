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
    rx(`\\b${BELLY}\\s+(?:hurts|is hurting|is killing me|aches)\\s+(?:so|really|very|super)\\s+(?:bad|much)\\b`),
    rx(`\\b${BELLY}\\b[^.]{0,15}?\\b(?:hurts|is hurting|pain)\\b[^.]{0,10}?\\bso (?:bad|much)\\b`),
    rx(
      `\\b(?:severe|intense|extreme|excruciating|unbearable|really bad|very bad|terrible|awful|horrible|bad|agonizing|crippling)\\s+(?:cramps|cramping|abdominal pain)\\b`,
    ),
    rx(
      `\\b(?:cant|can not|cannot) (?:stand up straight|walk|move|stand)\\b[^.]{0,30}\\b(?:belly|stomach|tummy|abdomen|pain|cramps?)\\b|\\b(?:belly|stomach|tummy|abdomen|pain|cramps?)\\b[^.]{0,30}\\b(?:cant|can not|cannot) (?:stand up straight|walk|move|stand)\\b`,
    ),
  ],
  exclude:
    /\b(?:leg|legs|calf|calves|foot|feet|toe|toes|charley horse|period like|come and go|coming and going|every \d+|apart|braxton|contractions?)\b/,
  negatable: true,
};
