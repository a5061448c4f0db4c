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

// What she can no longer do with swollen hands: rings stuck or cutting in, no fist, and
// how swelling is pictured ("blew up", "like a balloon", "twice the size").
const RING_STUCK = alt([
  '(?:wont|dont|doesnt|cant|can not|will not|do not|does not|no longer|not) (?:\\w+ )?(?:come off|fit|go on|budge|slide off|get off|move|turn|twist off)',
  '(?:are |is )?(?:cutting|digging|biting|sinking) (?:into|in)',
  '(?:are |is )?(?:stuck|so tight|too tight|way too tight|really tight|super tight|tight)',
  'had to (?:be )?cut off',
  '(?:is |are )?cutting off (?:the |my )?circulation',
]);
const BLOWN = alt([
  'blew up',
  'blown up',
  'puffed up',
  'puffing up',
  'ballooned',
  'ballooning',
  'huge',
  'enormous',
  'massive',
  'gigantic',
  'fat',
  'chubby',
  'like (?:sausages|balloons|a balloon|a chipmunk|oven mitts|mitts|a moon|a pumpkin|a puffer fish|a blowfish|marshmallows)',
  'twice (?:the|their|its|as) (?:normal )?(?:size|big)',
  'double (?:the|their|its) (?:normal )?size',
  'stiff and (?:puffy|swollen|fat)',
  'tight and (?:puffy|swollen|shiny)',
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
    // The negation is what she cannot do ("rings don't fit"), so it stays outside the match.
    rx(`\\b(?:rings?|wedding band|engagement band)\\b(?=\\s+(?:\\w+\\s+)?${RING_STUCK}\\b)`),
    rx(
      `\\b(?:shoes|boots|sneakers|trainers|slippers|sandals)\\b(?=\\s+(?:\\w+\\s+)?(?:dont|doesnt|wont|no longer|do not|dont even|cant) (?:fit|go on|close|zip)\\b)(?=[^.]*\\b(?:anymore|overnight|suddenly|all of a sudden|today|this morning|hands?|fingers|face|rings?)\\b)`,
    ),
    rx(
      `\\b(?:cant|can not|cannot|couldnt|had to|have to) (?:get|take|pull|twist|pry|soap) (?:off |on )?(?:my |her )?(?:wedding |engagement )?rings? (?:off|on)\\b`,
    ),
    rx(`\\b(?:${HANDS}|${FACE}|lips|eyes|eyelids)\\b[^.]{0,20}?\\b${BLOWN}`),
    rx(
      `\\b(?:cant|can not|cannot|couldnt|can barely|unable to) (?:make a fist|bend (?:my|her) fingers|close (?:my|her) hands?)\\b`,
    ),
    rx(
      `\\beyes?\\b[^.]{0,20}?\\b(?:swollen shut|puffed shut|so (?:puffy|swollen) (?:i|she) can (?:barely|hardly|not) (?:open|see))`,
    ),
    rx(
      `\\bface\\b[^.]{0,15}?\\b(?:is|looks|got|went|all|so)\\s+(?:\\w+\\s+)?(?:round|moon|bloated|distorted|different|lopsided)\\b`,
    ),
    // Shoes that suddenly do not go on: swelling that came fast.
    rx(
      `\\b(?:cant|can not|cannot|couldnt) (?:get|squeeze|fit|put) (?:my |her )?(?:feet )?(?:into |in )?(?:my |her |any )?(?:shoes|boots|sneakers|trainers|slippers|sandals)(?: on)?\\b(?=[^.]*\\b(?:anymore|overnight|suddenly|all of a sudden|today|this morning|hands?|fingers|face|rings?)\\b)`,
    ),
  ],
  exclude:
    /\b(?:baby|babys|ultrasound|scan|bought|online|return|order\w*|size|new shoes|boxing ring|key ?ring|ring light|doorbell|ring me|phone|belly button|resiz\w*)\b|\b(?:feet|foot|ankles?|toes|tonsils|glands|gums|nose|nasal|belly|breasts?|boobs)\b(?![^.]*\b(?:face|hands?|fingers)\b)/,
  negatable: true,
  innerNegation: true,
  mildExempt: true,
};
