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
  ],
  exclude:
    /\b(?:drawers?|baby|babys|fetal|fetus|doppler|ultrasound|heartbeat monitor|toy chest|hope chest|treasure chest|chest freezer|melted|max heart rate)\b/,
  negatable: true,
  resolvable: true,
};
