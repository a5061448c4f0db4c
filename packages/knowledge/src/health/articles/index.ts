import type { ArticleRecord, EducationCategory } from '../types.ts';
import { developmentArticles } from './development.ts';
import { nutritionArticles } from './nutrition.ts';
import { preparationArticles } from './preparation.ts';
import { wellnessArticles } from './wellness.ts';

/** Takes one from each list in turn, so any slice of the result mixes the categories. */
function interleave<T>(lists: T[][]): T[] {
  const out: T[] = [];
  const longest = Math.max(...lists.map((l) => l.length));
  for (let i = 0; i < longest; i += 1) {
    for (const list of lists) {
      const item = list[i];
      if (item !== undefined) out.push(item);
    }
  }
  return out;
}

/**
 * Every education article, in the hub's order: the categories take turns, so the three featured
 * articles and the dashboard's two teasers are never all about one topic.
 */
export const articles: readonly ArticleRecord[] = interleave([
  nutritionArticles,
  preparationArticles,
  wellnessArticles,
  developmentArticles,
]);

export const EDUCATION_CATEGORY_NAMES: readonly EducationCategory[] = [
  'Nutrition',
  'Preparation',
  'Wellness',
  'Development',
];

/**
 * The articles for a week and/or a category. Without a week they keep the hub's order; for a
 * week, the ones written most closely for it come first ("Your baby in the third trimester"
 * before "Eating well", which spans the whole pregnancy), so the dashboard's two teasers fit her
 * week; ties keep the hub's order.
 * @param filter.week - a pregnancy week; only articles written for it
 * @param filter.category - one of the four categories
 */
export function educationArticles(filter: { week?: number; category?: EducationCategory } = {}): ArticleRecord[] {
  const { week, category } = filter;
  const found = articles.filter(
    (a) =>
      (week === undefined || (a.weeks.from <= week && week <= a.weeks.to)) &&
      (category === undefined || a.category === category),
  );
  if (week === undefined) return found;
  const span = (a: ArticleRecord) => a.weeks.to - a.weeks.from;
  return found.sort((a, b) => span(a) - span(b));
}
