import type { Concept } from '../concept.ts';
import { alt, gap, rx } from '../lexicon.ts';

// CDC: extreme swelling of the hands or face. Any swelling of the face counts; hands
// and fingers count when it is marked as severe or sudden ("so swollen", "like
// sausages", "rings don't fit"). Swollen feet and ankles are common and are not this sign.
const SWOLLEN = alt([
  'swollen',
  'swelling',
  'swell',
  'swells',
  'swelled',
  'swelled up',
  'puffy',
  'puffed up',
  'puffing up',
  'puffiness',
  'bloated',
  'blown up',
  'ballooned',
]);
const FACE = alt(['face', 'facial', 'eyes and face', 'eyelids', 'lips and face', 'cheeks']);
const HANDS = alt(['hands?', 'fingers', 'wrists?']);
const VERY = alt([
  'severe',
  'severely',
  'extreme',
  'extremely',
  'sudden',
  'suddenly',
  'really',
  'very',
  'super',
  'so',
  'badly',
  'massive',
  'massively',
  'huge',
  'crazy',
  'insanely',
  'incredibly',
  'way too',
  'all of a sudden',
  'overnight',
  'so much',
  'a lot',
  'really bad',
  'like crazy',
]);

export const swelling: Concept = {
  id: 'swelling',
  says: 'severe swelling of my hands or face',
  saysGeneral: 'severe swelling of my hands or face',
  passageId: 'warning-swelling',
  guidance: 'Extreme swelling of the hands or face is an urgent warning sign.',
  patterns: [
    rx(`\\b${FACE}\\b[^.]{0,25}?\\b${SWOLLEN}\\b`),
    rx(`\\b${SWOLLEN}\\s+${gap(3)}${FACE}\\b`),
    rx(`\\b${VERY}\\s+${gap(2)}${SWOLLEN}\\s+${gap(2)}${HANDS}\\b`),
    rx(`\\b${HANDS}\\b[^.]{0,25}?\\b${VERY}\\s+${gap(1)}${SWOLLEN}\\b`),
    rx(`\\b${HANDS}\\b[^.]{0,15}?\\b${SWOLLEN}\\s+(?:up\\s+)?${VERY}`),
    rx(
      `\\b(?:fingers|hands)\\b[^.]{0,20}?\\blike (?:sausages|balloons|a balloon)\\b|\\brings? (?:dont|doesnt|wont|do not) (?:fit|come off|go on)\\b(?=[^.]*\\b(?:swollen|swelling|swell\\w*|puffy|fingers)\\b)`,
    ),
  ],
  exclude:
    /\b(?:feet|foot|ankles?|toes|tonsils|glands|gums|nose|nasal|belly|breasts?|boobs)\b(?![^.]*\b(?:face|hands?|fingers)\b)/,
  negatable: true,
  innerNegation: true,
  mildExempt: true,
};
