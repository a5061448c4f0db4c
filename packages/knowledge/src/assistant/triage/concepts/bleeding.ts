import type { Concept } from '../concept.ts';
import { alt, rx } from '../lexicon.ts';

// CDC: vaginal bleeding during pregnancy; heavy bleeding or discharge that smells bad
// after it. Said as bleeding or spotting, as blood seen (when wiping, in the toilet, on
// a pad, "bright red", "a pool of", "lots of", "coming out"), as clots after the birth
// or as soaking pads. Bleeding from the gums, the nose or a cut is another matter: a
// body part named anywhere in the sentence sets it aside, unless it also names where
// pregnancy bleeding shows (down there, a pad, underwear, the toilet).
const WHERE_IT_SHOWS = alt([
  'underwear',
  'pad',
  'pads',
  'panties',
  'toilet',
  'toilet paper',
  'sheets',
  'bed',
  'wipe',
  'wiped',
  'wiping',
  'discharge',
  'vagina\\w*',
  'down there',
  'pants',
  'leggings',
  'shorts',
  'when i peed',
  'after i peed',
  'after peeing',
  'in my urine',
  'in my pee',
  'liner',
  'pantyliner',
  'undies',
  'knickers',
  'tp',
  'bowl',
  'toilet bowl',
  'the loo',
]);
const BLOOD_AMOUNT = alt([
  'bright red',
  'dark red',
  'red',
  'lots of',
  'a lot of',
  'so much',
  'tons of',
  'loads of',
  'a pool of',
  'pool of',
  'puddle of',
  'gush of',
  'clots of',
  'heavy',
  'fresh',
  'some',
  'more',
]);
const CLOT_SIZE = alt([
  'big',
  'bigger',
  'large',
  'larger',
  'huge',
  'giant',
  'massive',
  'golf ?ball',
  'plum',
  'lemon',
  'egg',
  'fist',
  'palm',
  'baseball',
  'walnut',
  'grape',
]);
const NOT_PELVIC = '(?![^.]{0,25}\\b(?:legs?|calf|calves|thighs?|lungs?|arms?|brain)\\b)';

