import { S } from './sources.ts';
import type { VaccineRecord } from './types.ts';

/**
 * The vaccines of pregnancy and the ones that wait until after it (CDC "Vaccines During
 * Pregnancy"; COVID-19 advice as of CDC's 2025 schedule and ACOG's position at that date).
 */
export const vaccines: readonly VaccineRecord[] = [
  {
    id: 'tdap',
    vaccine: 'Tdap (tetanus, diphtheria and whooping cough)',
    recommendation: 'Recommended in every pregnancy.',
    timing: 'One dose each pregnancy, preferably early in weeks 27 through 36.',
    notes: 'Your antibodies pass to your baby and protect them from whooping cough before their own vaccines start.',
    pregnancySafe: true,
    weeks: { from: 27, to: 36 },
    source: S.cdcVaccines,
  },
  {
    id: 'influenza',
    vaccine: 'Influenza (flu shot, inactivated)',
    recommendation: 'Recommended during flu season.',
    timing: 'Any trimester, as soon as the season’s vaccine is available.',
    notes: 'Only the shot is for pregnancy; the nasal spray is a live vaccine and is not used.',
    pregnancySafe: true,
    weeks: { from: 1, to: 42 },
    source: S.cdcVaccines,
  },
  {
    id: 'rsv',
    vaccine: 'RSV (Abrysvo, RSVpreF)',
    recommendation: 'Recommended seasonally, unless the baby will get an RSV antibody after birth.',
    timing: 'Weeks 32 through 36, usually September through January in most of the continental US.',
    notes:
      'Abrysvo is the one RSV vaccine approved in pregnancy. The alternative is nirsevimab or clesrovimab for the baby after birth.',
    pregnancySafe: true,
    weeks: { from: 32, to: 36 },
    source: S.cdcVaccines,
  },
  {
    id: 'covid-19',
    vaccine: 'COVID-19',
    recommendation:
      'ACOG recommends it in pregnancy; CDC’s 2025 schedule made it an individual decision with your provider.',
    timing: 'Any trimester.',
    notes: 'Guidance changed in 2025. Discuss the current vaccine and the latest advice with your provider.',
    pregnancySafe: true,
    weeks: { from: 1, to: 42 },
    source: S.cdcVaccines,
  },
  {
    id: 'hepatitis-b',
    vaccine: 'Hepatitis B',
    recommendation: 'Recommended if you are at risk or were never vaccinated.',
    timing: 'Any trimester, when needed.',
    notes:
      'CDC lists Engerix-B, Recombivax HB or Twinrix for pregnancy; Heplisav-B and PreHevbrio are not recommended in pregnancy for lack of safety data.',
    pregnancySafe: true,
    weeks: { from: 1, to: 42 },
    source: S.cdcVaccines,
  },
  {
    id: 'mmr',
    vaccine: 'MMR (measles, mumps, rubella)',
    recommendation: 'Not during pregnancy (live vaccine).',
    timing: 'Before pregnancy, or after birth.',
    notes:
      'Wait one month after an MMR shot before becoming pregnant. Ask about it after your baby is born if you are not immune.',
    pregnancySafe: false,
    weeks: null,
    source: S.cdcVaccines,
  },
  {
    id: 'varicella',
    vaccine: 'Varicella (chickenpox)',
    recommendation: 'Not during pregnancy (live vaccine).',
    timing: 'Before pregnancy, or after birth.',
    notes: 'Wait one month after the vaccine before becoming pregnant.',
    pregnancySafe: false,
    weeks: null,
    source: S.cdcVaccines,
  },
  {
    id: 'laiv',
    vaccine: 'Nasal spray flu vaccine (live attenuated, LAIV)',
    recommendation: 'Not during pregnancy (live vaccine).',
    timing: 'Use the flu shot instead.',
    notes: 'The inactivated flu shot protects you and your baby during pregnancy.',
    pregnancySafe: false,
    weeks: null,
    source: S.cdcVaccines,
  },
  {
    id: 'hpv',
    vaccine: 'HPV',
    recommendation: 'Put off until after pregnancy.',
    timing: 'Start or finish the series after your baby is born.',
    notes:
      'If a dose was given before you knew you were pregnant, tell your provider; the rest of the series waits until after birth.',
    pregnancySafe: false,
    weeks: null,
    source: S.cdcVaccines,
  },
];
