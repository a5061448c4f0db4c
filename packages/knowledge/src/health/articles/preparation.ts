import { S } from '../sources.ts';
import type { ArticleRecord } from '../types.ts';

export const preparationArticles: ArticleRecord[] = [
  {
    id: 'first-prenatal-visit',
    title: 'Your first prenatal visit',
    description: 'What happens at the first appointment and how to make the most of it.',
    category: 'Preparation',
    weeks: { from: 4, to: 12 },
    illustration: 'calendar',
    sections: [
      {
        heading: 'When to book',
        body: 'Call a provider as soon as you think you are pregnant. The first visit often happens in the first trimester, and it is usually the longest one, with a full health history and a physical exam.',
      },
      {
        heading: 'What is checked',
        body: 'Blood tests look at your blood type, iron level, immunity to rubella and chickenpox, and infections such as hepatitis B, HIV and syphilis. Your provider estimates your due date, counted from the first day of your last period, sometimes with an early ultrasound.',
      },
      {
        heading: 'What to bring',
        body: 'Bring a list of every medicine, vitamin and supplement you take, your vaccination record, and the date of your last period. Write down your questions; no question is too small, and this is a good time to talk about work, exercise, food and travel.',
      },
    ],
    keyPoints: [
      'Book as soon as you think you are pregnant.',
      'Bring your medicine list and vaccine record.',
      'Early blood tests check immunity and infections.',
    ],
    source: S.acogRoutineTests,
  },
  {
    id: 'prenatal-tests-timeline',
    title: 'Prenatal tests, trimester by trimester',
    description: 'A plain guide to the screening tests and scans you may be offered, and roughly when.',
    category: 'Preparation',
    weeks: { from: 8, to: 37 },
    illustration: 'calendar',
    sections: [
      {
        heading: 'First trimester',
        body: 'After your first blood tests, you may be offered genetic screening. Cell-free DNA screening can be done from 10 weeks, and first-trimester screening with blood tests and an ultrasound happens around 10 to 14 weeks. Screening is your choice; your provider can explain what each test can and cannot tell you.',
      },
      {
        heading: 'Second trimester',
        body: 'A blood screening called the quad screen can be done between 15 and 22 weeks. The detailed anatomy ultrasound usually takes place between 18 and 22 weeks. Between 24 and 28 weeks a glucose test screens for gestational diabetes.',
      },
      {
        heading: 'Third trimester',
        body: 'If your blood type is Rh negative you may be offered an Rh immune globulin shot around 28 weeks. A swab for group B strep is taken between 36 and 37 weeks; a positive result means antibiotics during labor to protect your baby.',
      },
    ],
    keyPoints: [
      'Genetic screening is offered, never required.',
      'Glucose screening: 24 to 28 weeks.',
      'Group B strep swab: 36 to 37 weeks.',
    ],
    source: S.acogRoutineTests,
  },
  {
    id: 'pregnancy-vaccine-plan',
    title: 'Your pregnancy vaccine plan',
    description: 'Which vaccines protect you and your newborn, when to get them, and which ones wait.',
    category: 'Preparation',
    weeks: { from: 12, to: 36 },
    illustration: 'calendar',
    sections: [
      {
        heading: 'Vaccines that protect your baby too',
        body: 'Antibodies you make after some vaccines cross the placenta and protect your baby in the first months of life, before they can be vaccinated. The Tdap shot against whooping cough is recommended in every pregnancy, preferably early in weeks 27 through 36, and the flu shot during flu season in any trimester.',
      },
      {
        heading: 'RSV and COVID-19',
        body: 'If your baby is due around RSV season, the RSV vaccine Abrysvo is offered between 32 and 36 weeks, or your baby can receive an RSV antibody after birth instead. COVID-19 advice changed in 2025: ACOG still recommends vaccination in pregnancy, and CDC now leaves it to a decision with your provider.',
      },
      {
        heading: 'Vaccines that wait',
        body: 'Live vaccines such as MMR, chickenpox and the nasal spray flu vaccine are not given during pregnancy, and HPV vaccination is also put off. If you are not immune to rubella or chickenpox, plan to be vaccinated after your baby is born.',
      },
    ],
    keyPoints: [
      'Tdap in every pregnancy, weeks 27 to 36.',
      'Flu shot during flu season, any trimester.',
      'RSV protection: vaccine at 32 to 36 weeks or antibody for the baby.',
    ],
    source: S.cdcVaccines,
  },
  {
    id: 'packing-for-the-birth',
    title: 'Packing for the birth',
    description: 'A calm checklist for the bag you take to the hospital or birth center, and when to pack it.',
    category: 'Preparation',
    weeks: { from: 32, to: 42 },
    illustration: 'bag',
    sections: [
      {
        heading: 'When to pack',
        body: 'Packing a few weeks before your due date means you are ready if labor starts early. Keep the bag by the door along with your provider’s phone number and directions to where you will give birth.',
      },
      {
        heading: 'For you',
        body: 'Bring your ID, insurance card and a copy of your prenatal record or birth preferences, a phone charger, glasses if you wear them, comfortable clothes, a nursing bra, toiletries, and any medicines you take in their original packages.',
      },
      {
        heading: 'For your baby',
        body: 'Pack an outfit and a blanket for going home, and have a rear-facing infant car seat already installed in the car. Many hospitals will not let a baby leave by car without one.',
      },
    ],
    keyPoints: [
      'Pack a few weeks before your due date.',
      'Papers, charger, comfortable clothes, your medicines.',
      'Car seat installed before the birth.',
    ],
    source: S.acogLabor,
  },
  {
    id: 'car-seat-ready',
    title: 'Getting the car seat ready',
    description: 'Choosing, installing and checking a car seat before your baby arrives.',
    category: 'Preparation',
    weeks: { from: 28, to: 42 },
    illustration: 'car-seat',
    sections: [
      {
        heading: 'Rear-facing from the first ride',
        body: 'Babies ride in a rear-facing car seat in the back seat, never in front of an airbag. Choose a seat that fits your baby’s expected size and your car, and read both the seat’s manual and your car’s manual.',
      },
      {
        heading: 'Install it early',
        body: 'Put the seat in several weeks before your due date. Many communities have certified technicians who check installations, often at no cost. The seat should not move more than an inch side to side at the belt path.',
      },
      {
        heading: 'Your own seat belt',
        body: 'Until then, keep wearing your own belt on every trip: the lap belt low on your hips and under your belly, the shoulder belt between your breasts and to the side of your belly. See your provider after any crash, even a small one.',
      },
    ],
    keyPoints: [
      'Rear-facing, in the back seat.',
      'Install and have it checked weeks ahead.',
      'Lap belt under the belly on every trip.',
    ],
    source: S.acogCarSafety,
  },
  {
    id: 'knowing-when-labor-starts',
    title: 'Knowing when labor starts',
    description: 'How to tell practice contractions from real labor, and when to call or go in.',
    category: 'Preparation',
    weeks: { from: 34, to: 42 },
    illustration: 'calendar',
    sections: [
      {
        heading: 'Practice or real?',
        body: 'Practice contractions (Braxton Hicks) are irregular and often fade when you walk or rest. True labor contractions come at regular intervals, get closer together and grow stronger over time, and do not stop when you change position.',
      },
      {
        heading: 'Other signs',
        body: 'You may notice a mucus plug or bloody show, lower back pain or pressure, or your water breaking as a gush or a steady trickle. These can come hours or days before active labor.',
      },
      {
        heading: 'When to call',
        body: 'Ask your provider ahead of time when to call once contractions start. Call right away if your water breaks, you are bleeding, your baby moves less, or you have a constant severe pain; and before 37 weeks, call about any regular contractions.',
      },
    ],
    keyPoints: [
      'Real labor contractions are regular and get stronger.',
      'Call at once for fluid leaking, bleeding or fewer movements.',
      'Before 37 weeks, call about regular contractions.',
    ],
    source: S.acogLabor,
  },
  {
    id: 'feeding-your-newborn',
    title: 'Getting ready to feed your baby',
    description: 'What to know about breastfeeding and formula before your baby arrives.',
    category: 'Preparation',
    weeks: { from: 28, to: 42 },
    illustration: 'feeding',
    sections: [
      {
        heading: 'Why plan ahead',
        body: 'Breast milk gives babies nutrition and antibodies that help protect against infections, and breastfeeding has health benefits for the parent too. Learning about it before birth, through a class or your provider, makes the first days easier.',
      },
      {
        heading: 'The first days',
        body: 'Skin-to-skin contact soon after birth helps your baby latch. Newborns feed often, around 8 to 12 times in 24 hours. Ask for help from a nurse or lactation consultant in the hospital; many problems are easy to fix early.',
      },
      {
        heading: 'Every family’s choice',
        body: 'Some parents cannot or choose not to breastfeed, and some combine breast milk and formula. Talk with your provider about what works for you, and about any medicines you take while breastfeeding.',
      },
    ],
    keyPoints: ['A class before birth helps.', 'Newborns feed 8 to 12 times a day.', 'Ask for lactation help early.'],
    source: S.acogBreastfeeding,
  },
];
