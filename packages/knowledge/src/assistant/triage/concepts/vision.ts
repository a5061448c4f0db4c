import type { Concept } from '../concept.ts';
import { alt, rx } from '../lexicon.ts';

// CDC: changes in vision (blurry, seeing spots, flashing lights). Said as the sight
// changing (blurry, fuzzy, double, going dark), as things seen that are not there
// (spots, stars, sparkles, flashes, zigzags, shimmering) or as not being able to see.
const SIGHT = alt(['vision', 'eyesight', 'sight', 'eyes?', 'seeing', 'see', 'saw']);
const BLUR = alt([
  'blurry',
  'blurred',
  'blurring',
  'blurriness',
  'fuzzy',
  'hazy',
  'double',
  'dim',
  'dimmed',
  'dimming',
  'cloudy',
  'spotty',
  'patchy',
  'wavy',
  'distorted',
  'grainy',
  'foggy',
]);
const CHANGE = alt([
  'losing(?: my)?',
  'lost(?: my)?',
  'loss of',
  'changes? in(?: my)?',
  'changing',
  'weird',
  'strange',
  'funny',
  'tunnel',
  'blind spots? in(?: my)?',
]);
const PHOTOPSIA = alt([
  'spots',
  'black spots',
  'dark spots',
  'white spots',
  'stars',
  'flashes',
  'flashing lights?',
  'flashing',
  'flickering lights?',
  'sparkles',
  'sparkly lights?',
  'sparkling lights?',
  'twinkling lights?',
  'floaters',
  'double',
  'zigzags?',
  'zig zags?',
  'auras?',
  'halos?',
  'shimmering',
  'shimmery lights?',
  'wavy lines',
  'squiggly lines',
  'lights',
]);
const THINGS = alt([
  'everything',
  'everything is',
  'things',
  'it all',
  'my eyes?',
  'eyes are',
  'the room',
  'words',
  'the screen',
  'faces',
  'my vision',
  'my sight',
]);

export const vision: Concept = {
  id: 'vision',
  says: 'changes in my vision',
  passageId: 'warning-vision',
  guidance: 'Vision changes such as blurriness, spots or flashing lights are an urgent warning sign.',
  patterns: [
    rx(`\\b(?:${BLUR}|${CHANGE})\\s+(?:vision|eyesight|sight)\\b`),
    rx(
      `\\b(?:vision|eyesight|sight)\\b[^.]{0,25}?\\b(?:${BLUR}|going|gone|went|changed|changing|weird|strange|off|black|dark|blacking out|going out|in and out)\\b`,
    ),
    rx(`\\b(?:seeing|see|saw|seen|seein)\\s+(?:\\w+\\s+){0,3}?${PHOTOPSIA}\\b`),
    rx(
      `\\b${PHOTOPSIA}\\s+(?:\\w+\\s+){0,2}?(?:in|before|across|over|in front of|at the (?:edge|side|corner) of|in the (?:corner|edge|side) of)\\s+(?:my\\s+)?(?:eyes?|vision|sight)\\b`,
    ),
    rx(
      `\\b(?:${SIGHT})\\b[^.]{0,20}?\\b(?:sparkl\\w*|shimmer\\w*|zigzag\\w*|zig zag\\w*|flashing|flashes|flickering)\\b`,
    ),
    rx(`\\b${THINGS}\\b[^.]{0,20}?\\b(?:blurr\\w*|fuzzy|hazy|double)\\b`),
    rx(`\\b(?:gone|went|going|is|looks?|all)\\s+(?:all\\s+)?(?:blurry|fuzzy|hazy)\\b`),
    rx(`\\bcant see (?:clearly|properly|well|straight|right|anything|out of)\\b`),
    rx(`\\bblind spots?\\b|\\bblurry\\b(?=[^.]*\\b(?:cant read|cant see|eyes?)\\b)`),
  ],
  exclude:
    /\b(?:vision board|vision for|spots? on (?:my )?(?:skin|face|belly|arms?|legs?|back|chest|tongue|nipples?|hands?)|ultrasound|scan|photo|picture|pic|sonogram|glasses|contacts|planetarium|telescope|sky|fireworks|movie|camera|phone screen|screen is|tv|video|stars on|gold stars?|christmas lights|string lights|lights are|city lights)\b/,
  negatable: true,
  innerNegation: true,
  resolvable: true,
};
