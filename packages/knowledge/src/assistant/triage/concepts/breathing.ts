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
      `\\b${TROUBLE}\\s+(?:catching|getting|taking|drawing)\\s+(?:my|a|enough|any|a full|a deep)\\s+(?:\\w+\\s+)?(?:breath|breaths|air)\\b`,
    ),
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
    rx(
      `\\b(?:struggl\\w*|fight\\w*|gasp\\w*|strain\\w*|desperate|hungry|starved|starving|begging) for (?:air|breath|oxygen)\\b`,
    ),
    // Air hunger pictured: through a straw, under water, lungs that will not fill.
    rx(
      `\\bbreath\\w*\\s+(?:\\w+\\s+)?(?:through|thru|with|under)\\s+(?:a\\s+)?(?:straw|pillow|wet towel|a wet towel|plastic bag|bag|water|a coffee stirrer|a mask)\\b`,
    ),
    rx(
      `\\b(?:drowning|underwater|under water|suffocat\\w*|smother\\w*)\\b[^.]{0,25}?\\b(?:breath\\w*|air|lungs?)\\b|\\b(?:breath\\w*|air|lungs?)\\b[^.]{0,25}?\\b(?:drowning|underwater|suffocat\\w*)\\b`,
    ),
    rx(
      `\\blungs?\\b[^.]{0,20}?\\b(?:wont|cant|dont|arent|not|will not|can not)\\s+(?:\\w+\\s+)?(?:fill|expand|open|work|get enough)\\b`,
    ),
    rx(
      `\\bair\\b[^.]{0,15}?\\b(?:wont|cant|isnt|is not|not|doesnt)\\s+(?:go(?:ing)? in|get(?:ting)? in|com(?:e|ing) in|reach)\\b`,
    ),
    rx(
      `\\b(?:cant|can not|cannot|couldnt|unable to) (?:fill my lungs|get (?:the )?air (?:in|into)|finish (?:a|my) sentences?|talk without (?:gasping|stopping|panting)|speak in full sentences)\\b`,
    ),
    rx(
      `\\b(?:lips|fingertips|fingers|nails|face)\\b[^.]{0,20}?\\b(?:blue|bluish|purple|purplish|grey|gray|greyish|grayish)\\b`,
    ),
    rx(
      `\\b(?:panting|huffing and puffing|heaving for air)\\b[^.]{0,30}?\\b(?:sitting|lying|resting|doing nothing|still|at rest|in bed)\\b`,
    ),
  ],
  exclude:
    /\b(?:nose|nasal|stuffy|congest\w*|cold|exercises?|technique|techniques|class|classes|lamaze|yoga|meditation|through my nose|blocked|laughing|laughed|excitement|excited|beautiful|breathtaking)\b/,
  // A blocked nose anywhere in the message explains "can't breathe (through it)".
  excludeSentence: /\b(?:stuffy|stuffed up|congest\w*|blocked nose|nose is (?:blocked|stuffed|runny)|nasal)\b/,
  negatable: true,
  resolvable: true,
  mildExempt: true,
};
