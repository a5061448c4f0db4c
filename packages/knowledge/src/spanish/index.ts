export { CDC_HEAR_HER_ES, FDA_FOOD_ES, SPANISH_REVIEWED } from './sources.ts';
export { foodInSpanish, SAFETY_LABELS_ES, SPANISH_FOODS, type SpanishFood } from './foods.ts';
export { SPANISH_GUIDELINES, URGENT_SIGNS_ES, URGENT_SIGNS_TITLE_ES, type SpanishGuideline } from './urgent-signs.ts';
