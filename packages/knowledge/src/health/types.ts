import type { SafetyStatus, SourceRef } from '../types.ts';

/** Spec §3 Guideline categories. */
export type GuidelineCategory = 'safety' | 'nutrition' | 'immunization';
export type RiskLevel = 'high' | 'medium' | 'low';
/** Spec §3 Education item categories. */
export type EducationCategory = 'Nutrition' | 'Preparation' | 'Wellness' | 'Development';

/** Inclusive pregnancy weeks, 1 to 42. */
export interface WeekSpan {
  from: number;
  to: number;
}

export interface GuidelineRecord {
  /** Kebab-case, unique among guidelines. */
  id: string;
  title: string;
  description: string;
  category: GuidelineCategory;
  riskLevel: RiskLevel;
  recommendations: string[];
  /** The weeks in which the weekly view lists it; null when it matters the whole pregnancy long. */
  weeks: WeekSpan | null;
  source: SourceRef;
}

export interface VaccineRecord {
  id: string;
  vaccine: string;
  recommendation: string;
  timing: string;
  notes: string;
  /** False for the vaccines that wait until after the pregnancy (live vaccines, HPV). */
  pregnancySafe: boolean;
  /** The weeks in which it is due; null when it is not given during pregnancy. */
  weeks: WeekSpan | null;
  source: SourceRef;
}

/** One thing to do or know in a span of weeks, shown in the weekly view. */
export interface WeekMilestone {
  id: string;
  weeks: WeekSpan;
  text: string;
  source: SourceRef;
}

export type MedicationStatus = SafetyStatus;

export interface MedicationRecord {
  id: string;
  /** Display name, generic where there is one ('Acetaminophen'). */
  name: string;
  /**
   * The generic name openFDA's drug labels use, or null where no single drug label fits
   * (prenatal vitamins, a whole class of medicines): then only the local record is shown.
   */
  labelName: string | null;
  /** Brand names as written on the pack ('Tylenol'). */
  brands: string[];
  /** Other lower-case names people type ('paracetamol', 'baby aspirin'). */
  aliases: string[];
  /** What it is taken for, in a few words. */
  use: string;
  status: MedicationStatus;
  /** Why it has this status. */
  reason: string;
  /** What to do; never a dose. */
  recommendation: string;
  source: SourceRef;
}

export interface ArticleSection {
  heading: string;
  body: string;
}

/** Names of the app's own article illustrations (inline SVGs in the web app). */
export type ArticleIllustration =
  | 'plate'
  | 'fish'
  | 'water'
  | 'vitamins'
  | 'bag'
  | 'calendar'
  | 'car-seat'
  | 'walking'
  | 'moon'
  | 'heart'
  | 'baby-growth'
  | 'ultrasound'
  | 'feeding'
  | 'family';

export interface ArticleRecord {
  id: string;
  title: string;
  description: string;
  category: EducationCategory;
  /** The weeks the article is written for. */
  weeks: WeekSpan;
  illustration: ArticleIllustration;
  sections: ArticleSection[];
  keyPoints: string[];
  source: SourceRef;
}
