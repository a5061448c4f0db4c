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
  'hurl\\w*',
  'barf\\w*',
  'upchuck\\w*',
  'spew\\w*',
  'chuck\\w* up',
  'tossing my cookies',
  'bringing (?:it|everything|up)\\w*',
  'gagging',
  'vomit\\w*',
  'throw(?:ing|n)? up',
  'thrown up',
  'being sick',
  'getting sick',
  'been sick',
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
  'all the day',
  '(?:the )?whole day',
  'every (?:time|single time) i (?:eat|drink|take|have|try|swallow)',
  'every (?:sip|bite|meal|drink)',
  'bile',
  'again and again',
  'cant (?:drink|eat)',
  'cannot (?:drink|eat)',
  'can not (?:drink|eat)',
  'dehydrat\\w*',
  '(?:havent|hasnt|not) (?:peed|pee|urinated)',
  'all the time',
  'nonstop',
  'every (?:few )?(?:hour|hours|minutes|half hour)',
]);

export const vomiting: Concept = {
  id: 'vomiting',
  says: 'severe nausea and vomiting',
  saysGeneral: 'severe vomiting',
  passageId: 'warning-vomiting',
  guidance: 'Severe nausea and vomiting, unlike usual morning sickness, is an urgent warning sign.',
  patterns: [
    rx(
      `\\b(?:cant|cannot|can not|unable to|not able to|couldnt|havent been able to|can barely)\\s+(?:even\\s+|really\\s+|seem to\\s+)?keep\\s+(?:anything|any food|food|water|fluids?|liquids?|stuff|it|much|a thing|even water|even crackers|my meds|my vitamins)\\s+down\\b`,
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
    // Nothing stays: "everything comes right back up".
    rx(
      `\\b(?:everything|anything|all|whatever|food|water|it all|even water|every bite|every sip|what i eat|what i drink)\\b[^.]{0,30}?\\b(?:comes?|came|coming|goes|went|keeps? coming|shoots?|flies) (?:right |straight |just )?back (?:up|out)\\b`,
    ),
    rx(
      `\\b(?:worse|worst|way worse|much worse) than (?:normal |regular |usual |my |any |the )?(?:morning sickness|nausea)\\b|\\bnot (?:normal|regular|usual|just|ordinary|like) (?:morning sickness|nausea)\\b|\\bmorning sickness\\b[^.]{0,20}?\\b(?:way |so much |much )?(?:worse|out of control|extreme|severe|unbearable|insane)\\b`,
    ),
    rx(
      `\\bsick\\s+(?:over and over|again and again|all day|nonstop|non stop|every (?:hour|time)|\\d+ times|all the time)\\b`,
    ),
  ],
  exclude: /\b(?:cat|dog|toddler|kid|son|daughter|husband)\b/,
  negatable: true,
  resolvable: true,
};
