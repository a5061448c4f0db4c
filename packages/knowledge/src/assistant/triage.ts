import { CDC_HEAR_HER } from './sources.ts';
import { TELEPHONE, type AssistantContext, type Triage } from './types.ts';

// Rule-based triage of urgent maternal warning signs (CDC "Hear Her" list, plus
// seizures and preterm contractions from ACOG guidance). It runs before anything
// else, so it is tuned to miss nothing that describes a sign happening now, while
// ignoring negations ("no bleeding"), past episodes ("a fever last year"), other
// people, general questions ("what counts as a fever?") and look-alike words
// ("chest of drawers", "vision board", "bleeding gums").

export type SignId =
  | 'headache'
  | 'dizziness'
  | 'self-harm'
  | 'vision'
  | 'fever'
  | 'swelling'
  | 'breathing'
  | 'chest'
  | 'vomiting'
  | 'belly-pain'
  | 'movement'
  | 'bleeding'
  | 'fluid'
  | 'leg'
  | 'tiredness'
  | 'seizure'
  | 'contractions';

export interface UrgentSign {
  /** Completes "I am pregnant and I have …" in the words she can say on the phone. */
  says: string;
  /** The chat passage with the guidance for this sign. */
  passageId: string;
}

export const URGENT_SIGNS: Readonly<Record<SignId, UrgentSign>> = {
  headache: { says: 'a headache that won’t go away or is getting worse', passageId: 'warning-headache' },
  dizziness: { says: 'dizziness or fainting', passageId: 'warning-dizziness' },
  'self-harm': { says: 'thoughts of harming myself or my baby', passageId: 'warning-self-harm' },
  vision: { says: 'changes in my vision', passageId: 'warning-vision' },
  fever: { says: 'a fever of 100.4°F (38°C) or higher', passageId: 'warning-fever' },
  swelling: { says: 'severe swelling of my hands or face', passageId: 'warning-swelling' },
  breathing: { says: 'trouble breathing', passageId: 'warning-breathing' },
  chest: { says: 'chest pain or a fast-beating heart', passageId: 'warning-breathing' },
  vomiting: { says: 'severe nausea and vomiting', passageId: 'warning-vomiting' },
  'belly-pain': { says: 'severe belly pain that doesn’t go away', passageId: 'warning-belly-pain' },
  movement: { says: 'fewer or no movements from my baby', passageId: 'warning-movement' },
  bleeding: { says: 'vaginal bleeding', passageId: 'warning-bleeding' },
  fluid: { says: 'fluid leaking (my water may have broken)', passageId: 'warning-bleeding' },
  leg: { says: 'swelling, redness or pain in my leg', passageId: 'warning-leg' },
  tiredness: { says: 'overwhelming tiredness', passageId: 'warning-tiredness' },
  seizure: { says: 'had a seizure', passageId: 'warning-seizure-contractions' },
  contractions: { says: 'regular contractions', passageId: 'warning-seizure-contractions' },
};

interface SignRule {
  id: SignId;
  patterns: RegExp[];
  /** Words in the same clause that show the match is about something else. */
  exclude?: RegExp;
  /** "no …", "I don't have …" cancel it. Self-harm is never cancelled. */
  negatable: boolean;
  /** "… is gone now", "… has stopped" cancel it. */
  resolvable?: boolean;
  /** "a little …", "slightly …" cancel it (common pregnancy complaints). */
  mildExempt?: boolean;
}

const SEVERE =
  '(?:severe|severely|bad|really bad|very bad|so bad|terrible|awful|worst|intense|extreme|excruciating|unbearable|horrible|horrendous|agonizing|crippling|debilitating|splitting|pounding|throbbing|crushing|massive|killer)';
const PERSISTS =
  '(?:(?:wont|doesnt|does not|will not|isnt|is not|not|hasnt|has not|didnt|did not)\\s+(?:go(?:ing)? away|gone away|stop(?:ping|ped)?|get(?:ting)? better|go down|ease|easing|eased|improv\\w*|let(?:ting)? up|budge|quit|leave)|getting worse|gets worse|got worse|keeps getting worse|worse and worse|worsening|for (?:two|three|four|five|several|many|\\d+) (?:days|hours)|all day|all night|since yesterday|since last night|for days|for hours|nonstop|non stop|constant|every day|keeps coming back|nothing helps|nothing is helping)';

