import type { Concept } from '../concept.ts';
import { alt, rx } from '../lexicon.ts';

// CDC: chest pain or a fast-beating heart. Said as pain, tightness or pressure in the
// chest, or as the heart racing, pounding, fluttering, skipping, "beating out of my
// chest", or a resting rate above 110. The baby's heartbeat and heartburn are not it.
const PAIN = alt([
  'pain',
  'pains',
  'hurts?',
  'hurting',
  'tight',
  'tightness',
  'tightening',
  'pressure',
  'aches?',
  'aching',
  'heaviness',
  'heavy',
  'discomfort',
  'squeez\\w*',
  'crushing',
  'burning pain',
  'stabbing',
  'sharp',
]);
const HEART_BEATS = alt([
  'racing',
  'pounding',
  'fluttering',
  'flip flopping',
  'flopping',
  'thumping',
  'hammering',
  'galloping',
  'jumping',
  'skipping(?: beats?)?',
  'skips(?: beats?)?',
  'beating out of my chest',
  'going to (?:beat|jump) out of my chest',
  'beating (?:so |really |very |super |crazy |way too )?(?:fast|hard|quickly|rapidly|weird\\w*|irregular\\w*|funny|out of my chest)',
  'going (?:really |so |super |crazy )?fast',
  'wont slow down',
  'feels like its beating out of my chest',
]);

// How chest pain is pictured: a weight, an elephant, a band, a vice, something sitting
// on it, squeezing or crushing it.
const CHEST = alt(['chest', 'breastbone', 'sternum', 'heart', 'ribcage']);
const PRESSING = alt([
  'press\\w*',
  'push\\w*',
  'squeez\\w*',
  'crush\\w*',
  'clench\\w*',
  'grip\\w*',
  'constrict\\w*',
  'tighten\\w*',
  'sitting',
  'sat',
  'standing',
  'stood',
  'stepping',
  'kneeling',
  'lying',
  'laying',
  'weighing',
  'weighs',
  'bearing down',
]);
const BURDEN = alt([
  'elephants?',
  'weight',
  'heavy weight',
  'brick',
  'bricks',
  'ton of bricks',
  'boulder',
  'rock',
  'anvil',
  'truck',
  'cinder ?block',
  'sandbag',
  'something heavy',
  'something',
  'someone',
  'somebody',
  'a hand',
  'a fist',
  'band',
  'belt',
  'strap',
  'rope',
  'vi[cs]e',
]);
/** A fast heart during exercise is expected; chest pain during it is not, so only the heart patterns check this. */
const NOT_EXERCISE = '(?![^.]*\\b(?:gym|spin class|workout|working out|cardio|exercis\\w*|class|running|a run|max))';

export const chest: Concept = {
  id: 'chest',
  says: 'chest pain or a fast-beating heart',
  saysGeneral: 'chest pain or a fast-beating heart',
  passageId: 'warning-breathing',
  guidance: 'Chest pain or a fast-beating heart is an urgent warning sign.',
  patterns: [
    rx(`\\bchest\\s+(?:\\w+\\s+){0,2}?${PAIN}\\b`),
    rx(`\\b${PAIN}\\s+(?:in|on|across|around|over)\\s+(?:my\\s+|the\\s+)?(?:chest|heart)\\b`),
    rx(
      `\\bheart\\s+(?:is\\s+|keeps\\s+|has been\\s+|feels like (?:its\\s+|it is\\s+)?|was\\s+|started\\s+|just\\s+)?${HEART_BEATS}${NOT_EXERCISE}`,
    ),
    rx(
      `\\b(?:racing|pounding|fast|rapid|irregular|fluttering|thumping)\\s+(?:heart\\s*beat|heart\\s*rate|heart|pulse)\\b${NOT_EXERCISE}`,
    ),
    rx(`\\bpalpitations?\\b`),
    rx(
      `\\b(?:heart rate|pulse|resting heart rate|hr)\\s+(?:is\\s+|of\\s+|at\\s+|was\\s+|has been\\s+|got to\\s+|hit\\s+|reached\\s+|went up to\\s+)?(?:over\\s+|above\\s+)?(?:1[1-9]\\d|[2-9]\\d\\d)\\b${NOT_EXERCISE}`,
    ),
    rx(`\\bchest\\s+(?:hurts|is hurting|pain|pains)\\b`),
    rx(
      `\\bheart\\b[^.]{0,30}?\\b(?:explod|burst|jump|pound|beat|bang|leap|hammer|punch)\\w*\\s+(?:right\\s+)?out of (?:my|her) (?:chest|body|throat)\\b${NOT_EXERCISE}`,
    ),
    rx(
      `\\b${BURDEN}\\b[^.]{0,25}?\\b(?:${PRESSING}\\s+(?:down\\s+)?(?:on|against|around|into|in)?|on top of|around|across|on|round)\\s*(?:my\\s+|her\\s+|the\\s+)?${CHEST}\\b`,
    ),
    rx(`\\b${PRESSING}\\s+(?:\\w+\\s+){0,2}?(?:my\\s+|her\\s+|the\\s+)?${CHEST}\\b`),
    rx(
      `\\b(?:chest|breastbone|sternum)\\s+(?:is\\s+|feels\\s+|keeps\\s+|gets\\s+|getting\\s+|being\\s+|is being\\s+|feels like its being\\s+|feels like it is being\\s+)+(?:crushed|squeezed|compressed|pressed|crushing|squeezing|clenched|gripped|constricted|caving in|in a vi[cs]e)\\b`,
    ),
    rx(
      `\\b${PAIN}\\s+(?:in|on|across|around|over|at)\\s+(?:the\\s+)?(?:middle|center|centre|left side|right side|left|right|top|front)\\s+(?:of\\s+)?(?:my\\s+|her\\s+|the\\s+)?${CHEST}\\b`,
    ),
    rx(
      `\\b(?:tight|tightness|pressure|heavy|heaviness|crushing|squeezing)\\b[^.]{0,20}?\\b${CHEST}\\b(?=[^.]*\\b(?:arm|jaw|neck|back|shoulder|breath\\w*|sweat\\w*|wont|cant|nonstop|all day|hours)\\b)`,
    ),
    rx(
      `\\bheart\\s+(?:is\\s+|keeps\\s+|feels like (?:its\\s+)?|was\\s+)?(?:doing (?:flips|somersaults|backflips|cartwheels)|beating like (?:a drum|crazy|a hummingbird|a jackhammer|mad)|in my throat|going (?:a )?(?:mile|million) (?:a|an) (?:minute|hour)|out of control|going to burst|about to burst|wont calm down)${NOT_EXERCISE}`,
    ),
  ],
  exclude:
    /\b(?:drawers?|baby|babys|fetal|fetus|doppler|ultrasound|heartbeat monitor|toy chest|hope chest|treasure chest|chest freezer|melted|max heart rate|excit\w*|gender reveal|anticipation|with joy|butterflies|in love|crush|cat|cats|kitten|dog|dogs|puppy|pet|cold|cough\w*|congest\w*|flu|milk|engorg\w*|breasts?|boobs|toddler|son|daughter|kids?|lol|haha|breastfeed\w*|nursing|latch\w*|skin to skin|heart (?:melts|is full|skipped a beat when)|broke my heart|heartbreak\w*|heart goes out|weight off my chest|get (?:it|this|something) off my chest|off my chest)\b/,
  negatable: true,
  resolvable: true,
};
