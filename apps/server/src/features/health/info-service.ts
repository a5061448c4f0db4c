import type {
  EducationQuery,
  EducationResponse,
  Guideline,
  GuidelinesQuery,
  GuidelinesResponse,
  PartnerTips,
  SourceLink,
  Vaccine,
  VaccinesResponse,
  WeeklyInfo,
} from '@bloom/contract';
import {
  educationArticles,
  findGuidelines,
  HEALTH_REVIEWED,
  partnerTipsFor,
  vaccines,
  weekInfo,
  type ArticleRecord,
  type GuidelineRecord,
  type SourceRef,
  type VaccineRecord,
} from '@bloom/knowledge';
import { notFound } from '../../platform/errors.ts';

/*
 * The health hub's read-only views of the knowledge base (spec §7 GET /api/health/guidelines,
 * /vaccines, /week/{week} and GET /api/education). Pure: no database, no outside calls.
 */

const link = (s: SourceRef): SourceLink => ({
  organization: s.organization,
  title: s.title,
  url: s.url,
  reviewed: s.reviewed,
});

function toGuideline(r: GuidelineRecord): Guideline {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    category: r.category,
    riskLevel: r.riskLevel,
    recommendations: [...r.recommendations],
    source: r.source.organization,
    sourceUrl: r.source.url,
    lastUpdated: r.source.reviewed,
  };
}

function toVaccine(r: VaccineRecord): Vaccine {
  return {
    id: r.id,
    vaccine: r.vaccine,
    recommendation: r.recommendation,
    timing: r.timing,
    notes: r.notes,
    pregnancySafe: r.pregnancySafe,
    dueWeeks: r.weeks ? { ...r.weeks } : null,
    source: r.source.organization,
    sourceUrl: r.source.url,
    lastUpdated: r.source.reviewed,
  };
}

function toEducationItem(r: ArticleRecord) {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    category: r.category,
    week: r.weeks.from,
    weekTo: r.weeks.to,
    imageUrl: `bloom:illustration/${r.illustration}`,
    illustration: r.illustration,
    sections: r.sections.map((s) => ({ ...s })),
    keyPoints: [...r.keyPoints],
    source: link(r.source),
  };
}

export function listGuidelines(query: GuidelinesQuery): GuidelinesResponse {
  const found = findGuidelines({
    ...(query.category ? { category: query.category } : {}),
    ...(query.search ? { search: query.search } : {}),
  }).map(toGuideline);
  return { guidelines: found, total: found.length };
}

export function listVaccines(): VaccinesResponse {
  return { vaccines: vaccines.map(toVaccine) };
}

/** @param week - 1 to 42 (the route's schema has checked it) */
export function weeklyInfo(week: number): WeeklyInfo {
  const info = weekInfo(week);
  if (!info) throw notFound();
  return {
    week: info.week,
    trimester: info.trimester,
    keyRecommendations: info.keyRecommendations,
    vaccines: info.vaccines.map(toVaccine),
    guidelines: info.guidelines.map(toGuideline),
    sources: info.sources.map(link),
  };
}

/**
 * "How to help this week" for a partner (issue 33): the week's tips with their sources.
 * @param week - 1 to 42 (the route's schema has checked it)
 */
export function partnerTips(week: number): PartnerTips {
  return { week, tips: partnerTipsFor(week).map((t) => ({ id: t.id, text: t.text, source: link(t.source) })) };
}

export function listEducation(query: EducationQuery): EducationResponse {
  const items = educationArticles({
    ...(query.week !== undefined ? { week: query.week } : {}),
    ...(query.category ? { category: query.category } : {}),
  }).map(toEducationItem);
  const newest = items
    .map((i) => i.source.reviewed)
    .sort()
    .at(-1);
  return { items, localContent: true, lastUpdated: newest ?? HEALTH_REVIEWED };
}