const RULES: SignRule[] = [
  {
    id: 'headache',
    patterns: [
      new RegExp(`\\b${SEVERE}\\s+(?:\\w+\\s+)?(?:headaches?|migraines?|head ?aches?)\\b`, 'g'),
      new RegExp(`\\b(?:headaches?|migraines?|head ?aches?|head (?:is )?(?:hurting|hurts|pounding))\\b[^.]{0,40}?\\b${PERSISTS}`, 'g'),
      /\b(?:constant|persistent|nonstop|non stop|lingering|worsening|ongoing|unrelenting|relentless|never ending|neverending)\s+(?:headaches?|migraines?)\b/g,
      /\bhead(?:aches?)?\b[^.]{0,30}\b(?:tylenol|acetaminophen|medicine|meds|painkillers?)\b[^.]{0,20}\b(?:isnt|is not|not|doesnt|didnt|wont|hasnt)\s+(?:help\w*|work\w*)/g,
      /\bhead (?:is )?(?:killing me|hurts so (?:bad|much)|hurts really bad|is pounding|is splitting)\b/g,
    ],
    negatable: true,
    resolvable: true,
  },
  {
    id: 'dizziness',
    patterns: [
      /\b(?:dizzy|dizziness|lightheaded|light headed|lightheadedness|woozy|vertigo)\b/g,
      /\b(?:fainted|fainting|faint spells?|passed out|pass(?:ing)? out|blacked out|black(?:ing)? out|lost consciousness|losing consciousness|collapsed)\b/g,
      /\b(?:feel|feeling|felt|going to|gonna|about to|might|almost)\s+(?:really |very |so |like i (?:might|will|could) )?faint\b/g,
      /\b(?:room|everything|head) (?:is |keeps )?spinning\b/g,
    ],
    exclude: /\b(?:invitations|flyers|blackout curtains|blinds|windows)\b/,
    negatable: true,
    resolvable: true,
  },
  {
    id: 'self-harm',
    patterns: [
      /\b(?:kill|killing|harm|harming)\s+myself\b/g,
      /\b(?:want|wanting|wanted|thoughts?|thinking|think|urges?|going|gonna|feel like|might|could|will|afraid|scared|plan(?:ning)?)\s+(?:\w+\s+){0,3}(?:hurt|hurting|harm|harming|kill|killing|cut|cutting)\s+myself\b/g,
      /\bsuicid\w*/g,
      /\bself ?harm\w*/g,
      /\b(?:end|ending|take|taking)\s+(?:my own life|my life|it all)\b/g,
      /\b(?:want|wanted|wanna|going|wish i could|i just want) to die\b/g,
      /\bwish (?:i was|i were|i could be) dead\b/g,
      /\bbetter off (?:dead|without me)\b/g,
      /\b(?:dont|do not|no longer) want to (?:live|be alive|be here|exist|wake up)\b/g,
      /\b(?:no reason|no point) (?:to live|in living|living)\b/g,
      /\blife (?:isnt|is not) worth living\b/g,
      /\b(?:ill|i will|i might|i could|i would|id|im going to|i am going to|gonna)\s+(?:hurt|harm|kill|shake|smother|drown)\w*\s+(?:my|the)\s+(?:baby|newborn|infant|child|kid|son|daughter)\b/g,
      /\b(?:thoughts?|thinking|urges?|want|wanting|feel like|fantasi\w*|images?)\s+(?:of\s+|about\s+|to\s+)?(?:hurting|harming|killing|shaking|smothering|drowning|hurt|harm|kill|shake|smother|drown)\s+(?:my|the)\s+(?:baby|newborn|infant|child|kid|son|daughter)\b/g,
    ],
    negatable: false,
  },
  {
    id: 'vision',
    patterns: [
      /\b(?:blurry|blurred|blurring|fuzzy|double|dim|dimmed|dimming|cloudy|spotty|patchy|losing(?: my)?|lost(?: my)?|loss of|changes? in(?: my)?|changing|weird|strange|funny|tunnel)\s+(?:vision|eyesight|sight)\b/g,
      /\b(?:vision|eyesight|sight)\b[^.]{0,25}?\b(?:blurry|blurred|blurring|fuzzy|double|dim|going|gone|changed|changing|weird|strange|off|spotty|black|dark|wavy|blacking out)\b/g,
      /\b(?:seeing|see|saw|seen)\s+(?:\w+\s+){0,2}?(?:spots|stars|flashes|flashing lights?|flashing|sparkles|floaters|double|zigzags?|zig zags?|auras?|halos?)\b/g,
      /\b(?:spots|flashes|flashing lights?|sparkles|stars)\s+(?:in|before|across|over)\s+(?:my\s+)?(?:eyes?|vision)\b/g,
      /\b(?:everything|things|it all|my eyes?|eyes are|the room|words|the screen)\b[^.]{0,20}?\bblurr\w*/g,
      /\bcant see (?:clearly|properly|well|straight|right|anything)\b/g,
      /\bblind spots?\b/g,
    ],
    exclude:
      /\b(?:vision board|spots? on (?:my )?(?:skin|face|belly|arms?|legs?|back|chest|tongue|nipples?|hands?)|ultrasound|scan|photo|picture|pic|sonogram|glasses|contacts)\b/,
    negatable: true,
    resolvable: true,
  },
  {
    id: 'swelling',
    patterns: [
      /\b(?:face|facial)\b[^.]{0,20}?\b(?:swollen|swelling|swell\w*|puffy|puffed up|puffing up|bloated)\b/g,
      /\b(?:swollen|swelling|puffy|puffed up|puffiness)\s+(?:\w+\s+){0,3}?(?:face|facial)\b/g,
      /\b(?:severe|extreme|extremely|sudden|suddenly|really|very|super|so|badly|massive|huge|crazy|insanely)\s+(?:\w+\s+){0,2}?(?:swollen|swelling|puffy)\s+(?:\w+\s+){0,2}?(?:hands?|fingers)\b/g,
      /\b(?:hands?|fingers)\b[^.]{0,25}?\b(?:severely|extremely|suddenly|really|very|so|super|badly|massively|huge|so much)\s+(?:\w+\s+)?(?:swollen|puffy|swelled)\b/g,
      /\b(?:hands?|fingers)\b[^.]{0,15}?\bswell\w*\s+(?:up\s+)?(?:so much|a lot|suddenly|badly|really bad)\b/g,
    ],
    negatable: true,
    mildExempt: true,
  },
  {
    id: 'breathing',
    patterns: [
      /\b(?:trouble|difficulty|difficulties|hard|harder|struggling|struggle|problems?|hard time|cant|cannot|can not|unable to|labou?red|having a hard time)\s+(?:to\s+)?(?:breath\w*|get(?:ting)? (?:enough )?air)\b/g,
      /\bcant (?:catch|get) (?:my|a|enough) (?:breath|air)\b/g,
      /\b(?:short(?:ness)? of breath|out of breath|breathless\w*|gasping(?: for air)?|winded|suffocating|choking for air)\b/g,
      /\b(?:breathing|breath) (?:is |feels )?(?:hard|difficult|shallow|labou?red|fast|rapid)\b/g,
    ],
    exclude: /\b(?:nose|nasal|stuffy|congest\w*|cold|exercises?|technique|techniques|class|classes|lamaze|yoga|meditation)\b/,
    negatable: true,
    resolvable: true,
    mildExempt: true,
  },
  {
    id: 'chest',
    patterns: [
      /\bchest\s+(?:\w+\s+)?(?:pain|pains|hurts?|hurting|tight\w*|pressure|aches?|aching|heaviness|discomfort|is tight|feels tight|feels heavy|squeez\w*)\b/g,
      /\b(?:pain|pains|tightness|pressure|heaviness|ache|aching|squeezing|stabbing)\s+(?:in|on|across|around)\s+(?:my\s+)?chest\b/g,
      /\bheart\s+(?:is\s+|keeps\s+|has been\s+|feels like its\s+|was\s+)?(?:racing|pounding|fluttering|flip flopping|skipping(?: beats?)?|beating (?:so |really |very |super )?(?:fast|hard|quickly|rapidly|weird\w*|irregular\w*)|going (?:really |so |super )?fast|thumping)\b/g,
      /\b(?:racing|pounding|fast|rapid|irregular|fluttering)\s+(?:heart\s*beat|heart\s*rate|heart|pulse)\b/g,
      /\bpalpitations?\b/g,
      /\b(?:heart rate|pulse|resting heart rate)\s+(?:is\s+|of\s+|at\s+|was\s+)?(?:over\s+|above\s+)?(?:1[1-9]\d|[2-9]\d\d)\b/g,
    ],
    exclude: /\b(?:drawers?|baby|babys|fetal|fetus|doppler|ultrasound|heartbeat monitor|toy chest|hope chest|treasure chest)\b/,
    negatable: true,
    resolvable: true,
  },
  {
    id: 'vomiting',
    patterns: [
      /\b(?:cant|cannot|can not|unable to|not able to|couldnt|havent been able to)\s+keep\s+(?:anything|any food|food|water|fluids?|liquids?|stuff|it|much|a thing|even water)\s+down\b/g,
      /\b(?:severe|extreme|constant|nonstop|non stop|uncontrollable|violent|relentless|terrible|awful|horrible)\s+(?:nausea|vomiting|throwing up|puking|sickness|morning sickness)\b/g,
      /\b(?:vomiting|throwing up|puking|being sick|vomited|threw up|thrown up|vomit)\b[^.]{0,30}?\b(?:all day|all night|nonstop|non stop|every hour|constantly|(?:\d+|several|many|multiple|five|six|seven|eight|nine|ten|a dozen) times|for (?:two|three|\d+|several) days|blood|everything|so much|a lot|since yesterday|all morning)\b/g,
      /\b(?:vomit\w*|throwing up|puking|threw up)\s+blood\b/g,
      /\bhyperemesis\b/g,
    ],
    negatable: true,
  },
  {
    id: 'belly-pain',
    patterns: [
      new RegExp(
        `\\b${SEVERE}\\s+(?:\\w+\\s+){0,2}?(?:belly|stomach|abdominal|abdomen|tummy|pelvic|uterine|uterus|womb|lower belly|upper belly)\\s+(?:pains?|cramps?|cramping|aches?)\\b`,
        'g',
      ),
      new RegExp(
        `\\b${SEVERE}\\s+(?:pains?|cramps?|cramping|aches?)\\s+(?:in|on|across|around)\\s+(?:my\\s+)?(?:lower\\s+|upper\\s+)?(?:belly|stomach|abdomen|tummy|pelvis|uterus|womb|side|bump)\\b`,
        'g',
      ),
      new RegExp(
        `\\b(?:belly|stomach|abdominal|abdomen|tummy|pelvic)\\s+(?:pains?|cramps?|cramping|hurts?|aches?|is hurting)\\b[^.]{0,30}?\\b${PERSISTS}`,
        'g',
      ),
      new RegExp(
        `\\b(?:pains?|cramps?|cramping)\\s+(?:in|on)\\s+(?:my\\s+)?(?:lower\\s+|upper\\s+)?(?:belly|stomach|abdomen|tummy)\\b[^.]{0,30}?\\b${PERSISTS}`,
        'g',
      ),
      /\b(?:stomach|belly|abdomen|tummy)\s+(?:hurts|is hurting|is killing me)\s+(?:so|really|very|super)\s+(?:bad|much)\b/g,
      /\b(?:severe|intense|extreme|excruciating|unbearable|really bad|very bad|terrible|awful|horrible|bad)\s+cramp(?:s|ing)\b/g,
    ],
    exclude: /\b(?:leg|legs|calf|calves|foot|feet|toe|toes|charley horse)\b/,
    negatable: true,
  },
  {
    id: 'movement',
    patterns: [
      /\bbab(?:y|ys|ies)\b[^.]{0,30}?\b(?:hasnt|has not|isnt|is not|not|stopped|havent|didnt|doesnt|does not|wont|will not|hardly|barely|never)\s+(?:been\s+|really\s+|much\s+)?(?:mov\w*|kick\w*|felt|as active|active|respond\w*|wiggl\w*|squirm\w*)/g,
      /\b(?:cant|cannot|can not|havent|have not|didnt|did not|dont|do not|couldnt|barely|hardly)\s+(?:really\s+)?(?:feel|felt|feeling|noticed)\s+(?:any\s+|the\s+|my\s+)?(?:baby|babys|kicks?|kicking|movements?|moving|him|her)\b/g,
      /\b(?:less|fewer|reduced|decreased|decreasing|slower|less frequent|no|not many|hardly any|barely any|not much|much less)\s+(?:fetal\s+|baby\s+)?(?:movements?|kicks?|kicking|moving|activity|wiggles)\b/g,
      /\b(?:moving|kicking|moves|kicks|movements?|activity)\s+(?:a lot\s+|way\s+|much\s+)?(?:less|slowed|slowed down|stopped|have stopped|has stopped|decreased|has decreased|have decreased|dropped|went down)\b/g,
      /\bbab(?:y|ys)\s+(?:is|has been|seems|feels|was)\s+(?:really |very |so |unusually |super )?(?:quiet|still|quieter|less active|not active|inactive|not as active)\b/g,
    ],
    exclude: /\b(?:yet|hasnt stopped|has not stopped|havent stopped|never stops?|wont stop (?:moving|kicking)|doesnt stop|not moving less)\b/,
    negatable: false,
  },
  {
    id: 'bleeding',
    patterns: [
      /\b(?:bleeding|bleed|bleeds|bled|hemorrhag\w*|haemorrhag\w*)\b/g,
      /\bspotting\b/g,
      /\b(?:blood|bloody)\b[^.]{0,20}?\b(?:underwear|pad|pads|panties|toilet|sheets|wipe|wiped|wiping|discharge|vagina\w*|down there|pants)\b/g,
      // Clots and heavy flow after the birth: "passing big clots", "golf ball sized clots", "heavy lochia".
      /\b(?:passing|passed|pass|passes)\s+(?:\w+\s+){0,3}?clots?\b(?![^.]{0,25}\b(?:legs?|calf|calves|thighs?|lungs?|arms?|brain)\b)/g,
      /\bclots?\b[^.]{0,25}?\b(?:came|coming|come|comes|fell|falling|fall|keep coming) out\b/g,
      /\b(?:big|bigger|large|larger|huge|giant|massive|golf ?ball|plum|lemon|egg|fist|palm|baseball)\w*\s+(?:sized?\s+)?(?:blood\s+)?clots?\b(?![^.]{0,25}\b(?:legs?|calf|calves|thighs?|lungs?|arms?|brain)\b)/g,
      /\bclots?\s+(?:the size of|as big as|bigger than|larger than|size of)\b/g,
      /\b(?:blood )?clots?\b(?=[^.]*\b(?:after (?:the )?(?:birth|delivery|giving birth|c ?section|having (?:the |my )?baby)|postpartum|post partum|since (?:i )?(?:gave birth|delivered|gave birth|the birth|the delivery|my c ?section)|down there|vagina\w*|pads?)\b)/g,
      /\blochia\b[^.]{0,30}?\b(?:heav\w*|bright red|clots?|smell\w*|foul|soak\w*|gush\w*|increas\w*)\b/g,
      /\b(?:heavy|heavier|very heavy|really heavy|so much|a lot of|lots of)\s+(?:\w+\s+)?lochia\b/g,
      /\bheav(?:y|ier)\s+(?:vaginal\s+)?flow\b(?=[^.]*\b(?:after|since|postpartum|post partum|birth|delivery|delivered|c ?section)\b)/g,
      /\b(?:soak\w*|fill\w*|going through|went through|gone through|go through)\s+(?:through\s+)?(?:\w+\s+){0,2}?pads?\b/g,
      /\bblood\b[^.]{0,15}?\b(?:gush\w*|pour\w*|running down|streaming|everywhere)\b|\bgush\w*\s+(?:of\s+)?blood\b/g,
      /\b(?:foul|bad|strange|fishy|terrible|awful|weird)\s+smell\w*\s+(?:discharge|fluid|bleeding|blood)\b/g,
      /\b(?:discharge|fluid|bleeding)\s+(?:that\s+)?(?:smells|smelling)\s+(?:really\s+)?(?:bad|foul|awful|terrible|strange|fishy)\b/g,
    ],
    exclude:
      /\b(?:gum|gums|nose|nosebleeds?|hemorrhoids?|haemorrhoids?|piles|cut|cuts|finger|lip|lips|tooth|teeth|brushing|brush|floss\w*|paper|scratch\w*|nipples?|ear|ears|eye|eyes|skin|wound|tongue|mouth|knee|mole|pimple|shaving|spotting scope|heart)\b/,
    negatable: true,
  },
  {
    id: 'fluid',
    patterns: [
      /\bwaters?\s+(?:\w+\s+){0,2}?(?:broke|broken|breaking|burst|bursting|went|leaking|leak|gone)\b/g,
      /\bleak\w*\s+(?:\w+\s+){0,3}?(?:fluid|water|liquid|amniotic)\b/g,
      /\b(?:fluid|amniotic fluid|water|liquid|clear fluid)\s+(?:is\s+|keeps\s+|has been\s+|started\s+|just\s+)?(?:leak\w*|gush\w*|trickl\w*|dripping|coming out|running down|pouring)\b/g,
      /\bgush(?:ed|ing|es)?\s+(?:of\s+)?(?:fluid|water|liquid)\b/g,
      /\b(?:soaked|soaking|drenched)\s+(?:through\s+)?(?:my\s+)?(?:underwear|pants|panties|sheets|pad)\b/g,
      /\bruptured? membranes?\b|\bbroken waters?\b|\bamniotic fluid\b[^.]{0,15}\bleak/g,
    ],
    exclude:
      /\b(?:breasts?|nipples?|milk|colostrum|pee|peeing|urine|bladder|sneez\w*|cough\w*|laugh\w*|glass|bottle|pipe|heater|faucet|tap|roof|ceiling|washing machine|dishwasher|toilet)\b/,
    negatable: true,
  },
  {
    id: 'leg',
    patterns: [
      /\b(?:one|my|left|right|her)?\s*(?:leg|calf|thigh)\b[^.]{0,30}?\b(?:swollen|swelling|swelled|red|redness|warm|hot|tender|painful|pain|hurts|hurting|aching|aches|throbbing)\b/g,
      /\b(?:swollen|swelling|red|redness|pain|painful|tender|warm|hot|aching|throbbing)\s+(?:\w+\s+){0,3}?(?:leg|calf|thigh)\b/g,
      /\bblood clot\b[^.]{0,20}\b(?:leg|calf)\b|\bdvt\b/g,
    ],
    exclude: /\b(?:cramps?|cramping|charley horse|restless|sciatica|chicken|lamb|turkey|table|chair)\b/,
    negatable: true,
  },
  {
    id: 'tiredness',
    patterns: [
      /\b(?:overwhelming|extreme|extremely|severe|severely|crushing|debilitating|unbearable|unusual|unusually|excessive|excessively|abnormal|abnormally)\s+(?:tiredness|fatigue|fatigued|exhaustion|exhausted|tired|weakness|weak)\b/g,
      /\b(?:too|so)\s+(?:tired|exhausted|weak)\s+(?:to|that i cant|i cant)\s+(?:get up|get out of bed|function|move|stand|walk|care for|take care|do anything|stay awake|lift)\b/g,
      /\bcant (?:stay awake|keep my eyes open|get out of bed|function)\b/g,
    ],
    negatable: true,
    mildExempt: true,
  },
  {
    id: 'seizure',
    patterns: [/\b(?:seizures?|seizing|seized|convuls\w*|fitting)\b/g],
    exclude: /\b(?:medication|medicine|meds|drug|drugs|pills?|anti ?seizure|epilepsy|keppra|lamotrigine|levetiracetam|history of)\b/,
    negatable: true,
  },
  {
    id: 'contractions',
    patterns: [
      /\bcontractions?\b[^.]{0,40}?\b(?:every|apart|minutes? apart)\b/g,
      /\b(?:regular|timed|strong|painful|frequent|consistent|rhythmic|real)\s+contractions?\b/g,
      /\bcontractions?\b[^.]{0,30}?\b(?:getting (?:stronger|closer|worse|longer)|closer together|wont stop|dont stop|keep coming|are regular|started|starting|coming)\b/g,
      /\b(?:im|i am|think im|pretty sure im|i might be|maybe im|i may be|am i|going into|gone into|went into|started|starting)\s+(?:in\s+)?(?:preterm\s+|early\s+|premature\s+)?labou?r\b/g,
    ],
    exclude: /\b(?:braxton hicks|practice contractions)\b(?![^.]*\b(?:every|apart|regular)\b)/,
    negatable: true,
  },
];

