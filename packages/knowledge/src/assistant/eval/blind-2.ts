import type { EvalQuestion } from './questions.ts';

// The SECOND BLIND triage set (issue 29, after the lead's independent blind check).
// Written on 2026-11-25 around 20:05 UTC by a helper who had NOT read the concept files
// (triage/concepts/*.ts, lexicon.ts, normalize.ts, matcher.ts) nor the sentences of
// questions.ts or held-out.ts, and WITHOUT running the engine on any of it. Only the
// list of signs (triage/concept.ts) and the shape of an eval item were read first.
// Each message was written from the warning sign outward: how a person would type it
// (slang, metaphors, comparisons with usual, euphemisms, non-native English, typos,
// texting style, a partner writing about her), not how the concept words it. Seven
// sentences that turned out to repeat one in questions.ts or held-out.ts word for word
// were reworded before the engine was first run. The first run (old engine): 108/172
// urgent recall, 2 false alarms; misses were then fixed by class in the concepts.
//
// It is a measuring set. Misses are fixed in the concept as a CLASS of phrasing (the
// lay vocabulary for that sign), never by adding a sentence. Do not edit a case to
// make it pass. Look-alikes are calm messages that share words with a sign: another
// sense of the word (an object, a place, an idiom), a mild everyday complaint, a
// negation, a past episode, another person, or a general question.

type Sign =
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

interface SignSet {
  sign: Sign;
  week: number | null;
  phrasings: string[];
}

