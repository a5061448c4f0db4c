import type { SourceRef } from '../types.ts';
import { S } from './sources.ts';

/** One suggested checklist item: a stable id (her ticks refer to it), its text and its source. */
export interface ChecklistSuggestion {
  /** Kebab-case, unique across every list; never reused for another text. */
  id: string;
  text: string;
  source: SourceRef;
}

export type ChecklistId = 'hospital-bag' | 'birth-preferences' | 'before-baby';

export interface ChecklistRecord {
  id: ChecklistId;
  title: string;
  /** The list's one-line introduction, with its source. */
  intro: { text: string; source: SourceRef };
  /** The suggested items, in their suggested order. */
  items: readonly ChecklistSuggestion[];
}

/**
 * The checklists (issue 34, "Checklists"): suggested items written in BLOOM's own words from the
 * pages cited on each. Only her state is stored (ticked, removed, moved) and her own items, so a
 * text here may be reworded and the change reaches everyone; an id is never given to another
 * item (her ticks refer to it). A new item appears at its place in the suggested order.
 */
export const checklists: readonly ChecklistRecord[] = [
  {
    id: 'hospital-bag',
    title: 'Hospital bag',
    intro: {
      text: 'Have your bag ready at least two weeks before your due date. Your hospital or birth centre may give you its own list; follow theirs where it differs.',
      source: S.nhsHospitalBag,
    },
    items: [
      {
        id: 'bag-notes',
        text: 'Your pregnancy notes and a copy of your birth preferences',
        source: S.nhsHospitalBag,
      },
      {
        id: 'bag-labour-clothes',
        text: 'Loose, comfortable clothes for labour that let you move and keep you cool, with a change or two',
        source: S.nhsHospitalBag,
      },
      { id: 'bag-robe', text: 'A dressing gown and slippers', source: S.nhsHospitalBag },
      {
        id: 'bag-bras',
        text: 'Two or three comfortable, supportive bras (nursing bras if you plan to breastfeed)',
        source: S.nhsHospitalBag,
      },
      {
        id: 'bag-pads',
        text: 'Plenty of super-absorbent maternity pads for the bleeding after birth',
        source: S.nhsHospitalBag,
      },
      { id: 'bag-underwear', text: 'Five or six pairs of comfortable underwear', source: S.nhsHospitalBag },
      {
        id: 'bag-toiletries',
        text: 'A wash bag with toothbrush, hairbrush, soap, a flannel and your other toiletries, and a towel',
        source: S.nhsHospitalBag,
      },
      {
        id: 'bag-relax',
        text: 'Things to help you relax and pass the time, such as music, a book or magazines',
        source: S.nhsHospitalBag,
      },
      { id: 'bag-cool', text: 'A water spray or a sponge to cool you down', source: S.nhsHospitalBag },
      {
        id: 'bag-going-home',
        text: 'A loose, comfortable outfit for after the birth and the trip home',
        source: S.nhsHospitalBag,
      },
      {
        id: 'bag-baby-clothes',
        text: 'Clothes for your baby: vests, sleepsuits and a hat',
        source: S.nhsHospitalBag,
      },
      { id: 'bag-nappies', text: 'Nappies (diapers) for your baby', source: S.nhsHospitalBag },
      { id: 'bag-blanket', text: 'A shawl or blanket to wrap your baby in', source: S.nhsHospitalBag },
      {
        id: 'bag-car-seat',
        text: 'A rear-facing infant car seat, fitted in the car before the birth, for the ride home',
        source: S.aapCarSeats,
      },
    ],
  },
  {
    id: 'birth-preferences',
    title: 'Birth preferences',
    intro: {
      text: 'Your birth preferences tell your care team what matters to you. Talk them through with your provider or midwife, and keep a copy with you; plans may change if you or your baby need different care.',
      source: S.nhsBirthPlan,
    },
    items: [
      {
        id: 'pref-where',
        text: 'Where you would like to give birth, from the options open to you',
        source: S.nhsBirthPlan,
      },
      { id: 'pref-partner', text: 'Who you want with you as your birth partner', source: S.nhsBirthPlan },
      {
        id: 'pref-pain-relief',
        text: 'Which ways of easing pain you would like to try, from breathing and massage to medicines such as an epidural',
        source: S.acogPainRelief,
      },
      {
        id: 'pref-moving',
        text: 'Moving around and changing position during labour, when you and your baby are well',
        source: S.acogLimitIntervention,
      },
      {
        id: 'pref-monitoring',
        text: 'How your baby’s heartbeat is checked: with a low-risk pregnancy, ask whether checks at intervals can replace continuous monitoring',
        source: S.acogLimitIntervention,
      },
      {
        id: 'pref-assisted',
        text: 'How you feel about help such as forceps or a vacuum, if it is needed',
        source: S.nhsBirthPlan,
      },
      {
        id: 'pref-cesarean',
        text: 'What you would like if a caesarean birth is needed, such as who stays with you',
        source: S.acogCesarean,
      },
      {
        id: 'pref-skin-to-skin',
        text: 'Holding your baby skin to skin straight after the birth',
        source: S.acogBreastfeeding,
      },
      {
        id: 'pref-cord',
        text: 'Waiting a little before the umbilical cord is clamped (recommended for most healthy babies)',
        source: S.acogCordClamping,
      },
      {
        id: 'pref-feeding',
        text: 'How you plan to feed your baby, and whether you would like help with the first feed',
        source: S.acogBreastfeeding,
      },
      {
        id: 'pref-needs',
        text: 'Anything your team should know: your language, religious or dietary needs, a disability or a past experience',
        source: S.nhsBirthPlan,
      },
    ],
  },
  {
    id: 'before-baby',
    title: 'Before the baby comes',
    intro: {
      text: 'Things to do in the last weeks of pregnancy, so that you can rest once your baby is here.',
      source: S.acogPostpartumCare,
    },
    items: [
      {
        id: 'before-tdap',
        text: 'Get your whooping cough (Tdap) vaccine, ideally early in weeks 27 to 36',
        source: S.cdcVaccines,
      },
      { id: 'before-flu', text: 'Get a flu shot if it is flu season (safe in any trimester)', source: S.cdcVaccines },
      {
        id: 'before-family-vaccines',
        text: 'Ask the people who will be close to your baby to be up to date on their whooping cough and flu vaccines',
        source: S.cdcPertussis,
      },
      {
        id: 'before-car-seat',
        text: 'Install the rear-facing car seat and have it checked, for example at a car seat inspection station',
        source: S.nhtsaCarSeats,
      },
      {
        id: 'before-safe-sleep',
        text: 'Set up a safe place to sleep in your room: a firm, flat crib or bassinet with a fitted sheet and nothing else in it',
        source: S.aapSafeSleep,
      },
      {
        id: 'before-labour-signs',
        text: 'Know the signs of labour and when your provider wants you to call or come in',
        source: S.acogLabor,
      },
      {
        id: 'before-transport',
        text: 'Plan how you will get to the hospital or birth centre at any hour, with a backup',
        source: S.nhsHospitalBag,
      },
      {
        id: 'before-warning-signs',
        text: 'Learn the urgent warning signs to watch for during and after pregnancy',
        source: S.cdcHearHer,
      },
      {
        id: 'before-feeding',
        text: 'Learn about breastfeeding and where to find support, such as a class or a lactation consultant',
        source: S.acogBreastfeeding,
      },
      {
        id: 'before-postpartum-care',
        text: 'Plan your care after the birth: contact with your provider within 3 weeks and a full visit by 12 weeks',
        source: S.acogPostpartumCare,
      },
      {
        id: 'before-birth-control',
        text: 'Think about birth control after the birth and talk it over with your provider',
        source: S.acogPostpartumBirthControl,
      },
      {
        id: 'before-support',
        text: 'Line up help at home for the first weeks, and know the signs of postpartum depression',
        source: S.acogPostpartumDepression,
      },
    ],
  },
];
