import type { CareStepId, CareStepStatus, CareTimelineItem } from '@bloom/contract';
import { careTimeline, type CareSeason, type CareStep, type CareWeeks } from '@bloom/knowledge';
import { addIsoDays, DAYS_FROM_LMP } from '@bloom/pregnancy';

/*
 * Her care timeline dated from her due date (decision 019). Week w day d of pregnancy is the
 * day `start + 7w + d`, where `start` is 280 days (Naegele) before the due date; a step of
 * weeks a-b runs from week a day 0 through week b day 6, both included.
 */

const WEEK_DAYS = 7;

/** Where `today` stands against the window [from, until] (ISO dates compare as text). */
export function statusOf(from: string, until: string, today: string): CareStepStatus {
  if (today < from) return 'upcoming';
  return today > until ? 'past' : 'now';
}

export function weeksWindow(start: string, weeks: CareWeeks): { from: string; until: string } {
  return { from: addIsoDays(start, WEEK_DAYS * weeks.from), until: addIsoDays(start, WEEK_DAYS * weeks.to + 6) };
}

/** Whether the month of an ISO date lies in the season (which may wrap over the new year). */
export function inSeason(isoDate: string, season: CareSeason): boolean {
  const month = Number(isoDate.slice(5, 7));
  return season.fromMonth <= season.toMonth
    ? month >= season.fromMonth && month <= season.toMonth
    : month >= season.fromMonth || month <= season.toMonth;
}

/** The part of [from, until] in the season, or null (a window shorter than the off-season has at most one part). */
function seasonPart(from: string, until: string, season: CareSeason): { from: string; until: string } | null {
  let first: string | null = null;
  let last: string | null = null;
  for (let day = from; day <= until; day = addIsoDays(day, 1)) {
    if (inSeason(day, season)) {
      first ??= day;
      last = day;
    }
  }
  return first && last ? { from: first, until: last } : null;
}

/** Each flu season ('YYYY-MM-01' of its first month to the end of its last) that meets [from, until]. */
function fluSeasons(from: string, until: string, season: CareSeason) {
  const seasons: { year: number; from: string; until: string }[] = [];
  const pad = (n: number) => String(n).padStart(2, '0');
  for (let year = Number(from.slice(0, 4)) - 1; year <= Number(until.slice(0, 4)); year += 1) {
    const endYear = season.fromMonth <= season.toMonth ? year : year + 1;
    const opens = `${year}-${pad(season.fromMonth)}-01`;
    const closes = addIsoDays(
      season.toMonth === 12 ? `${endYear + 1}-01-01` : `${endYear}-${pad(season.toMonth + 1)}-01`,
      -1,
    );
    const part = { from: opens > from ? opens : from, until: closes < until ? closes : until };
    if (part.from <= part.until) seasons.push({ year, ...part });
  }
  return seasons;
}

function item(
  key: string,
  step: CareStepId,
  text: CareStep,
  window: { from: string; until: string },
  today: string,
  inSeasonFlag: boolean | null = null,
  title: string = text.title,
): CareTimelineItem {
  return {
    key,
    step,
    title,
    text: text.text,
    ...window,
    status: statusOf(window.from, window.until, today),
    inSeason: inSeasonFlag,
    source: { ...text.source },
  };
}

/**
 * The steps of her care timeline, by their first day.
 * @param dueDate - her due date, 'YYYY-MM-DD'
 * @param today - today in her time zone, 'YYYY-MM-DD'
 */
export function careTimelineFor(dueDate: string, today: string): CareTimelineItem[] {
  const start = addIsoDays(dueDate, -DAYS_FROM_LMP);
  const t = careTimeline;
  const items: CareTimelineItem[] = [
    item('glucose', 'glucose', t.glucose, weeksWindow(start, t.glucose.weeks), today),
    item('tdap', 'tdap', t.tdap, weeksWindow(start, t.tdap.weeks), today),
    item('gbs', 'gbs', t.gbs, weeksWindow(start, t.gbs.weeks), today),
  ];
  const rsvWeeks = weeksWindow(start, t.rsv.weeks);
  const rsvPart = seasonPart(rsvWeeks.from, rsvWeeks.until, t.rsv.season);
  items.push(
    rsvPart
      ? item('rsv', 'rsv', t.rsv, rsvPart, today, true)
      : item('rsv', 'rsv', t.rsvOutOfSeason, rsvWeeks, today, false),
  );
  for (const season of fluSeasons(start, dueDate, t.flu.season)) {
    const label = `${season.year}–${String((season.year + 1) % 100).padStart(2, '0')}`;
    items.push(item(`flu-${season.year}`, 'flu', t.flu, season, today, null, `${t.flu.title} (${label} season)`));
  }
  items.push(
    item(
      'postpartum',
      'postpartum',
      t.postpartum,
      { from: dueDate, until: addIsoDays(dueDate, t.postpartum.visitByDays) },
      today,
    ),
  );
  return items.sort((a, b) => (a.from === b.from ? a.until.localeCompare(b.until) : a.from.localeCompare(b.from)));
}