const NEGATION =
  /\b(?:no|not|never|without|dont|doesnt|didnt|havent|hasnt|hadnt|isnt|arent|wasnt|werent|nor|zero|denies|deny|none|free of|absence of|nothing like)\b/;
const UNCERTAIN =
  /\b(?:(?:im |i am )?not (?:sure|certain)(?: if| whether)?|(?:dont|do not) know (?:if|whether)|cant tell (?:if|whether)|no idea (?:if|whether)|never (?:had|felt|experienced|seen) (?:such|so|anything like|this|a worse)|not just)\b/g;
const RESOLVED =
  /\b(?:is gone|are gone|has gone|have gone|went away|go away now|has stopped|have stopped|stopped now|resolved|cleared up|anymore|any more|better now|passed now)\b/;
const MILD = /\b(?:mild|mildly|slight|slightly|little|bit|minor|light|tiny)\b/;
const HISTORY =
  /\b(?:last year|years ago|a year ago|year ago|months ago|last month|previous pregnancy|last pregnancy|first pregnancy|other pregnancy|earlier pregnancy|before (?:i was|i got|getting|becoming|my) pregnan\w*|as a (?:kid|child|teen|teenager)|when i was (?:a kid|little|young|a child|younger|a teen|a teenager|in school)|in the past|growing up|in high school|in college|with my (?:first|last|previous|older|other|eldest|oldest) (?:baby|child|kid|son|daughter|pregnancy))\b/;
