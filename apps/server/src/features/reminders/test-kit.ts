// The strict RFC 5545 check and ical.js reading live with the other cross-feature test helpers:
// her calendar export (features/appointments) is checked the same way.
export { icsProblems, parseEvents, type ParsedEvent } from '../../testing/ics.ts';
