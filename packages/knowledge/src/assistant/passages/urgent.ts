import { CDC_HEAR_HER } from '../sources.ts';
import type { ChatRecord } from '../types.ts';

// CDC's "Hear Her" list of urgent maternal warning signs, plus the two signs ACOG
// guidance adds. They apply during pregnancy and for a year after it.

const CALL = 'If this is happening now, call 911 or your provider right away.';

// When movements can be felt and counted (ACOG; see /work/shared/health-facts.md, "Kick counts").
const FIRST_FELT = 'most people first feel their baby move between about 16 and 25 weeks';
const KICK_COUNTS_FROM = 'Many providers suggest counting kicks from about 28 weeks';
const KICK_COUNTS_HOW =
  'From about 28 weeks, many providers suggest timing how long it takes to feel 10 movements (usually under 2 hours); a clear decrease is a reason to call.';

function warning(id: string, title: string, text: string, keywords: string[]): ChatRecord {
  return { id, title, text: `${text} ${CALL}`, topic: 'urgent', keywords, source: CDC_HEAR_HER };
}

export const urgentRecords: ChatRecord[] = [
  {
    id: 'warning-signs',
    title: 'Urgent maternal warning signs',
    text: 'CDC lists warning signs that need medical care right away, during pregnancy and for up to a year after it. Call 911 or your provider at once for any of them.',
    points: [
      'A headache that will not go away or keeps getting worse',
      'Dizziness or fainting',
      'Changes in vision: blurriness, spots or flashing lights',
      'A fever of 100.4°F (38°C) or higher',
      'Extreme swelling of the hands or face',
      'Trouble breathing, chest pain or a racing heart',
      'Severe nausea and vomiting that is not like usual morning sickness',
      'Severe belly pain that does not go away',
      'The baby moving less or stopping moving',
      'Vaginal bleeding or leaking fluid during pregnancy',
      'Swelling, redness or pain in a leg',
      'Overwhelming tiredness',
      'Thoughts of harming yourself or your baby (call or text 988)',
    ],
    topic: 'urgent',
    keywords: [
      'warning signs',
      'danger signs',
      'red flags',
      'emergency',
      'when to call',
      'call the doctor',
      'call my doctor',
      'go to the hospital',
      'er',
      'worry',
      'worried',
      'symptoms',
      'hear her',
      'preeclampsia',
      'postpartum',
    ],
    source: CDC_HEAR_HER,
  },
  warning(
    'warning-headache',
    'A headache that will not go away',
    'A headache that does not go away, or that gets worse over time, is on CDC’s list of urgent maternal warning signs. An ordinary mild headache that eases is not the same thing, but mention frequent headaches to your provider.',
    ['headache', 'headaches', 'migraine', 'head pain', 'head hurts'],
  ),
  warning(
    'warning-dizziness',
    'Dizziness or fainting',
    'Feeling dizzy or fainting is one of CDC’s urgent maternal warning signs.',
    ['dizzy', 'dizziness', 'faint', 'fainting', 'passed out', 'lightheaded', 'light headed'],
  ),
  warning(
    'warning-vision',
    'Changes in vision',
    'Vision changes, such as blurry sight, seeing spots or flashing lights, are an urgent maternal warning sign according to CDC.',
    ['vision', 'blurry', 'blurred', 'spots', 'flashing lights', 'eyesight', 'seeing stars'],
  ),
  warning(
    'warning-fever',
    'Fever of 100.4°F (38°C) or higher',
    'CDC counts a fever of 100.4°F (38°C) or higher as an urgent maternal warning sign. A slightly raised reading below that is not the warning sign, but keep checking and tell your provider if it climbs.',
    ['fever', 'temperature', 'temp', 'thermometer', 'chills', 'feverish'],
  ),
  warning(
    'warning-swelling',
    'Extreme swelling of the hands or face',
    'Extreme swelling of the hands or face is on CDC’s list of urgent maternal warning signs. Bring up any other swelling with your provider.',
    ['swelling', 'swollen', 'swollen hands', 'swollen face', 'puffy', 'edema', 'swollen feet', 'swollen ankles'],
  ),
  warning(
    'warning-breathing',
    'Trouble breathing, chest pain or a racing heart',
    'Trouble breathing, chest pain and a fast-beating heart are each an urgent maternal warning sign, CDC says.',
    [
      'breathing',
      'breath',
      'short of breath',
      'shortness of breath',
      'chest pain',
      'heart racing',
      'palpitations',
      'heartbeat',
    ],
  ),
  warning(
    'warning-vomiting',
    'Severe nausea and vomiting',
    'Severe nausea and throwing up that is not like usual morning sickness is an urgent maternal warning sign, according to CDC.',
    ['vomiting', 'throwing up', 'nausea', 'morning sickness', 'cant keep food down', 'hyperemesis'],
  ),
  warning(
    'warning-belly-pain',
    'Severe belly pain',
    'Severe pain in the belly that does not go away is one of CDC’s urgent maternal warning signs.',
    ['belly pain', 'stomach pain', 'abdominal pain', 'cramps', 'cramping', 'tummy pain'],
  ),
  {
    ...warning(
      'warning-movement',
      'The baby moving less or not at all',
      'During pregnancy, CDC counts the baby’s movements stopping or slowing down as an urgent warning sign. Ask your provider how and when to keep track of kicks.',
      [
        'baby movement',
        'movements',
        'kicks',
        'kick counts',
        'kick count',
        'not moving',
        'moving less',
        'fetal movement',
      ],
    ),
    // Kick counting only fits later weeks: no one is urged to count kicks at week 9.
    forWeek: (week) => {
      if (week < 16)
        return `At week ${week} it is too early to feel your baby move: ${FIRST_FELT}, so there is nothing to count yet.`;
      if (week < 28)
        return `${FIRST_FELT[0]?.toUpperCase()}${FIRST_FELT.slice(1)}. ${KICK_COUNTS_FROM}; until then, get to know your baby’s own pattern.`;
      return KICK_COUNTS_HOW;
    },
    forTrimester: (trimester) => {
      if (trimester === 1) return `In the first trimester it is too early to feel your baby move: ${FIRST_FELT}.`;
      if (trimester === 2) return `${FIRST_FELT[0]?.toUpperCase()}${FIRST_FELT.slice(1)}. ${KICK_COUNTS_FROM}.`;
      return KICK_COUNTS_HOW;
    },
  },
  warning(
    'warning-bleeding',
    'Vaginal bleeding or leaking fluid',
    'Vaginal bleeding or fluid leaking during pregnancy is an urgent maternal warning sign, CDC says. After the birth, heavy bleeding or leaking fluid that smells bad is one too: soaking through pads or passing large clots are ways heavy bleeding can show.',
    [
      'bleeding',
      'spotting',
      'blood',
      'leaking fluid',
      'water broke',
      'waters breaking',
      'discharge',
      'clots',
      'blood clots',
      'passing clots',
      'lochia',
      'postpartum bleeding',
      'bleeding after birth',
      'heavy bleeding',
    ],
  ),
  warning(
    'warning-leg',
    'Swelling, redness or pain in a leg',
    'A leg that is swollen, red or painful is one of CDC’s urgent maternal warning signs.',
    ['leg', 'calf', 'leg pain', 'leg swelling', 'red leg', 'blood clot'],
  ),
  warning(
    'warning-tiredness',
    'Overwhelming tiredness',
    'Tiredness that feels overwhelming is on CDC’s list of urgent maternal warning signs.',
    ['tired', 'tiredness', 'exhausted', 'exhaustion', 'fatigue'],
  ),
  {
    id: 'warning-self-harm',
    title: 'Thoughts of harming yourself or your baby',
    text: 'Thoughts about harming yourself or your baby are an urgent maternal warning sign. You can call or text 988, the Suicide & Crisis Lifeline, to talk to someone now; call 911 if you might act on those thoughts. You are not alone, and telling your provider how you feel is a strong step.',
    topic: 'mental-health',
    keywords: ['suicide', 'suicidal', 'self harm', 'hurt myself', 'harm my baby', '988', 'crisis', 'hopeless'],
    source: CDC_HEAR_HER,
  },
  warning(
    'warning-seizure-contractions',
    'Seizures, and regular contractions before 37 weeks',
    'Besides CDC’s list, common clinical guidance from ACOG treats a seizure as urgent, and regular contractions before 37 weeks as a sign of preterm labor that needs care now.',
    ['seizure', 'seizures', 'convulsions', 'contractions', 'preterm labor', 'premature labor', 'early labor'],
  ),
];