const OTHER_PERSON =
  /\b(?:my|her|his|our) (?:friends?|sisters?|mom|mum|mother|moms|cousins?|coworkers?|co workers?|colleagues?|aunt|aunts|neighbou?rs?|boss|grandma|grandmother|dog|cat|toddler|son|nephew|niece|older daughter|dad|father|brother)\b|\b(?:sister|friend|cousin|coworker|colleague|neighbou?r) (?:had|has|said|says|was)\b/;
// A sentence that asks about a sign in general ("what counts as a fever?") rather
// than describing one. It must open like a question and say nothing about her now.
const QUESTION_OPENING =
  /^(?:what|whats|which|when|why|how|is|are|does|do|can|could|should|would|will|tell me|explain|define|any|signs?|symptoms?)\b/;
const DESCRIBES_HER_NOW =
  /\b(?:im|ive|id|my|me|mine|myself|wife|wifes|girlfriend|girlfriends|fiancee|partners|today|tonight|right now|this morning|this afternoon|this evening|since|all day|currently|at the moment)\b|\bi (?:am|have|had|feel|felt|think|just|keep|cant|started|noticed|woke|got|was|been|also|still|really|suddenly)\b/;

// Clause edges for negation scope: "no bleeding but my head hurts" has two clauses.
const CLAUSE_EDGE =
  /[,;:]|\b(?:but|and|although|though|however|yet|because|except|while|whereas|plus)\b/g;

