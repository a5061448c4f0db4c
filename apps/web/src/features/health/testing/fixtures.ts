import type {
  EducationItem,
  EducationResponse,
  Guideline,
  GuidelinesResponse,
  MedicationResult,
  Vaccine,
  WeeklyInfo,
} from '@bloom/contract';

/** Answers shaped by the contract, for the education components' tests. */

export const aGuideline = (fields: Partial<Guideline> = {}): Guideline => ({
  id: 'listeria-foods',
  title: 'Protect yourself from Listeria',
  description: 'Pregnant people are about ten times more likely to get listeriosis.',
  category: 'safety',
  riskLevel: 'high',
  recommendations: ['Skip raw milk.', 'Heat deli meats until steaming hot.'],
  source: 'U.S. Food and Drug Administration (FDA)',
  sourceUrl: 'https://www.fda.gov/food/example',
  lastUpdated: '2026-11-23',
  ...fields,
});

export const guidelinesAnswer = (guidelines: Guideline[]): GuidelinesResponse => ({
  guidelines,
  total: guidelines.length,
});

export const aVaccine = (fields: Partial<Vaccine> = {}): Vaccine => ({
  id: 'tdap',
  vaccine: 'Tdap (tetanus, diphtheria and whooping cough)',
  recommendation: 'Recommended in every pregnancy.',
  timing: 'One dose each pregnancy, preferably early in weeks 27 through 36.',
  notes: 'Your antibodies protect your baby.',
  pregnancySafe: true,
  dueWeeks: { from: 27, to: 36 },
  source: 'Centers for Disease Control and Prevention (CDC)',
  sourceUrl: 'https://www.cdc.gov/vaccines-pregnancy/',
  lastUpdated: '2026-11-23',
  ...fields,
});

export const aWeek = (week: number, fields: Partial<WeeklyInfo> = {}): WeeklyInfo => ({
  week,
  trimester: week <= 12 ? 1 : week <= 27 ? 2 : 3,
  keyRecommendations: [`Something to know in week ${week}.`],
  vaccines: [
    aVaccine({ id: 'influenza', vaccine: 'Influenza (flu shot, inactivated)', dueWeeks: { from: 1, to: 42 } }),
  ],
  guidelines: [aGuideline({ id: 'nsaids', title: 'Avoid NSAID pain relievers from 20 weeks' })],
  sources: [
    { organization: 'ACOG', title: 'Ultrasound Exams (FAQ)', url: 'https://www.acog.org/x', reviewed: '2026-11-23' },
  ],
  ...fields,
});

export const aMedication = (fields: Partial<MedicationResult> = {}): MedicationResult => ({
  found: true,
  status: 'caution',
  medicationName: 'Acetaminophen',
  brandName: 'Tylenol Extra Strength',
  genericName: 'Acetaminophen',
  manufacturer: 'Example Consumer Health Inc.',
  purpose: ['Pain reliever/fever reducer'],
  pregnancyWarnings: 'If pregnant or breast-feeding, ask a health professional before use.',
  warnings: 'Liver warning: This product contains acetaminophen.',
  recommendation: 'Use it only when needed and ask your provider about regular use.',
  reason: 'Long considered the preferred pain reliever in pregnancy.',
  query: 'Tylenol',
  matchedBy: 'brand',
  matchedName: 'Tylenol',
  hasLocalData: true,
  labelStatus: 'found',
  notice: null,
  lastUpdated: '2026-11-23T10:00:00.000Z',
  source: {
    organization: 'MotherToBaby',
    title: 'Fact sheets',
    url: 'https://mothertobaby.org/fact-sheets/',
    reviewed: '2026-11-23',
  },
  ...fields,
});

export const anArticle = (n: number, fields: Partial<EducationItem> = {}): EducationItem => ({
  id: `article-${n}`,
  title: `Article number ${n}`,
  description: `What article ${n} is about.`,
  category: (['Nutrition', 'Preparation', 'Wellness', 'Development'] as const)[n % 4] ?? 'Nutrition',
  week: 1,
  weekTo: 40,
  imageUrl: 'bloom:illustration/plate',
  illustration: 'plate',
  sections: [
    { heading: `First part of ${n}`, body: 'Some words to read.' },
    { heading: `Second part of ${n}`, body: 'More words to read.' },
  ],
  keyPoints: ['One thing to remember.'],
  source: { organization: 'ACOG', title: 'Nutrition FAQ', url: 'https://www.acog.org/y', reviewed: '2026-11-23' },
  ...fields,
});

export const educationAnswer = (items: EducationItem[]): EducationResponse => ({
  items,
  localContent: true,
  lastUpdated: '2026-11-23',
});
