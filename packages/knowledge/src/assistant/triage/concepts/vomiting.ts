import type { Concept } from '../concept.ts';
import { alt, PERSISTS, rx } from '../lexicon.ts';

// CDC: severe nausea and throwing up, not like morning sickness. Said as not keeping
// anything down, as vomiting that will not stop or happens many times, as violent or
// nonstop sickness, or vomiting blood. Throwing up once is common and not this sign.
const VOMIT = alt([
  'vomiting',
  'throwing up',
  'puking',
  'being sick',
  'vomited',
  'threw up',
  'thrown up',
  'vomit',
  'puked',
  'heaving',
  'retching',
  'dry heaving',
  'barfing',
  'sick to my stomach',
]);
const MANY = alt([
  'all day',
  'all night',
  'nonstop',
  'non stop',
  'every hour',
  'every half hour',
  'constantly',
  'all morning',
  'everything',
  'so much',
  'a lot',
  'since yesterday',
  'since last night',
  'blood',
  'over and over',
  '(?:like |about |over |more than )?(?:\\d+|several|many|multiple|five|six|seven|eight|nine|ten|a dozen|a million) times',
  'for (?:two|three|\\d+|several) days',
]);

export const vomiting: Concept = {
  id: 'vomiting',
  says: 'severe nausea and vomiting',
  saysGeneral: 'severe vomiting',
  passageId: 'warning-vomiting',
  guidance: 'Severe nausea and vomiting, unlike usual morning sickness, is an urgent warning sign.',
  patterns: [
    rx(
      `\\b(?:cant|cannot|can not|unable to|not able to|couldnt|havent been able to|can barely)\\s+keep\\s+(?:anything|any food|food|water|fluids?|liquids?|stuff|it|much|a thing|even water|even crackers|my meds|my vitamins)\\s+down\\b`,
    ),
    rx(`\\b(?:nothing|no food|not even water)\\s+(?:\\w+\\s+)?(?:stays?|staying|will stay)\\s+down\\b`),
    rx(
      `\\b(?:severe|extreme|constant|nonstop|non stop|uncontrollable|violent|relentless|terrible|awful|horrible|projectile)\\s+(?:nausea|vomiting|throwing up|puking|sickness|morning sickness)\\b`,
    ),
    rx(`\\b${VOMIT}\\b[^.]{0,30}?\\b${MANY}`),
    rx(
      `\\b(?:cant|cannot|can not|wont|doesnt|will not)\\s+stop\\s+(?:${VOMIT}|being sick)\\b|\\b${VOMIT}\\b[^.]{0,20}?\\b(?:cant|can not|wont|doesnt) stop\\b`,
    ),
    rx(`\\b(?:keep|keeps|kept)\\s+${VOMIT}\\b[^.]{0,25}?\\b(?:cant stop|wont stop|all day|${PERSISTS})`),
    rx(`\\b(?:vomit\\w*|throwing up|puking|threw up)\\s+(?:up\\s+)?blood\\b|\\bblood in (?:my )?vomit\\b`),
    rx(`\\bhyperemesis\\b`),
  ],
  exclude: /\b(?:cat|dog|toddler|kid|son|daughter|husband)\b/,
  negatable: true,
  resolvable: true,
};
