import { NOT_YET_TRANSLATED_MESSAGE, translateMessage, type GuidelinesResponse, type Locale } from '@bloom/contract';
import { SPANISH_GUIDELINES } from '@bloom/knowledge';

// The health hub's guidelines in her language (issue 35): the ones with Spanish
// (packages/knowledge/src/spanish/urgent-signs.ts) in it, with the Spanish page they come from;
// the others in English with a note saying so. English answers are returned untouched.

export function guidelinesIn(locale: Locale, response: GuidelinesResponse): GuidelinesResponse {
  if (locale === 'en') return response;
  const notice = translateMessage(NOT_YET_TRANSLATED_MESSAGE, locale);
  return {
    ...response,
    guidelines: response.guidelines.map((guideline) => {
      const spanish = SPANISH_GUIDELINES[guideline.id];
      if (!spanish) return { ...guideline, translationNotice: notice };
      return {
        ...guideline,
        title: spanish.title,
        description: spanish.description,
        recommendations: [...spanish.recommendations],
        source: spanish.source.organization,
        sourceUrl: spanish.source.url,
        lastUpdated: spanish.source.reviewed,
      };
    }),
  };
}
