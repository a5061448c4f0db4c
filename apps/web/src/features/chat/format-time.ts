// Spec §9: times in en-US 12-hour format.
const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true });
const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

const valid = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** '3:04 PM' */
export const formatMessageTime = (iso: string) => {
  const date = valid(iso);
  return date ? time.format(date) : '';
};

/** 'Jun 5, 2026, 3:04 PM' (the call card shows the date too). */
export const formatMessageDateTime = (iso: string) => {
  const date = valid(iso);
  return date ? dateTime.format(date) : '';
};