const SETS: SignSet[] = [
  {
    sign: 'headache',
    week: 33,
    phrasings: [
      'my head feels like its going to split open and nothing is helping',
      'worst headache of my life came on out of nowhere',
      'been having this killer headache for 3 days straight, meds arent touching it',
      'there is a drilling pain behind my eyes that keeps getting stronger',
      'my head is throbbing like a drum since i woke up n it keeps getting worse',
      'i have very strong pain in head since yesterday, paracetamol not help',
      'feels like a vice squeezing my skull all day',
      'my wife has had a horrible headache all day and its getting worse',
      'hedache is so bad i had to lie in the dark, been hours',
      'pounding behind my forehead that just wont quit even after sleeping',
    ],
  },
  {
    sign: 'dizziness',
    week: 28,
    phrasings: [
      'the whole room keeps tilting whenever i stand up',
      'i nearly hit the floor at work, everything went grey and fuzzy',
      'i went down in the shower, just conked out for a bit',
      'feel like im gonna faint any second',
      'my girlfriend just collapsed in the kitchen, shes 28 weeks',
      'super lightheaded and wobbly, had to grab the wall',
      'i keep getting these spins where i almost go down',
      'i fell down because my head go round round and black',
      'everything started spinning and i lost my balance on the stairs',
      'my legs went to jelly and i felt like i was going to black out',
    ],
  },
  {
    sign: 'self-harm',
    week: 20,
    phrasings: [
      'honestly i wish i could just go to sleep and not wake up',
      'i dont see the point of anything anymore, id rather not be around',
      'sometimes i think everyone would be better off if i just disappeared',
      'i keep imagining shaking the baby on purpose and it terrifies me',
      'i had a picture in my head of throwing her down the stairs on purpose, it scares me so much',
      'im so done with life i cant do this anymore',
      'no reason to keep going tbh',
      'i looked up how many sleeping pills it would take',
      'ive been thinking about driving my car into a wall',
      'i want to vanish and never come back',
      'i have thoughts to hurt myself',
      'my wife told me she wants to end her life',
    ],
  },
  {
    sign: 'vision',
    week: 32,
    phrasings: [
      'little black dots floating all over my vision today',
      'i keep seeing flashes of light out of the corner of my eye',
      'theres a shimmery zigzag thing in my eyesight that wont go away',
      'everything looks blurry and doubled since this morning',
      'i cant see properly, things are fuzzy and foggy',
      'sparkly lights in my eyes every time i stand up',
      'part of my vision keeps going dark',
      'my eyes r acting weird, like looking thru wax paper',
      'i see wavy lines everywhere like heat coming off a road',
      'wife says she is seeing spots and cant read her phone',
    ],
  },
  {
    sign: 'fever',
    week: 24,
    phrasings: [
      'i am burning up and shivering under 3 blankets',
      'thermometer says 101.3',
      'temp is 38.7 and i feel awful',
      'i have fever since yesterday 39 degree',
      'running a temperature and having the chills',
      'im so hot to the touch and sweating buckets with chills',
      'my temp keeps climbing, now at 100.8',
      'feverish and achy all over, teeth chattering',
      'she is running a high fever, i just checked',
      'had a fever all night and it hasnt broken',
    ],
  },
  {
    sign: 'swelling',
    week: 35,
    phrasings: [
      'my wedding ring wont come off anymore and my hands are huge',
      'cant get my shoes on and my hands blew up overnight',
      'my face puffed up all of a sudden',
      'my fingers look like sausages today',
      'woke up and my eyes are so puffy i can barely open them and my face is round',
      'my whole face is swollen like a balloon',
      'hands r so swollen i cant make a fist',
      'my rings are cutting into my fingers since this morning',
      "my wife's face and hands got really puffy really fast",
      'suddenly very swelled hands and face, is big',
    ],
  },
  {
    sign: 'breathing',
    week: 30,
    phrasings: [
      'i cant catch my breath even sitting still',
      'feel like im drowning on dry land, cant get a full breath',
      'gasping for air after walking to the bathroom',
      'it feels like i cant get enough air in',
      'im wheezing and struggling to breathe',
      'short of breath all of a sudden and it wont ease up',
      'she is breathing really fast and says she cant get air',
      'feels like breathing thru a straw',
      'i cant breath properly lying down or sitting up',
      'my lips look bluish and im so out of breath',
    ],
  },
  {
    sign: 'chest',
    week: 29,
    phrasings: [
      'feels like an elephant is standing on my chest',
      'theres a heavy weight pressing on my chest',
      'tight band around my chest that wont let up',
      'crushing pain in the middle of my chest',
      'my heart is racing like crazy and wont slow down',
      'heart pounding out of my chest while im just lying here',
      'sharp stabbing pain in my chest when i breathe in',
      'something is squeezing my chest really hard',
      'my heart keeps fluttering and skipping and going super fast',
      'pain in chest going down to my left arm',
    ],
  },
  {
    sign: 'vomiting',
    week: 18,
    phrasings: [
      'cant keep anything down not even water for 2 days',
      'ive thrown up like 10 times today',
      'puking nonstop since last night',
      'everything i eat or drink comes right back up',
      'vomitting so much i cant even keep my vitamins down',
      'been hurling all day and now its just yellow bile',
      'my wife cant stop being sick, shes throwing up every hour',
      'i am vomit all the day, cannot drink',
      'barfing every time i take a sip, i havent peed since morning',
      'this is way worse than morning sickness, sick over and over',
    ],
  },
  {
    sign: 'belly-pain',
    week: 31,
    phrasings: [
      'really bad stomach pain that wont go away',
      'stabbing pain in my belly that takes my breath away',
      'my tummy hurts so much i cant stand up straight',
      'sharp pain under my ribs on the right side, it keeps getting worse',
      'my belly is rock hard and it hurts like crazy nonstop',
      'horrible pain in my abdomen for hours',
      'feels like someone is knifing me in the stomach',
      'extreme pain in my lower belly, cant move',
      'my gf is doubled over with stomach pain',
      'i have much pain in stomach, very strong, is not stopping',
    ],
  },
  {
    sign: 'movement',
    week: 30,
    phrasings: [
      'baby is way quieter than usual today',
      'havent felt her kick at all since last night',
      'he is moving much less than yesterday',
      'baby barely moved all day',
      'not as much wiggling as normal, kinda worried',
      'usually hes so active after dinner but tonight nothing',
      'the kicks feel weaker and slower than usual',
      'i cant remember the last time i felt the baby move',
      'babys been really still since this morning',
      'my wife says the baby stopped moving',
    ],
  },
  {
    sign: 'bleeding',
    week: 16,
    phrasings: [
      'im bleeding down there',
      'i just wiped and theres bright red blood',
      'passing clots and soaking through pads',
      'lots of blood in my undies',
      'spotting turned into real bleeding',
      'blood running down my leg',
      'my wife is bleeding a lot, shes 16 weeks',
      'blood coming out from vagina',
      'theres red all over the toilet paper and in the bowl',
      'bleeding heavy 3 weeks after giving birth, going thru a pad an hour',
    ],
  },
  {
    sign: 'fluid',
    week: 34,
    phrasings: [
      'something popped and now im soaked',
      'warm liquid keeps trickling out and i cant stop it',
      'i think my waters went',
      'theres a puddle under me and i didnt pee',
      'my pants are wet and its not pee',
      'clear fluid dripping every time i move',
      'i had a big gush down there, 34 weeks',
      'my discharge since the birth smells really bad, like rotten',
      'amniotic fluid leaking i think',
      'feels like i keep peeing myself but im not',
    ],
  },
  {
    sign: 'leg',
    week: 36,
    phrasings: [
      'my calf is red and hot and really sore',
      'my left leg is twice the size of my right and it aches',
      'painful lump in the back of my knee and my leg is swollen',
      'left leg throbbing and warm to the touch',
      'my thigh is all red and tender, only on one side',
      'my right calf hurts when i walk and looks swollen',
      'shooting pain in my leg and its puffy and red',
      'she has a swollen red leg that hurts a lot',
      'my leg feel hot and very pain and swell',
      'calf ache that wont go away and theres a red patch on it',
    ],
  },
  {
    sign: 'tiredness',
    week: 26,
    phrasings: [
      'im so exhausted i cant even lift my head off the pillow',
      'too tired to take care of my baby',
      'bone tired to the point i cant function',
      'i could sleep for days and still be wiped out, i can barely stand',
      'wiped out beyond anything ive felt, cant get out of bed at all',
      'so drained i cant even walk to the kitchen',
      'my wife is so worn out she can barely keep her eyes open or talk',
      'i am very very tired, cannot do nothing all day',
      'totally running on empty, cant function',
      'overwhelming fatigue that is not normal for me',
    ],
  },
  {
    sign: 'seizure',
    week: 37,
    phrasings: [
      'my wife is having a fit, shaking all over',
      'pretty sure i just had some kind of fit, i woke up on the floor with a bitten tongue',
      'she went stiff and was jerking and wont answer me',
      'my body started convulsing',
      'she blanked out and her arms were twitching',
      'my husband says i was twitching and shaking all over in my sleep and wouldnt wake up',
      'she is shaking uncontrollably and foaming at the mouth',
      'my girlfriend is seizing',
      'i lost control of my body and was shaking',
      'her eyes rolled back and she started jerking',
    ],
  },
  {
    sign: 'contractions',
    week: 31,
    phrasings: [
      'my belly keeps getting tight every few minutes',
      'having contractions at 31 weeks',
      'cramps coming and going every 5 minutes',
      'period like cramps that come in waves',
      'i think im going into labor, its way too early',
      'tummy hardening regularly and its painful',
      'lower back pain that comes and goes like clockwork',
      'my stomach tightens up every 10 min and it hurts',
      'pressure down low like the baby is pushing out, 32 weeks',
      'getting regular tightenings, 33 weeks',
    ],
  },
];

