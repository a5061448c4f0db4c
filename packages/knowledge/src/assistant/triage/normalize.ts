// Text as the concepts read it: lower case, accents and apostrophes gone ("don't" is
// "dont"), punctuation reduced to sentence and clause marks, and the misspellings people
// make typing a symptom in a hurry corrected to the word the lexicon knows.

/** Misspellings seen in how people type symptoms; the fuzzy step below catches the rest. */
const SPELLING: Record<string, string> = {
  headach: 'headache',
  hedache: 'headache',
  headahce: 'headache',
  headake: 'headache',
  haedache: 'headache',
  headaces: 'headaches',
  migrane: 'migraine',
  migrain: 'migraine',
  migranes: 'migraines',
  migrains: 'migraines',
  dizy: 'dizzy',
  dizzey: 'dizzy',
  dizzie: 'dizzy',
  dizzyness: 'dizziness',
  diziness: 'dizziness',
  dizzines: 'dizziness',
  litheaded: 'lightheaded',
  lighheaded: 'lightheaded',
  lightheded: 'lightheaded',
  blury: 'blurry',
  bluury: 'blurry',
  blurr: 'blurry',
  blurey: 'blurry',
  blurrt: 'blurry',
  vison: 'vision',
  visoin: 'vision',
  swolen: 'swollen',
  swollon: 'swollen',
  swolled: 'swollen',
  sollen: 'swollen',
  sweling: 'swelling',
  swellin: 'swelling',
  breath: 'breath',
  breathin: 'breathing',
  breating: 'breathing',
  brething: 'breathing',
  breahting: 'breathing',
  vomitting: 'vomiting',
  vomitted: 'vomited',
  vomting: 'vomiting',
  vommiting: 'vomiting',
  vomiring: 'vomiting',
  pukeing: 'puking',
  throwin: 'throwing',
  thowing: 'throwing',
  trowing: 'throwing',
  bleedin: 'bleeding',
  bleding: 'bleeding',
  bleeing: 'bleeding',
  bleading: 'bleeding',
  bledding: 'bleeding',
  bloood: 'blood',
  siezure: 'seizure',
  siezures: 'seizures',
  seizur: 'seizure',
  seazure: 'seizure',
  sezure: 'seizure',
  seisure: 'seizure',
  siezing: 'seizing',
  convulsing: 'convulsing',
  contractoins: 'contractions',
  contrations: 'contractions',
  contactions: 'contractions',
  contracions: 'contractions',
  contraction: 'contraction',
  extremly: 'extremely',
  extreamly: 'extremely',
  exremely: 'extremely',
  realy: 'really',
  rly: 'really',
  sooo: 'so',
  soo: 'so',
  exausted: 'exhausted',
  exhuasted: 'exhausted',
  exhaused: 'exhausted',
  exausting: 'exhausting',
  exaustion: 'exhaustion',
  tierd: 'tired',
  tird: 'tired',
  fatige: 'fatigue',
  fatigued: 'fatigued',
  feaver: 'fever',
  fevor: 'fever',
  fevre: 'fever',
  temprature: 'temperature',
  tempature: 'temperature',
  temperture: 'temperature',
  suicidle: 'suicidal',
  sucidal: 'suicidal',
  suicidial: 'suicidal',
  sucide: 'suicide',
  suiside: 'suicide',
  stomache: 'stomach',
  stomch: 'stomach',
  stomack: 'stomach',
  abdomin: 'abdomen',
  abdominial: 'abdominal',
  movment: 'movement',
  movments: 'movements',
  moveing: 'moving',
  kickin: 'kicking',
  palpatations: 'palpitations',
  palpitaions: 'palpitations',
  plapitations: 'palpitations',
  painfull: 'painful',
  paining: 'hurting',
  hurtin: 'hurting',
  wont: 'wont',
  dont: 'dont',
  cant: 'cant',
  cnt: 'cant',
  havnt: 'havent',
  hasent: 'hasnt',
  hasn: 'hasnt',
  didnt: 'didnt',
  isnt: 'isnt',
  anymore: 'anymore',
  leakin: 'leaking',
  leeking: 'leaking',
  leaking: 'leaking',
  gushin: 'gushing',
  discarge: 'discharge',
  faintd: 'fainted',
  fanted: 'fainted',
  fainting: 'fainting',
  pased: 'passed',
  passd: 'passed',
  thoughs: 'thoughts',
  thougts: 'thoughts',
  myslef: 'myself',
  mysef: 'myself',
  mself: 'myself',
  kil: 'kill',
  preterm: 'preterm',
  pre: 'pre',
  labour: 'labour',
  labr: 'labor',
  everythings: 'everything is',
  theres: 'there is',
  thats: 'that is',
  whats: 'whats',
  // Texting shorthand.
  thru: 'through',
  tho: 'though',
  bc: 'because',
  cuz: 'because',
  coz: 'because',
  r: 'are',
  ur: 'your',
  u: 'you',
  hurling: 'hurling',
  convulsions: 'convulsions',
};

