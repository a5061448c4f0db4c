import { NOT_YET_TRANSLATED_MESSAGE, translateMessage, type FoodSearchResult, type Locale } from '@bloom/contract';
import { foodInSpanish, getFoodById } from '@bloom/knowledge';

// A food check in her language (issue 35). English answers are returned untouched. In Spanish,
// a verdict that has Spanish (packages/knowledge/src/spanish/foods.ts) is given in it, with the
// Spanish page it was translated from; one that has none keeps its English text and says so.

export function foodResultIn(locale: Locale, result: FoodSearchResult): FoodSearchResult {
  if (locale === 'en') return result;
  const info = result.safetyInfo;
  let safetyInfo = info;
  if (info) {
    const record = result.localResults[0] ? getFoodById(result.localResults[0].id) : undefined;
    const spanish = record && record.name === info.foodName ? foodInSpanish(record) : null;
    safetyInfo = spanish
      ? {
          ...info,
          foodName: spanish.name,
          description: spanish.description,
          reason: spanish.reason,
          guidelines: [...spanish.guidelines],
          sourceOrganization: spanish.source.organization,
          sourceUrl: spanish.source.url,
          reviewed: spanish.source.reviewed,
        }
      : { ...info, translationNotice: translateMessage(NOT_YET_TRANSLATED_MESSAGE, locale) };
  }
  return {
    ...result,
    safetyInfo,
    localResults: result.localResults.map((item) => {
      const record = getFoodById(item.id);
      const spanish = record ? foodInSpanish(record) : null;
      return spanish ? { ...item, name: spanish.name, description: spanish.description } : item;
    }),
    error: result.error === null ? null : translateMessage(result.error, locale),
  };
}
