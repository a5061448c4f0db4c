import type { Concept } from '../concept.ts';
import { alt, gap, rx } from '../lexicon.ts';

// CDC: fluid leaking from the vagina during pregnancy (the waters breaking). Said as
// "my water broke / is leaking / went", as fluid or liquid that leaks, gushes, trickles
// or runs down the legs, as a pop and then wetness, or as underwear or pants soaked
// when she did not pee. Pee, breast milk and household leaks are other things; "it's
// not pee" points to the waters rather than away from them.
const FLUID = alt([
  'fluid',
  'amniotic fluid',
  'water',
  'waters',
  'liquid',
  'clear fluid',
  'clear liquid',
  'wetness',
  'something wet',
  'clear stuff',
  'watery stuff',
  'something clear',
  'watery discharge',
  'clear watery',
]);
const FLOWS = alt([
  'leak\\w*',
  'gush\\w*',
  'trickl\\w*',
  'dripping',
  'drips',
  'dribbl\\w*',
  'coming out',
  'came out',
  'running down',
  'ran down',
  'pouring',
  'poured',
  'streaming',
  'flowing',
  'everywhere',
  'keeps coming',
  'coming from',
  'comes from',
  'coming down',
  'running out',
  'pouring out',
  'seep\\w*',
  'ooz\\w*',
]);
const GARMENT = alt([
  'underwear',
  'pants',
  'panties',
  'sheets',
  'pad',
  'leggings',
  'shorts',
  'bed',
  'jeans',
  'undies',
  'pj',
  'pajamas',
  'the couch',
  'the chair',
]);
const WET = alt(['soaked', 'soaking', 'drenched', 'wet', 'damp', 'soaking wet', 'sopping']);
const NOT_PEE =
  '(?:not|isnt|wasnt|no|didnt|dont think (?:it was|its)|cant be|not just)\\s+(?:\\w+\\s+)?(?:pee|peeing|urine|wee)';

