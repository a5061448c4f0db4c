export type { FoodMatch, FoodRecord, SafetyStatus, SourceRef } from './types.ts';
export type { FlaggedTerm, ProductAssessment, ProductInput } from './product-assessment.ts';
export type { BarcodeKind, BarcodeValidation } from './barcode.ts';

export { CATEGORIES, foods, getFoodById } from './foods/index.ts';
export { findFood, searchFoods } from './food-search.ts';
export { assessProduct } from './product-assessment.ts';
export { normalizeBarcode, validateBarcode } from './barcode.ts';
export { safetyLabel } from './safety-label.ts';

export {
  TELEPHONE,
  URGENT_SIGNS,
  answer,
  assess,
  chatCorpus,
  parseTemperatures,
  retrieve,
  triage,
  urgentReply,
} from './assistant/index.ts';
export type {
  AnswerResult,
  Assessment,
  AssistantContext,
  ChatTurn,
  Passage,
  SignId,
  TemperatureReading,
  Triage,
  UrgentSign,
} from './assistant/index.ts';

// Health information hub: guidelines, vaccines, weekly information, medications, articles.
export * from './health/index.ts';

// Spanish (issue 35): the food verdicts, the urgent warning signs and the guidelines translated
// so far, from the organisations' own Spanish pages where they have them.
export * from './spanish/index.ts';