export function normalizeMessage(message: string): string {
  return message
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['\u2018\u2019`\u00b4]/g, '')
    .replace(/[^a-z0-9.,;:!?°\n ]+/g, ' ')
    .replace(/[ \t]+/g, ' ')
    .trim();
}

/** Sentences, keeping decimals such as "100.4" whole. */
function sentences(text: string): string[] {
  return text
    .split(/(?<!\d)[.!?]+|[.!?]+(?!\d)|\n+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

interface Clause {
  text: string;
  /** Words before the match, within its clause. */
  before: string;
  /** Words after the match, within its clause. */
  after: string;
}

function clauseAround(sentence: string, start: number, end: number): Clause {
  let from = 0;
  let to = sentence.length;
  for (const edge of sentence.matchAll(CLAUSE_EDGE)) {
    const edgeStart = edge.index;
    const edgeEnd = edgeStart + edge[0].length;
    if (edgeEnd <= start) from = edgeEnd;
    else if (edgeStart >= end) {
      to = edgeStart;
      break;
    }
  }
  const before = sentence.slice(from, start).trim().split(/\s+/).slice(-6).join(' ');
  return { text: sentence.slice(from, to), before, after: sentence.slice(end, to) };
}

function isQuestionAbout(sentence: string): boolean {
  return QUESTION_OPENING.test(sentence) && !DESCRIBES_HER_NOW.test(sentence);
}

// ---------------------------------------------------------------- fever

const FEVER_WORD = /\b(?:fever|fevers|feverish|febrile|temperature is (?:high|up|raised)|(?:high|raised|elevated) (?:temp|temperature)|running a (?:temp|temperature))\b/g;
const NOT_A_FEVER = /\b(?:hay|cabin|yellow|scarlet|baby|spring|dengue) fever\b|\bfever dreams?\b/;
const TEMP_CONTEXT = /\b(?:fever\w*|febrile|temp|temps|temperature|thermometer|degrees?|deg)\b|°/;
const NOT_BODY =
  /\b(?:fridge|refrigerator|freezer|oven|meat|chicken|beef|pork|turkey|lamb|fish|salmon|steak|food|foods|cook|cooked|cooking|bake|baking|water|bath|bathtub|tub|hot tub|jacuzzi|sauna|shower|pool|room|house|outside|weather|leftovers|egg|eggs|internal|grill|milk|coffee|tea|formula|thermostat|heater)\b/;
const READING =
  /(?<![\d.])(\d{2,3}(?:\.\d{1,2})?)\s*(?:°\s*|degrees?\s*|deg\s*)?(f|c|fahrenheit|celsius|centigrade)?\b(?!\s*(?:weeks?|wks?|w|days?|years?|yrs?|months?|lbs?|pounds?|kg|kilos?|oz|ounces?|minutes?|mins?|hours?|hrs?|mg|mcg|ml|percent|am|pm|bpm|times|cm|inches|%))/g;

export interface TemperatureReading {
  value: number;
  unit: 'F' | 'C';
  urgent: boolean;
}

/** Body-temperature readings in a sentence ("temp is 101", "38.5 C", "100.4°F"). */
export function parseTemperatures(sentence: string): TemperatureReading[] {
  const text = normalizeMessage(sentence);
  if (!TEMP_CONTEXT.test(text) || NOT_BODY.test(text)) return [];
  const readings: TemperatureReading[] = [];
  for (const match of text.matchAll(READING)) {
    const value = Number(match[1]);
    const unitWord = match[2];
    let unit: 'F' | 'C' | undefined;
    if (unitWord === 'f' || unitWord === 'fahrenheit') unit = 'F';
    else if (unitWord !== undefined) unit = 'C';
    else if (value >= 34 && value <= 43) unit = 'C';
    else if (value >= 93 && value <= 110) unit = 'F';
    if (unit === undefined) continue;
    const plausible = unit === 'C' ? value >= 34 && value <= 43 : value >= 93 && value <= 110;
    if (!plausible) continue;
    readings.push({ value, unit, urgent: unit === 'C' ? value >= 38 : value >= 100.4 });
  }
  return readings;
}

function feverIn(sentence: string, question: boolean): 'urgent' | 'mentioned' | null {
  if (NOT_A_FEVER.test(sentence)) return null;
  const readings = parseTemperatures(sentence);
  if (readings.length > 0) {
    // A measured reading is about her whatever the phrasing, unless it is cancelled.
    const high = readings.some((reading) => reading.urgent);
    if (!high) return null;
    if (HISTORY.test(sentence) || OTHER_PERSON.test(sentence)) return null;
    const negated = [...sentence.matchAll(FEVER_WORD)].some((m) =>
      NEGATION.test(clauseAround(sentence, m.index, m.index + m[0].length).before),
    );
    return negated ? null : 'urgent';
  }
  for (const match of sentence.matchAll(FEVER_WORD)) {
    const clause = clauseAround(sentence, match.index, match.index + match[0].length);
    if (NEGATION.test(clause.before) || HISTORY.test(clause.text) || OTHER_PERSON.test(clause.text)) continue;
    return question ? 'mentioned' : 'urgent';
  }
  return null;
}

// ---------------------------------------------------------------- the triage

export interface Assessment {
  /** Signs described as happening to her now. */
  urgent: SignId[];
  /** Signs only asked about in general ("is bleeding normal?"): worth a "when to call" note. */
  mentioned: SignId[];
}

function matchesRule(rule: SignRule, sentence: string): boolean {
  for (const pattern of rule.patterns) {
    for (const match of sentence.matchAll(pattern)) {
      const clause = clauseAround(sentence, match.index, match.index + match[0].length);
      if (rule.exclude?.test(clause.text)) continue;
      if (rule.id !== 'self-harm') {
        if (HISTORY.test(clause.text) || OTHER_PERSON.test(clause.text)) continue;
        if (rule.negatable && NEGATION.test(clause.before)) continue;
        if (rule.resolvable && RESOLVED.test(clause.after)) continue;
        if (rule.mildExempt && MILD.test(clause.before)) continue;
      }
      return true;
    }
  }
  return false;
}

/** Which warning signs a message describes now, and which it only asks about. */
export function assess(message: string): Assessment {
  const urgent = new Set<SignId>();
  const mentioned = new Set<SignId>();
  const text = normalizeMessage(typeof message === 'string' ? message : '').replace(UNCERTAIN, ' unsure ');
  for (const sentence of sentences(text)) {
    const question = isQuestionAbout(sentence);
    for (const rule of RULES) {
      if (!matchesRule(rule, sentence)) continue;
      // Self-harm always gets the crisis line, however it is phrased.
      if (question && rule.id !== 'self-harm') mentioned.add(rule.id);
      else urgent.add(rule.id);
    }
    const fever = feverIn(sentence, question);
    if (fever === 'urgent') urgent.add('fever');
    else if (fever === 'mentioned') mentioned.add('fever');
  }
  for (const id of urgent) mentioned.delete(id);
  return { urgent: [...urgent], mentioned: [...mentioned] };
}

/** Urgent-symptom triage; runs before anything else the assistant does. */
export function triage(message: string): Triage {
  const { urgent } = assess(message);
  return { urgent: urgent.length > 0, signs: urgent, selfHarm: urgent.includes('self-harm') };
}

// ---------------------------------------------------------------- the reply

function joinAnd(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function knownWeek(week: number | null): number | null {
  return week != null && Number.isFinite(week) && week >= 1 && week <= 45 ? Math.floor(week) : null;
}

/** The reply to an urgent message: starts with the telephone emoji so the client shows a call card. */
export function urgentReply(t: Triage, ctx: AssistantContext): string {
  const signs = t.signs.filter((id): id is SignId => id in URGENT_SIGNS);
  const week = knownWeek(ctx.week);
  const name = ctx.firstName?.trim();
  const lines: string[] = [];

  lines.push(
    t.selfHarm
      ? `${TELEPHONE} Call or text 988 now, or call 911 if you might act on these thoughts`
      : `${TELEPHONE} Call 911 or your provider now`,
  );
  lines.push(
    `${name ? `${name}, what` : 'What'} you describe can be an urgent maternal warning sign. Please don’t wait to see if it passes: get medical help now.`,
  );
  if (t.selfHarm) {
    lines.push(
      'You can call or text **988**, the Suicide & Crisis Lifeline, to talk with someone right now. You are not alone, and reaching out is the right thing to do.',
    );
  }

  const who = week === null ? 'I am pregnant (or was pregnant in the past year)' : `I am pregnant (week ${week})`;
  const says = signs.map((id) => URGENT_SIGNS[id].says);
  const withContractions =
    signs.includes('contractions') && week !== null && week < 37 ? ' — and it is before 37 weeks' : '';
  lines.push(
    `**What to say:** “${who} and I have ${says.length > 0 ? joinAnd(says) : 'an urgent warning sign'}${withContractions}.”`,
  );

  const guidance = URGENT_GUIDANCE.filter(([id]) => signs.includes(id)).map(([, text]) => `- ${text}`);
  if (guidance.length > 0) lines.push(guidance.join('\n'));
  lines.push(`Source: [${CDC_HEAR_HER.organization}: ${CDC_HEAR_HER.title}](${CDC_HEAR_HER.url})`);
  return lines.join('\n\n');
}

// One line of guidance per sign, in CDC's words as rewritten for BLOOM.
const URGENT_GUIDANCE: [SignId, string][] = [
  ['self-harm', 'Thoughts about harming yourself or your baby are an urgent warning sign during pregnancy and the year after it.'],
  ['bleeding', 'Vaginal bleeding during pregnancy, or heavy bleeding after the birth, is an urgent warning sign.'],
  ['fluid', 'Fluid leaking from the vagina during pregnancy (your water breaking) needs a call now.'],
  ['movement', 'A baby who moves less, or stops moving, needs to be checked right away.'],
  ['contractions', 'Regular contractions before 37 weeks can be preterm labor, which ACOG guidance treats as urgent.'],
  ['seizure', 'A seizure in pregnancy or after it is an emergency: call 911.'],
  ['breathing', 'Trouble breathing is an urgent warning sign.'],
  ['chest', 'Chest pain or a fast-beating heart is an urgent warning sign.'],
  ['headache', 'A headache that won’t go away or keeps getting worse is an urgent warning sign.'],
  ['vision', 'Vision changes such as blurriness, spots or flashing lights are an urgent warning sign.'],
  ['dizziness', 'Dizziness or fainting is an urgent warning sign.'],
  ['swelling', 'Extreme swelling of the hands or face is an urgent warning sign.'],
  ['fever', 'A fever of 100.4°F (38°C) or higher is an urgent warning sign.'],
  ['belly-pain', 'Severe belly pain that doesn’t go away is an urgent warning sign.'],
  ['vomiting', 'Severe nausea and vomiting, unlike usual morning sickness, is an urgent warning sign.'],
  ['leg', 'Swelling, redness or pain in a leg is an urgent warning sign.'],
  ['tiredness', 'Overwhelming tiredness is an urgent warning sign.'],
];
