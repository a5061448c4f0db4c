import { formatDate } from '@/lib/i18n/index.ts';

// Spec §9: times in en-US 12-hour format ('3:04 PM'); in Spanish es-US's ('3:04 p.m.').
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', hour12: true };
const DATE_TIME: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric', ...TIME };

const valid = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** '3:04 PM' */
export const formatMessageTime = (iso: string) => {
  const date = valid(iso);
  return date ? formatDate(date, TIME) : '';
};

/** 'Jun 5, 2026, 3:04 PM' (the call card shows the date too). */
export const formatMessageDateTime = (iso: string) => {
  const date = valid(iso);
  return date ? formatDate(date, DATE_TIME) : '';
};
