import ICAL from 'ical.js';

/*
 * A strict check of an iCalendar text against the parts of RFC 5545 BLOOM's calendars rely on
 * (her calendar feed, features/reminders, and her calendar export, features/appointments): CRLF
 * line ends (the last line's too), physical lines of at most 75 octets, unfolded lines of the
 * form `NAME *(;PARAM=value) : value`, BEGIN/END properly nested, and each VEVENT with exactly one
 * UID, DTSTAMP and DTSTART, a DTSTAMP in UTC and no TZID without a VTIMEZONE. Then ical.js (an
 * independent parser) reads it back.
 */

export interface ParsedEvent {
  uid: string;
  summary: string | null;
  description: string | null;
  location: string | null;
  sequence: number;
  status: string | null;
  allDay: boolean;
  /** 'YYYY-MM-DD' for an all-day event, else the ISO instant. */
  start: string;
  end: string | null;
  alarms: number;
}

const CONTENT_LINE = /^[A-Za-z0-9-]+(;[A-Za-z0-9-]+=("[^"]*"|[^";:,]*)(,("[^"]*"|[^";:,]*))*)*:/;

/** Problems found, empty when the text is well formed. */
export function icsProblems(text: string): string[] {
  const problems: string[] = [];
  if (!text.endsWith('\r\n')) problems.push('does not end with CRLF');
  if (/(^|[^\r])\n/.test(text)) problems.push('a line ends in a bare LF');
  if (/\r(?!\n)/.test(text)) problems.push('a bare CR');
  const physical = text.replace(/\r\n$/, '').split('\r\n');
  physical.forEach((line, i) => {
    const octets = new TextEncoder().encode(line).length;
    if (octets > 75) problems.push(`line ${i + 1} has ${octets} octets`);
    if (/[\uD800-\uDBFF]$/.test(line) || /^[ \t]?[\uDC00-\uDFFF]/.test(line)) {
      problems.push(`line ${i + 1} splits a character`);
    }
  });
  const logical = text
    .replace(/\r\n[ \t]/g, '')
    .replace(/\r\n$/, '')
    .split('\r\n');
  const stack: string[] = [];
  let event: Map<string, number> | null = null;
  const hasTimezone = logical.includes('BEGIN:VTIMEZONE');
  for (const line of logical) {
    if (!CONTENT_LINE.test(line)) problems.push(`not a content line: ${line}`);
    const name = line.split(/[;:]/, 1)[0]!.toUpperCase();
    const value = line.slice(line.indexOf(':') + 1);
    if (name === 'BEGIN') {
      stack.push(value);
      if (value === 'VEVENT') event = new Map();
      continue;
    }
    if (name === 'END') {
      if (stack.pop() !== value) problems.push(`END:${value} does not close its BEGIN`);
      if (value === 'VEVENT' && event) {
        for (const required of ['UID', 'DTSTAMP', 'DTSTART']) {
          if (event.get(required) !== 1) problems.push(`a VEVENT has ${event.get(required) ?? 0} ${required}`);
        }
        event = null;
      }
      continue;
    }
    if (event && stack.at(-1) === 'VEVENT') event.set(name, (event.get(name) ?? 0) + 1);
    if (name === 'DTSTAMP' && !/^\d{8}T\d{6}Z$/.test(value)) problems.push(`DTSTAMP not in UTC: ${value}`);
    if (/;TZID=/i.test(line) && !hasTimezone) problems.push(`TZID without a VTIMEZONE: ${line}`);
  }
  if (stack.length > 0) problems.push(`unclosed ${stack.join(', ')}`);
  if (logical[0] !== 'BEGIN:VCALENDAR') problems.push('does not begin with BEGIN:VCALENDAR');
  for (const required of ['VERSION:2.0', 'PRODID:']) {
    if (!logical.some((l) => l.startsWith(required))) problems.push(`no ${required}`);
  }
  return problems;
}

/** The feed's events as ical.js reads them (after `icsProblems` found nothing). */
export function parseEvents(text: string): ParsedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    const text = (name: string) => {
      const value = component.getFirstPropertyValue(name);
      return value == null ? null : String(value);
    };
    const allDay = event.startDate.isDate;
    const show = (t: ICAL.Time | null) => (t === null ? null : t.isDate ? t.toString() : t.toJSDate().toISOString());
    return {
      uid: event.uid,
      summary: text('summary'),
      description: text('description'),
      location: text('location'),
      sequence: event.sequence,
      status: text('status'),
      allDay,
      start: show(event.startDate)!,
      end: show(event.endDate ?? null),
      alarms: component.getAllSubcomponents('valarm').length,
    };
  });
}