export const bleeding: Concept = {
  id: 'bleeding',
  says: 'vaginal bleeding',
  passageId: 'warning-bleeding',
  guidance: 'Vaginal bleeding during pregnancy, or heavy bleeding after the birth, is an urgent warning sign.',
  patterns: [
    rx(`\\b(?:bleeding|bleed|bleeds|bled|hemorrhag\\w*|haemorrhag\\w*)\\b`),
    rx(`\\bspotting\\b`),
    rx(
      `\\b(?:blood|bloody)\\b[^.]{0,25}?\\b${WHERE_IT_SHOWS}\\b|\\b${WHERE_IT_SHOWS}\\b[^.]{0,25}?\\b(?:blood|bloody)\\b`,
    ),
    rx(
      `\\b${BLOOD_AMOUNT}\\s+(?:\\w+\\s+)?blood\\b(?!\\s+(?:test|tests|type|work|pressure|sugar|draw|count|results?|bank|donation|orange))`,
    ),
    rx(
      `\\bblood\\b[^.]{0,15}?\\b(?:gush\\w*|pour\\w*|running down|streaming|everywhere|coming out|came out|comes out|dripping|trickling)\\b|\\bgush\\w*\\s+(?:of\\s+)?blood\\b`,
    ),
    rx(`\\b(?:passing|passed|pass|passes)\\s+(?:\\w+\\s+){0,3}?clots?\\b${NOT_PELVIC}`),
    rx(`\\bclots?\\b[^.]{0,25}?\\b(?:came|coming|come|comes|fell|falling|fall|keep coming) out\\b`),
    rx(`\\b${CLOT_SIZE}\\w*\\s+(?:sized?\\s+)?(?:blood\\s+)?clots?\\b${NOT_PELVIC}`),
    rx(`\\bclots?\\s+(?:the size of|as big as|bigger than|larger than|size of)\\b`),
    rx(
      `\\b(?:blood )?clots?\\b(?=[^.]*\\b(?:after (?:the )?(?:birth|delivery|giving birth|c ?section|having (?:the |my )?baby)|postpartum|post partum|since (?:i )?(?:gave birth|delivered|the birth|the delivery|my c ?section)|down there|vagina\\w*|pads?)\\b)`,
    ),
    rx(`\\blochia\\b[^.]{0,30}?\\b(?:heav\\w*|bright red|clots?|smell\\w*|foul|soak\\w*|gush\\w*|increas\\w*)\\b`),
    rx(`\\b(?:heavy|heavier|very heavy|really heavy|so much|a lot of|lots of)\\s+(?:\\w+\\s+)?lochia\\b`),
    rx(
      `\\bheav(?:y|ier)\\s+(?:vaginal\\s+)?flow\\b(?=[^.]*\\b(?:after|since|postpartum|post partum|birth|delivery|delivered|c ?section|pregnant|weeks)\\b)`,
    ),
    rx(
      `\\b(?:soak\\w*|fill\\w*|going through|went through|gone through|go through|bled through)\\s+(?:through\\s+)?(?:\\w+\\s+){0,2}?(?:pads?|pants|underwear|sheets)\\b(?=[^.]*\\b(?:blood|bleed\\w*|postpartum|post partum|birth|delivery|hour|pad|pads)\\b)`,
    ),
    rx(
      `\\b(?:foul|bad|strange|fishy|terrible|awful|weird|rotten)\\s+smell\\w*\\s+(?:discharge|fluid|bleeding|blood)\\b`,
    ),
    rx(
      `\\b(?:discharge|fluid|bleeding)\\s+(?:that\\s+)?(?:smells|smelling)\\s+(?:really\\s+)?(?:bad|foul|awful|terrible|strange|fishy|rotten)\\b`,
    ),
    rx(
      `\\b(?:discharge|lochia|down there|vagina\\w*|pads?|fluid|bleeding|stitches)\\b[^.]{0,35}?\\b(?:smells?|smelling|stinks?|stinking|reeks?|reeking|odou?r)\\b[^.]{0,25}?\\b(?:bad|foul|awful|terrible|strange|fishy|rotten|off|funky|gross|nasty|horrible|like (?:something|rotten|fish|death|meat|garbage|rot))\\b`,
    ),
    rx(
      `\\b(?:bad|foul|awful|strong|nasty|rotten|fishy|terrible|weird|funky)\\s+(?:smell|odou?r|stench|stink)\\b[^.]{0,25}?\\b(?:down there|discharge|vagina\\w*|pads?|lochia|from (?:my )?(?:vagina|down there))\\b`,
    ),
    // The colour without the word blood: "red all over the toilet paper", "pink when I wipe".
    rx(
      `\\b(?:red|bright red|dark red|pink|crimson|rusty)\\b[^.]{0,25}?\\b${WHERE_IT_SHOWS}\\b|\\b${WHERE_IT_SHOWS}\\b[^.]{0,20}?\\b(?:(?:is|was|looks|came back|all) )?(?:bright red|dark red|red|pink|crimson)\\b`,
    ),
    // A period in pregnancy, or one like a crime scene after the birth.
    rx(
      `\\b(?:like (?:a|my) (?:heavy )?period|period like bleeding|(?:got|getting|having|started|came on) (?:my |a )period)\\b(?!\\s+back)`,
    ),
    rx(`\\b(?:crime scene|murder scene|blood bath|bloodbath)\\b`),
  ],
  exclude:
    /\b(?:blood (?:test|tests|type|work|pressure|sugar|draw|count|results?|bank|donation)|spotting scope|bleeding heart|pens?|ink|inks|markers?|highlighters?|sharpies?|felt tips?|crayons?|watercolou?rs?|canvas|notebook|tattoo|wallpaper|paint\w*|dye|dyed|colou?rs? (?:bled|bleeding|ran)|wine|fabric|shirts?|jeans|laundry|wash|tablecloth|through (?:the|my|this) (?:paper|page|pages|canvas|fabric|notebook|sheet of paper)|money|cash|wallet|bank account|bleeding (?:edge|me dry|us dry)|rare steak|meat|period (?:tracker|app|back)|before (?:i was|i got) pregnant|my period was|last period|missed (?:my |a )?period|period is late|late period|first day of my (?:last )?period|lmp|red (?:dress|shirt|car|wine|onesie|sauce|velvet|light))\b/,
  excludeSentence:
    /\b(?:gum|gums|nose|nosebleeds?|hemorrhoids?|haemorrhoids?|piles|cut|cuts|finger|fingers|lip|lips|tooth|teeth|brushing|brush|floss\w*|paper cut|scratch\w*|nipples?|ear|ears|eye|eyes|skin|wound|tongue|mouth|knee|mole|pimple|shaving|heart|paw|dog|cat)\b(?![^.]*\b(?:down there|vagina\w*|pads?|underwear|panties|toilet|wip(?:e|ed|ing))\b)/,
  negatable: true,
  resolvable: true,
};