/**
 * Words the fuzzy step may correct a typo to. Only words of 6 letters or more, with the
 * same first letter and one edit away, and never a real word that merely looks close.
 */
const KEY_WORDS = [
  'headache',
  'headaches',
  'migraine',
  'dizziness',
  'lightheaded',
  'blurry',
  'blurred',
  'vision',
  'swollen',
  'swelling',
  'breathe',
  'breathing',
  'vomiting',
  'vomited',
  'throwing',
  'bleeding',
  'seizure',
  'seizures',
  'contractions',
  'contraction',
  'exhausted',
  'exhaustion',
  'extremely',
  'feverish',
  'suicide',
  'suicidal',
  'fainted',
  'fainting',
  'palpitations',
  'movement',
  'movements',
  'kicking',
  'tiredness',
  'fatigue',
  'leaking',
  'gushing',
  'stomach',
  'abdominal',
  'unbearable',
  'excruciating',
  'terrible',
  'horrible',
  'trickling',
  'overwhelming',
  'overwhelmingly',
  'convulsing',
  'convulsion',
  'cramping',
  'spotting',
  'temperature',
];
const REAL_LOOK_ALIKES = new Set(
  (
    'smelling spelling selling swilling dwelling breeding feeding reading heading leading bleating leaning ' +
    'camping clamping cramming stomachs vomits movie kicking licking tickling spotted spotty blurted ' +
    'breathes breathed seizures seizing fainter throwing growing blowing flowing showing blowing ' +
    'tempered terribly horribly extremes exhaust vision visions fatigues gushing pushing rushing ' +
    'leaking leaping leaving learning headaches contraception contracting contracts suicides'
  ).split(' '),
);

function oneEditApart(a: string, b: string): boolean {
  if (a === b) return false;
  if (Math.abs(a.length - b.length) > 1) return false;
  if (a.length === b.length) {
    const diffs: number[] = [];
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) diffs.push(i);
    if (diffs.length === 1) return true;
    // One swap of neighbours ("seizrue").
    const [i, j] = diffs;
    return diffs.length === 2 && i !== undefined && j === i + 1 && a[i] === b[j] && a[j] === b[i];
  }
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  return short.slice(i) === long.slice(i + 1);
}

const corrected = new Map<string, string>();

function correctWord(word: string): string {
  const known = SPELLING[word];
  if (known !== undefined) return known;
  if (word.length < 6 || REAL_LOOK_ALIKES.has(word) || KEY_WORDS.includes(word)) return word;
  const cached = corrected.get(word);
  if (cached !== undefined) return cached;
  const fix = KEY_WORDS.find((key) => key[0] === word[0] && oneEditApart(word, key)) ?? word;
  if (corrected.size < 5000) corrected.set(word, fix);
  return fix;
}

export function normalizeMessage(message: string): string {
  return message
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['\u2018\u2019`\u00b4]/g, '')
    .replace(/[^a-z0-9.,;:!?°\n ]+/g, ' ')
    .replace(/[ \t]+/g, ' ')
    .replace(/[a-z]+/g, correctWord)
    .trim();
}

/** Sentences, keeping decimals such as "100.4" whole. */
export function sentences(text: string): string[] {
  return text
    .split(/(?<!\d)[.!?]+|[.!?]+(?!\d)|\n+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}
