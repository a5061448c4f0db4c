import { CDC_VACCINES } from '../sources.ts';
import type { ChatRecord } from '../types.ts';

// CDC "Vaccines During Pregnancy" and ACOG, as of the review date. COVID-19 advice
// changed in 2025, so it is given with its date and a nudge to talk it over.

export const vaccineRecords: ChatRecord[] = [
  {
    id: 'vaccine-overview',
    title: 'Vaccines during pregnancy',
    text: 'CDC recommends a flu shot in flu season and Tdap in every pregnancy; an RSV vaccine is an option late in pregnancy in RSV season, and COVID-19 vaccination is worth discussing with your provider. Live vaccines wait until after the birth.',
    points: [
      'Flu shot: any trimester, during flu season.',
      'Tdap (whooping cough): one dose in every pregnancy, ideally early in weeks 27 to 36.',
      'RSV (Abrysvo): weeks 32 to 36, in RSV season.',
    ],
    topic: 'vaccine',
    keywords: [
      'vaccine',
      'vaccines',
      'vaccination',
      'vaccinations',
      'vaccinated',
      'immunization',
      'immunizations',
      'shot',
      'shots',
      'jab',
      'jabs',
    ],
    source: CDC_VACCINES,
  },
  {
    id: 'vaccine-tdap',
    title: 'Tdap (whooping cough) vaccine',
    text: 'CDC recommends one dose of Tdap during every pregnancy, preferably early in the window from week 27 to week 36 to protect against whooping cough (pertussis).',
    topic: 'vaccine',
    keywords: ['tdap', 'whooping cough', 'pertussis', 'tetanus', 'diphtheria', 'dtap'],
    weeks: { from: 27, to: 36 },
    forWeek: (week) => {
      if (week < 27)
        return `You are at week ${week}, so the Tdap window opens in ${27 - week} week${27 - week === 1 ? '' : 's'}, at week 27.`;
      if (week <= 36)
        return `At week ${week} you are in the Tdap window now; ask about it at your next visit if it is not done yet.`;
      return `At week ${week} you are past the usual window; if you did not get Tdap, ask your provider what they recommend.`;
    },
    forTrimester: (trimester) =>
      trimester === 3
        ? 'Most of the Tdap window (weeks 27 to 36) falls in the third trimester.'
        : 'The Tdap window opens at week 27, at the end of the second trimester.',
    source: CDC_VACCINES,
  },
  {
    id: 'vaccine-flu',
    title: 'Flu shot',
    text: 'CDC recommends the inactivated flu shot during flu season, in any trimester of pregnancy. The nasal spray flu vaccine is a live vaccine and is not for pregnant people.',
    topic: 'vaccine',
    keywords: ['flu', 'flu shot', 'flu vaccine', 'influenza', 'flu jab', 'flumist', 'nasal spray'],
    weeks: { from: 1, to: 42 },
    forWeek: () => 'It can be given at any point in pregnancy, including now, if it is flu season.',
    source: CDC_VACCINES,
  },
  {
    id: 'vaccine-rsv',
    title: 'RSV vaccine',
    text: 'Pfizer’s Abrysvo is the one RSV vaccine approved for pregnancy. It is given at 32 through 36 weeks, in RSV season (September to January in most of the continental US), unless your baby will get an RSV antibody shot (nirsevimab or clesrovimab) after birth instead.',
    topic: 'vaccine',
    keywords: ['rsv', 'respiratory syncytial virus', 'abrysvo', 'nirsevimab', 'beyfortus', 'clesrovimab'],
    weeks: { from: 32, to: 36 },
    forWeek: (week) => {
      if (week < 32) return `You are at week ${week}; the RSV vaccine window opens at week 32.`;
      if (week <= 36) return `At week ${week} you are in the RSV vaccine window, if it is RSV season.`;
      return `At week ${week} you are past the RSV vaccine window; ask your provider about protecting your baby after birth.`;
    },
    forTrimester: (trimester) =>
      trimester === 3
        ? 'The RSV vaccine window (weeks 32 to 36) falls in the third trimester, in RSV season.'
        : 'The RSV vaccine window comes later, at weeks 32 to 36 in the third trimester.',
    source: CDC_VACCINES,
  },
  {
    id: 'vaccine-covid',
    title: 'COVID-19 vaccine',
    text: 'Advice on COVID-19 vaccination changed in 2025. ACOG continues to recommend it during pregnancy, while CDC’s 2025 schedule moved to individual decision-making with your provider. Talk it through with your provider to decide what is right for you.',
    topic: 'vaccine',
    keywords: [
      'covid',
      'covid 19',
      'coronavirus',
      'covid vaccine',
      'covid shot',
      'booster',
      'moderna',
      'pfizer covid',
      'novavax',
    ],
    source: CDC_VACCINES,
  },
  {
    id: 'vaccine-hepatitis-b',
    title: 'Hepatitis B vaccine',
    text: 'Hepatitis B vaccination is recommended in pregnancy for people at risk or not vaccinated before. CDC lists Engerix-B, Recombivax HB and Twinrix for use in pregnancy; Heplisav-B and PreHevbrio are not recommended in pregnancy because of a lack of safety data. Check the current schedule with your provider.',
    topic: 'vaccine',
    keywords: ['hepatitis b', 'hep b', 'hepb', 'engerix', 'recombivax', 'twinrix', 'heplisav', 'prehevbrio'],
    source: CDC_VACCINES,
  },
  {
    id: 'vaccine-live',
    title: 'Vaccines to wait on until after pregnancy',
    text: 'Live vaccines are not given during pregnancy: MMR (measles, mumps and rubella), varicella (chickenpox) and the nasal spray flu vaccine. The HPV vaccine is also put off until after pregnancy. After an MMR or varicella shot, wait 1 month before becoming pregnant.',
    topic: 'vaccine',
    keywords: [
      'mmr',
      'measles',
      'mumps',
      'rubella',
      'varicella',
      'chickenpox',
      'chicken pox',
      'hpv',
      'gardasil',
      'live vaccine',
    ],
    source: CDC_VACCINES,
  },
];
