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

// Things she sees that are not there, and what they do ("dots floating", "specks
// flashing"), where she sees them, and the picture people use for a veil over the eyes.
const SEEN = alt([
  'dots',
  'black dots',
  'specks?',
  'spots',
  'floaters',
  'sparkles?',
  'sparks',
  'glitter',
  'stars',
  'flashes',
  'flickers?',
  'lightning',
  'zigzags?',
  'zig zags?',
  'squiggl\\w*',
  'shimmer\\w*',
  'blobs?',
  'shadows?',
  'wavy lines',
  'lines',
  'halos?',
  'rainbows?',
  'lights',
]);
const MOVING = alt([
  'float\\w*',
  'drift\\w*',
  'danc\\w*',
  'swimm\\w*',
  'flash\\w*',
  'flicker\\w*',
  'sparkl\\w*',
  'shimmer\\w*',
  'twinkl\\w*',
  'zigzag\\w*',
  'mov\\w*',
  'popping up',
  'buzzing',
]);
const DRIFTING = alt([
  'float\\w*',
  'drift\\w*',
  'danc\\w*',
  'swimm\\w*',
  'flash\\w*',
  'flicker\\w*',
  'sparkl\\w*',
  'shimmer\\w*',
  'twinkl\\w*',
  'zigzag\\w*',
]);
const EYES = alt([
  'vision',
  'eyes?',
  'eyesight',
  'sight',
  'field of view',
  'field of vision',
  'when i blink',
  'when i close my eyes',
  'in front of me',
  'in front of my face',
]);
const VEIL = alt([
  'wax paper',
  'fog',
  'frosted glass',
  'a dirty window',
  'dirty glass',
  'smudged glasses',
  'greasy glasses',
  'water',
  'smoke',
  'a veil',
  'veil',
  'haze',
  'vaseline',
  'gauze',
  'tissue paper',
  'plastic wrap',
  'cling film',
  'mist',
  'cellophane',
  'a film',
  'a curtain',
  'a tunnel',
  'a straw',
  'a keyhole',
  'milk',
  'steam',
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
    rx(`\\b${SEEN}\\b[^.]{0,15}?\\b${MOVING}\\b[^.]{0,25}?\\b${EYES}\\b`),
    rx(
      `\\b(?:sparkl\\w*|shimmer\\w*|glitter\\w*|flash\\w*|flicker\\w*|wavy|wiggly|squiggly|zigzag\\w*|floaty|fuzzy|blurry|dark|black|grey|gray|white|bright)\\s+(?:\\w+\\s+)?(?:thing|things|stuff|bits?|shapes?|patch(?:es)?|areas?|spots?|dots?|lines?|lights?|curtain|shadow|blobs?)\\s+(?:in|across|over|at the edge of|in the corner of)\\s+(?:my\\s+|her\\s+)?(?:eyes?|vision|eyesight|sight)\\b`,
    ),
    rx(
      `\\b(?:shimmer\\w*|sparkl\\w*|glitter\\w*|flashing|flickering|zigzag\\w*|wavy|floating)\\s+(?:\\w+\\s+)?(?:lights?|lines|dots|spots|specks|stuff|things|shapes)\\b[^.]{0,30}?\\b(?:when i (?:look|blink|stand|move|turn|close|get up|read)|(?:keep|keeps) (?:coming|appearing|happening))`,
    ),
    // "Dots floating", "flashing specks", "floating spots everywhere": what they do says what they are.
    rx(
      `\\b${SEEN}\\s+(?:\\w+\\s+)?${DRIFTING}\\b|\\b${DRIFTING}\\s+(?:\\w+\\s+)?(?:dots|specks?|spots|sparkles|stars|zigzags?|squiggles|blobs|shapes|lines)\\b`,
    ),
    rx(
      `\\b(?:everything|things|it all|the world|the room|my vision|my sight|my eyesight|faces|words|the screen)\\s+(?:looks?|seems?|is|are|got|went|keeps? going|started looking)\\s+(?:\\w+\\s+)?(?:sparkl\\w*|shimmer\\w*|wavy|warped|wobbly|distorted|glittery|doubled|smeared|melting|swimming|jumpy|shaky)\\b`,
    ),
    rx(
      `\\b${SEEN}\\b[^.]{0,20}?\\b(?:in|across|over|all over|before|in front of|at the (?:edge|side|corner) of|in the (?:corner|edge|side) of|out of the corner of)\\s+(?:my\\s+|her\\s+)?${EYES}\\b`,
    ),
    rx(
      `\\b(?:vision|eyes?|eyesight|sight)\\b[^.]{0,20}?\\b(?:full of|filled with|keeps? (?:getting|showing)|has|have|got)\\s+(?:\\w+\\s+)?${SEEN}\\b`,
    ),
    rx(
      `\\b(?:looking|seeing|peering|everything looks like (?:its )?(?:behind|through)|looks like (?:im )?looking) (?:at (?:everything |things |the world )?)?(?:through|behind|under) ${VEIL}\\b`,
    ),
    rx(
      `\\b(?:film|veil|curtain|shadow|haze|fog|cloud) (?:over|across|in front of|coming down over|in) (?:my |her |one )?(?:eyes?|vision|sight)\\b`,
    ),
    rx(
      `\\beyes?\\s+(?:are\\s+|is\\s+|keep\\s+|have been\\s+|has been\\s+|started\\s+|just\\s+)?(?:acting|being|going|doing|playing|feel|feeling|look|looking)\\s+(?:\\w+\\s+)?(?:weird|funny|strange|wonky|crazy|off|tricks|wrong|all wrong|not right)\\b`,
    ),
    rx(
      `\\bcant (?:focus|read|see) (?:my eyes|on anything|the screen|my phone|words|text|faces|straight)\\b|\\b(?:light|lights|brightness) (?:hurts?|hurting|is hurting|are hurting|bothers?) (?:my|her) eyes\\b`,
    ),
    rx(`\\bblind spots?\\b|\\bblurry\\b(?=[^.]*\\b(?:cant read|cant see|eyes?)\\b)`),
  ],
  exclude:
    /\b(?:pool|pools|lake|sea|ocean|river|bath|boat|raft|onesie|dalmatian|polka|sky|night sky|snow|snowflakes|glow sticks|line dancing|onesie|fabric|shirt|dress|wallpaper|tree|disco|party|concert|club|strobe|police|ambulance|car|cars|traffic|sparkler|glitter glue|nail polish|make ?up|eyeshadow|mascara|eye cream|vision board|vision for|spots? on (?:my )?(?:skin|face|belly|arms?|legs?|back|chest|tongue|nipples?|hands?)|ultrasound|scan|photo|picture|pic|sonogram|glasses|contacts|planetarium|telescope|sky|fireworks|movie|camera|phone screen|screen is|tv|video|stars on|gold stars?|christmas lights|string lights|lights are|city lights)\b/,
  negatable: true,
  innerNegation: true,
  resolvable: true,
};
