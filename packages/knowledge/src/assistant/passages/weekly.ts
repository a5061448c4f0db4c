import { CDC_FOLIC_ACID } from '../../foods/sources.ts';
import { CDC_HEAR_HER, MOTHERTOBABY } from '../sources.ts';
import type { ChatRecord } from '../types.ts';

// Trimester overviews (BLOOM counts weeks 1-12, 13-27 and 28-40). Weekly answers
// combine the one for her trimester with the timed records of other topics
// (Tdap, RSV, NSAIDs...) whose window is around her week.

export const weeklyRecords: ChatRecord[] = [
  {
    id: 'trimester-first',
    title: 'First trimester (weeks 1 to 12)',
    text: 'In the first trimester, CDC’s folic acid advice matters most: 400 mcg every day helps prevent neural tube defects, serious birth defects of the brain and spine.',
    points: ['A prenatal vitamin usually covers it; check the label.'],
    topic: 'weekly',
    keywords: ['first trimester', 'early pregnancy', 'weeks 1 to 12', 'just found out', 'newly pregnant', 'what to expect', 'this week', 'development'],
    weeks: { from: 1, to: 12 },
    source: CDC_FOLIC_ACID,
  },
  {
    id: 'trimester-second',
    title: 'Second trimester (weeks 13 to 27)',
    text: 'The second trimester brings a medicine milestone: from 20 weeks, FDA advises avoiding NSAIDs such as ibuprofen and naproxen unless your provider says otherwise. If your provider recommended low-dose aspirin for preeclampsia risk, keep to their plan.',
    points: ['Ask your provider or pharmacist before any pain reliever.'],
    topic: 'weekly',
    keywords: ['second trimester', 'middle of pregnancy', 'weeks 13 to 27', 'halfway', 'what to expect', 'this week', 'development'],
    weeks: { from: 13, to: 27 },
    source: MOTHERTOBABY,
  },
  {
    id: 'trimester-third',
    title: 'Third trimester (weeks 28 to 40)',
    text: 'In the third trimester, get to know your baby’s usual movements: CDC counts movements slowing or stopping as an urgent warning sign. Vaginal bleeding or leaking fluid needs a call right away, and ACOG treats regular contractions before 37 weeks as possible preterm labor.',
    points: ['Ask your provider how and when to keep track of kicks.'],
    topic: 'weekly',
    keywords: ['third trimester', 'late pregnancy', 'weeks 28 to 40', 'last trimester', 'final weeks', 'what to expect', 'this week', 'development', 'kick counts'],
    weeks: { from: 28, to: 42 },
    source: CDC_HEAR_HER,
  },
  {
    id: 'labor-signs',
    title: 'When labor may be starting',
    text: 'Call your provider right away if your water breaks or fluid leaks, if there is vaginal bleeding, or if the baby moves less than usual. Regular contractions before 37 weeks can be preterm labor, which ACOG guidance treats as urgent.',
    points: ['When in doubt, call: your provider’s office or labor and delivery would rather hear from you.'],
    topic: 'labor',
    keywords: ['labor', 'labour', 'signs of labor', 'going into labor', 'contractions', 'water breaking', 'waters', 'preterm', 'premature', 'due date', 'delivery', 'braxton hicks'],
    weeks: { from: 28, to: 42 },
    source: CDC_HEAR_HER,
  },
  {
    id: 'mental-health',
    title: 'Your mood and mental health',
    text: 'Pregnancy and the year after it can bring big feelings, and you deserve support with them. Tell your provider if low mood, worry or anxiety stays with you: it is as much a part of your care as any other symptom. CDC lists thoughts of harming yourself or your baby as an urgent warning sign: then call or text 988 (Suicide & Crisis Lifeline) or call 911.',
    topic: 'mental-health',
    keywords: ['depression', 'depressed', 'anxiety', 'anxious', 'sad', 'sadness', 'mood', 'moods', 'stressed', 'stress', 'overwhelmed', 'crying', 'lonely', 'postpartum depression', 'baby blues', 'mental health', 'therapy', 'worried'],
    source: CDC_HEAR_HER,
  },
];
