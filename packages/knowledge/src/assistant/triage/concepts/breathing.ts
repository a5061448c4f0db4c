import type { Concept } from '../concept.ts';
import { alt, rx } from '../lexicon.ts';

// CDC: trouble breathing. Said as difficulty (hard to breathe, can't catch my breath,
// can't get a full breath), as being short of breath at rest, or as air hunger
// (gasping, suffocating). A stuffy nose and breathing exercises are something else.
const TROUBLE = alt([
  'trouble',
  'difficulty',
  'difficulties',
  'hard',
  'harder',
  'struggling',
  'struggle',
  'problems?',
  'hard time',
  'cant',
  'cannot',
  'can not',
  'unable to',
  'labou?red',
  'having a hard time',
  'barely',
  'fighting to',
  'not able to',
]);

export const breathing: Concept = {
  id: 'breathing',
  says: 'trouble breathing',
  saysGeneral: 'trouble breathing',
  passageId: 'warning-breathing',
  guidance: 'Trouble breathing is an urgent warning sign.',
  patterns: [
    rx(`\\b${TROUBLE}\\s+(?:to\\s+)?(?:breath\\w*|get(?:ting)? (?:enough |any )?air)\\b`),
    rx(
      `\\b(?:cant|cannot|can not|couldnt|not able to|unable to)\\s+(?:catch|get|take|draw)\\s+(?:my|a|enough|any|a full|a deep|a proper|a real)\\s+(?:\\w+\\s+)?(?:breath|breaths|air)\\b`,
    ),
    rx(
      `\\b(?:short(?:ness)? of breath|out of breath|breathless\\w*|gasping(?: for air| for breath)?|winded|suffocating|choking for air|cant breathe|air hunger|not getting enough (?:air|oxygen))\\b`,
    ),
    rx(
      `\\b(?:breathing|breath|breathes?) (?:is |feels |seems |has been |got )?(?:really |very |so |super |a lot )?(?:hard|difficult|shallow|labou?red|fast|rapid|harder|tight|strained)\\b`,
    ),
    rx(`\\bfeel(?:s|ing)? like (?:im|i am|i was) (?:suffocating|drowning|choking)\\b`),
  ],
  exclude:
    /\b(?:nose|nasal|stuffy|congest\w*|cold|exercises?|technique|techniques|class|classes|lamaze|yoga|meditation|through my nose|blocked|laughing|laughed|excitement|excited|beautiful|breathtaking)\b/,
  negatable: true,
  resolvable: true,
  mildExempt: true,
};
