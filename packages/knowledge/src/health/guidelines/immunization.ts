import { S } from '../sources.ts';
import type { GuidelineRecord } from '../types.ts';

export const immunizationGuidelines: GuidelineRecord[] = [
  {
    id: 'tdap-every-pregnancy',
    title: 'Get the Tdap (whooping cough) vaccine in every pregnancy',
    description:
      'Antibodies you make after the Tdap shot pass to your baby and protect them from whooping cough in the first months, before they can be vaccinated.',
    category: 'immunization',
    riskLevel: 'high',
    recommendations: [
      'Get one Tdap shot during each pregnancy, preferably early in the window from 27 through 36 weeks.',
      'You need it again in every pregnancy, even if you had it before.',
    ],
    weeks: { from: 27, to: 36 },
    source: S.cdcVaccines,
  },
  {
    id: 'flu-shot',
    title: 'Get a flu shot during flu season',
    description:
      'Flu can be more severe during pregnancy. The flu shot protects you, and your baby for the first months after birth.',
    category: 'immunization',
    riskLevel: 'high',
    recommendations: [
      'Get the inactivated flu shot during flu season, in any trimester.',
      'Do not use the nasal spray flu vaccine; it is a live vaccine and not for pregnant people.',
    ],
    weeks: null,
    source: S.cdcVaccines,
  },
  {
    id: 'rsv-protection',
    title: 'Protect your baby from RSV',
    description:
      'RSV is a leading cause of hospital stays in infants. Either a vaccine for you late in pregnancy or an antibody for the baby after birth protects them.',
    category: 'immunization',
    riskLevel: 'medium',
    recommendations: [
      'If your baby will be born around RSV season, ask about the RSV vaccine (Abrysvo) between 32 and 36 weeks, usually September through January in most of the continental US.',
      'If you do not get it, your baby can receive an RSV antibody (nirsevimab or clesrovimab) after birth instead.',
    ],
    weeks: { from: 32, to: 36 },
    source: S.cdcVaccines,
  },
  {
    id: 'covid-19',
    title: 'Talk about the COVID-19 vaccine',
    description:
      'Advice changed in 2025: ACOG continues to recommend COVID-19 vaccination in pregnancy, while CDC’s 2025 schedule moved to an individual decision made with your provider.',
    category: 'immunization',
    riskLevel: 'medium',
    recommendations: [
      'Discuss the current COVID-19 vaccine with your provider; it can be given in any trimester.',
      'Check the latest CDC and ACOG guidance, as recommendations have changed recently.',
    ],
    weeks: null,
    source: S.cdcVaccines,
  },
  {
    id: 'hepatitis-b',
    title: 'Check your hepatitis B protection',
    description:
      'Hepatitis B can pass to a baby at birth. You are tested during pregnancy, and the vaccine is recommended if you are at risk and not protected.',
    category: 'immunization',
    riskLevel: 'medium',
    recommendations: [
      'Ask whether you need the hepatitis B vaccine; Engerix-B, Recombivax HB and Twinrix are the brands CDC lists for pregnancy.',
      'Heplisav-B and PreHevbrio are not recommended during pregnancy because safety data are lacking.',
    ],
    weeks: null,
    source: S.cdcVaccines,
  },
  {
    id: 'live-vaccines-wait',
    title: 'Wait on live vaccines until after birth',
    description:
      'Live vaccines are not given during pregnancy as a precaution. HPV vaccination is also put off until after the pregnancy.',
    category: 'immunization',
    riskLevel: 'high',
    recommendations: [
      'Do not get MMR (measles, mumps, rubella), chickenpox (varicella) or nasal spray flu vaccines while pregnant.',
      'If you get MMR or chickenpox vaccine before pregnancy, wait one month before trying to conceive.',
      'Ask about catching up on these vaccines after your baby is born; most are fine while breastfeeding.',
    ],
    weeks: null,
    source: S.cdcVaccines,
  },
  {
    id: 'immunity-check',
    title: 'Review your vaccine record early',
    description:
      'Early blood tests show whether you are protected against rubella and chickenpox, which can harm a baby if caught during pregnancy.',
    category: 'immunization',
    riskLevel: 'low',
    recommendations: [
      'Bring your vaccination record to your first prenatal visit.',
      'If you are not immune, avoid people with rubella or chickenpox and plan to be vaccinated after birth.',
    ],
    weeks: { from: 1, to: 12 },
    source: S.cdcVaccines,
  },
  {
    id: 'family-vaccines',
    title: 'Help the people around your baby get vaccinated',
    description:
      'Newborns are too young for many vaccines, so they rely on the protection of the people close to them.',
    category: 'immunization',
    riskLevel: 'low',
    recommendations: [
      'Ask partners, grandparents and caregivers to check with their own providers that their whooping cough and flu vaccines are up to date.',
      'Ideally they do this at least two weeks before meeting the baby.',
    ],
    weeks: { from: 28, to: 42 },
    source: S.cdcPertussis,
  },
];
