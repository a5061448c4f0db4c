import type { Concept } from '../concept.ts';
import { alt, rx } from '../lexicon.ts';

// CDC: swelling, redness or pain of a leg (a possible blood clot). Said as a leg, calf
// or thigh that is swollen, red, warm, tender or painful, as one leg bigger than the
// other, or as a painful lump. Cramps, restless legs and sciatica are common and not it.
const LEG = alt(['leg', 'legs', 'calf', 'calves', 'thigh', 'back of my knee', 'behind my knee', 'shin']);
const SIGN = alt([
  'swollen',
  'swelling',
  'swelled',
  'red',
  'redness',
  'warm',
  'hot',
  'tender',
  'painful',
  'pain',
  'hurts',
  'hurting',
  'aching',
  'aches',
  'throbbing',
  'sore',
  'puffy',
  'lump',
  'hard lump',
  'bigger',
  'fatter',
  'larger',
  'discolou?red',
  'purple',
  'ache',
  'achy',
  'red patch',
  'red streaks?',
  'streaks?',
  'blotchy',
  'hard and (?:hot|warm|red|sore)',
  'tight and (?:shiny|hot|swollen)',
  'twice the size',
  'double the size',
  'bigger than the other',
  'thicker than the other',
  'fatter than the other',
  'heavy and (?:sore|swollen|hot)',
]);

export const leg: Concept = {
  id: 'leg',
  says: 'swelling, redness or pain in my leg',
  saysGeneral: 'swelling, redness or pain in my leg',
  passageId: 'warning-leg',
  guidance: 'Swelling, redness or pain in a leg is an urgent warning sign.',
  patterns: [
    rx(`\\b(?:one|my|left|right|her)?\\s*${LEG}\\b[^.]{0,30}?\\b${SIGN}\\b`),
    rx(`\\b${SIGN}\\s+(?:\\w+\\s+){0,3}?${LEG}\\b`),
    rx(
      `\\bone (?:leg|calf|foot|ankle) (?:is |looks )?(?:way |much |a lot |really )?(?:bigger|larger|fatter|more swollen|swollen)\\b`,
    ),
    rx(
      `\\b(?:one|my|left|right|her)\\s+(?:leg|calf|thigh)\\b[^.]{0,20}?\\b(?:twice|double|much bigger|way bigger|bigger|larger|thicker|fatter)\\b[^.]{0,30}?\\b(?:other|right|left)\\b`,
    ),
    rx(`\\bblood clot\\b[^.]{0,20}\\b(?:leg|calf)\\b|\\bdvt\\b`),
  ],
  exclude:
    /\b(?:(?:cramps?|cramping)(?![^.]*\b(?:wont go away|doesnt go away|not going away|for days|red|swollen|hot|warm))|charley horse|restless|sciatica|chicken|lamb|turkey|table|chair|shaving|shaved|stretch marks|itch\w*|varicose|running down|down my legs?|between my legs|water|fluid|leg day|leg room|legroom|after (?:the gym|a workout|working out|exercis\w*|a (?:long )?walk|walking all day|a hike|hiking|standing all day|a long day|shopping|running|a run|yoga|pilates|squats)|from (?:walking|standing|the gym|working out|exercis\w*|running|squats))\b/,
  negatable: true,
  innerNegation: true,
};
