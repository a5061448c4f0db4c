/**
 * Health information records (spec §3 Guideline, Vaccine, Week info, Medication result,
 * Education item): every record carries its source organisation, page and review date.
 */
export type {
  ArticleIllustration,
  ArticleRecord,
  ArticleSection,
  EducationCategory,
  GuidelineCategory,
  GuidelineRecord,
  MedicationRecord,
  MedicationStatus,
  RiskLevel,
  VaccineRecord,
  WeekMilestone,
  WeekSpan,
} from './types.ts';
export type { WeekInfo } from './weeks.ts';
export type { MedicationMatch, MedicationMatchKind } from './medications/lookup.ts';

export { guidelines } from './guidelines/index.ts';
export { findGuidelines } from './guidelines/search.ts';
export { vaccines } from './vaccines.ts';
export { FIRST_WEEK, LAST_WEEK, weekInfo, weekMilestones } from './weeks.ts';
export { medications } from './medications/index.ts';
export { findMedication, medicationTokens } from './medications/lookup.ts';
export { articles, EDUCATION_CATEGORY_NAMES, educationArticles } from './articles/index.ts';
export { kickCounting } from './kick-counting.ts';
export type { KickCounting, KickCountingText } from './kick-counting.ts';
export { contractionTiming } from './contraction-timing.ts';
export type { ContractionTiming, ContractionTimingText } from './contraction-timing.ts';
export { weightGain } from './weight-gain.ts';
export type { KgRange, WeightGain, WeightGainText } from './weight-gain.ts';
export { checklists } from './checklists.ts';
export type { ChecklistId, ChecklistRecord, ChecklistSuggestion } from './checklists.ts';
export { dueDateMethods } from './due-date-methods.ts';
export { PARTNER_TIPS_PER_WEEK, partnerTips, partnerTipsFor } from './partner-help.ts';
export type { PartnerTip } from './partner-help.ts';
export { careTimeline } from './care-timeline.ts';
export type { CareSeason, CareStep, CareTimeline, CareWeeks } from './care-timeline.ts';
export type { DueDateMethods } from './due-date-methods.ts';
export { REVIEWED as HEALTH_REVIEWED } from './sources.ts';