const LOOK_ALIKES: string[] = [
  // another sense of a body word: an object, a place, an idiom
  'the kids love the floaters in the pool, are pool chemicals ok for me',
  'our roof is leaking again and i cant climb up there',
  'the baby bottle keeps leaking from the nipple, any brand tips',
  'my red pen is bleeding through the paper',
  'the game last night was at fever pitch',
  'the dots on this onesie are so cute',
  'the lights on the christmas tree are flashing',
  'my toddler blew up a balloon for the party',
  'the shoes i bought online dont fit, can i return them',
  'i got my ring resized so i can keep wearing it',
  'the elephant onesie is my favorite',
  'i am dying to know if its a boy or a girl',
  'i would murder a pizza right now haha',
  'the band at the wedding was great',
  'we are pressure washing the deck, are the fumes ok',
  'our dog threw up on the carpet',
  'my phone screen is cracked and blurry',
  'my vision for the nursery is boho',
  'i am done with work for the day',
  'my sister wants to disappear on a trip before the baby comes',
  'my water bottle leaked all over my bag',
  'the tap is dripping all night',
  'the bread dough puffed up like a balloon',
  'my cat keeps sitting on my chest at night lol',
  'the traffic was crushing today',
  'my brain is fried from work',
  'the sparkler at the gender reveal was beautiful',
  'my heart melts every time he kicks',
  'this chocolate cake is to die for',
  'the pool noodles were floating everywhere',
  'which zigzag stitch should i use for the baby blanket',
  'the stock market crashed and so did my mood',
  'the grocery store spun me around with all the new aisles',
  // mild everyday complaints, negations, past episodes, other people, general questions
  'how much swelling is normal in the third trimester',
  'what does a preeclampsia headache feel like',
  'no bleeding at all, the spotting from last week is gone',
  'back in high school i passed out at a blood drive',
  'my mom had seizures years ago, is epilepsy genetic',
  'baby moved a ton today, so reassuring',
  'the baby is kicking like crazy tonight',
  'heartburn after spicy food, is that normal',
  'im tired of all these appointments',
  'my husband has a fever, should i stay away from him',
  'my feet are a little puffy at the end of the day',
  'i feel a bit dizzy when i stand up too fast but it passes in a second',
  'is it safe to take tylenol for a headache',
  'when will i start feeling kicks, im 14 weeks',
  'i used to get migraines before pregnancy, will they come back',
  'is it normal to have braxton hicks now and then at 35 weeks',
  'i have a mild cold, just sniffles',
  'the nurse said my blood pressure was perfect',
  'i passed my glucose test',
  'my husband cut himself shaving and its bleeding',
  'i cut my finger chopping onions and it bled a bit',
  'baby clothes shopping is exhausting but fun',
  'what should i do if my water breaks',
  'my toddler threw up after the car ride, is it contagious',
  'no headache, no swelling, bp was normal at my checkup',
  'i felt out of breath climbing stairs last month but its fine now',
  'can stress make me feel more tired in the second trimester',
];

function urgentItems(set: SignSet): EvalQuestion[] {
  return set.phrasings.map((question) => ({
    kind: 'urgent' as const,
    question,
    week: set.week,
    sign: set.sign,
    expect: { urgent: true, ...(set.sign === 'self-harm' ? { selfHarm: true } : {}) },
  }));
}

export const blind2: EvalQuestion[] = [
  ...SETS.flatMap(urgentItems),
  ...LOOK_ALIKES.map((question) => ({ kind: 'look-alike' as const, question, week: 22, expect: { urgent: false } })),
];