export const fluid: Concept = {
  id: 'fluid',
  says: 'fluid leaking (my water may have broken)',
  saysGeneral: 'fluid leaking (her water may have broken)',
  passageId: 'warning-bleeding',
  guidance: 'Fluid leaking from the vagina during pregnancy (your water breaking) needs a call now.',
  patterns: [
    rx(
      `\\bwaters?\\s+${gap(2)}(?:broke|broken|breaks|breaking|burst|bursting|went|leaking|leak|gone|popped|has gone|have gone|released)\\b`,
    ),
    rx(`\\bleak\\w*\\s+${gap(3)}(?:fluid|water|liquid|amniotic)\\b`),
    rx(`\\b${FLUID}\\s+(?:is\\s+|keeps\\s+|has been\\s+|started\\s+|just\\s+|kept\\s+|was\\s+)?${FLOWS}`),
    rx(
      `\\b(?:gush|trickle|stream|dribble|rush|flood|puddle|pop and|pop then|pop and then)\\w*\\s+(?:of\\s+)?(?:\\w+\\s+)?(?:fluid|water|liquid|wetness)\\b`,
    ),
    rx(`\\b(?:felt|heard) (?:a|something) pop\\b[^.]{0,40}\\b(?:water|fluid|wet|liquid|leak\\w*|gush\\w*)\\b`),
    rx(
      `\\b${WET}\\s+(?:through\\s+)?(?:my\\s+)?${GARMENT}\\b|\\b${GARMENT}\\b[^.]{0,25}?\\b(?:${WET}|getting wet|keeps getting wet|are wet|is wet)\\b`,
    ),
    rx(`\\bruptured? membranes?\\b|\\bbroken waters?\\b|\\bamniotic fluid\\b[^.]{0,15}\\bleak|\\bleaking amniotic\\b`),
    rx(
      `\\b(?:leaking|leakage|leak)\\b[^.]{0,30}\\b${NOT_PEE}\\b|\\b${NOT_PEE}\\b[^.]{0,30}\\b(?:leak\\w*|wet|fluid)\\b`,
    ),
    rx(`\\b(?:leaking|gushing|trickling) (?:fluid|liquid)\\b|\\bleaking\\s+(?:from\\s+)?(?:down there|my vagina)\\b`),
    rx(`\\bleak\\w*\\s+(?:\\w+\\s+)?(?:clear|watery)\\s*(?:stuff|fluid|liquid|water|discharge|something)?\\b`),
    // A pop and then wet, a puddle she did not make, a gush down there.
    rx(
      `\\b(?:pop|popped|popping|snap|snapped)\\b[^.]{0,40}?\\b(?:soaked|soaking|wet|drenched|gush\\w*|puddle|leak\\w*|trickl\\w*|water|fluid|liquid|dripping)\\b`,
    ),
    rx(
      `\\bpuddle\\b[^.]{0,30}?\\b(?:under me|beneath me|underneath me|between my (?:legs|feet)|where i (?:was )?(?:sat|sitting|stood|standing|lying)|on the (?:bed|couch|chair|seat|floor)|in (?:the|my) bed)\\b`,
    ),
    rx(
      `\\b(?:a |big |huge |massive |sudden |little |small )?gush(?:ed|ing|es)?\\b(?!\\s+(?:about|over|of (?:blood|love|pride)))[^.]{0,25}?\\b(?:down there|from (?:my )?(?:vagina|down there)|between my legs|out of me|down my legs?|weeks|wks)\\b|\\b(?:a |big |huge |massive |sudden )gush\\b`,
    ),
    rx(
      `\\b(?:pee|peed|peeing|wet|wetting)\\s+(?:myself|my pants|my self|herself|her pants)\\b[^.]{0,25}?\\b(?:but|except|though)\\s+(?:im not|i am not|i wasnt|i didnt|its not|it isnt|it wasnt|i havent|not|she didnt|she isnt)\\b|\\b(?:feels?|felt) like i (?:just |keep |am |kept |have )?(?:peed|peeing|wet|wetting) (?:myself|my pants)\\b`,
    ),
    rx(
      `\\b(?:im|i am|i got|got|now im|she is|shes|im all|i was)\\s+(?:all\\s+|totally\\s+|completely\\s+|just\\s+|suddenly\\s+|now\\s+)?(?:soaked|soaking wet|drenched|sopping wet|wet through|wet down there|all wet down there)\\b`,
    ),
    rx(
      `\\b(?:it|something|fluid|water)\\s+(?:just\\s+)?(?:keeps|kept|wont stop|doesnt stop)\\s+(?:coming|running|leaking|dripping|trickling)\\s+(?:out|down)\\b`,
    ),
  ],
  // Pee is another leak, unless she says it is not pee.
  exclude:
    /\b(?:breasts?|nipples?|boobs|milk|colostrum|(?<!(?:not|isnt|wasnt|no|didnt|not just|cant be|dont think its|feels like i keep|feels like i am|feel like i keep|felt like i) )(?:pee|peeing|urine|wee)(?![^.]{0,20}\b(?:but|except|though)\s+(?:im not|i am not|i wasnt|i didnt|its not|it isnt|it wasnt|not|she didnt|she isnt)\b)|bladder|sneez\w*|cough\w*|laugh\w*|glass|bottle|pipes?|hose|hydrant|fountain|sprinkler|gutters?|drain|radiator|oil|engine|vase|jug|pitcher|waterfall|fish tank|pot|pan|boat|car|tire|roof|ac|air conditioner|heater|faucet|tap|roof|ceiling|washing machine|dishwasher|toilet|fridge|freezer|sink|cup|kettle|basement|kitchen|aquarium|tank|spilled|spill|pen|sweat\w*|shower|pool|rain|bath|drink|drinking|intake|hydrat\w*)\b/,
  negatable: true,
  innerNegation: true,
};
