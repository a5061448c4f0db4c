import { callAs } from './accounts.ts';

/** Today in the test machine's calendar, as YYYY-MM-DD. */
export const today = () => new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10);

/** Her own words for what she logs (in whatever language she writes). */
export interface HerWords {
  symptoms: readonly (readonly [name: string, severity: number])[];
  symptomNotes: string;
  entryTitle: string;
  appointmentTitle: string;
}

/**
 * She has used the app for a while: symptoms, moods (as the mood dialog stores them), a calendar
 * note, an appointment in three days, a kick session, a weight and three contractions an hour
 * ago, so every page that lists something has something to list.
 */
export async function seedEveryTool(token: string, words: HerWords) {
  for (const [name, severity] of words.symptoms) {
    await callAs(token, '/api/symptoms', { method: 'POST', body: { name, severity, notes: words.symptomNotes } });
  }
  for (const mood of ['Happy', 'Tired'] as const) {
    await callAs(token, '/api/moods', { method: 'POST', body: { mood, energy: 3, tags: ['work'], notes: '' } });
  }
  await callAs(token, '/api/calendar/entries', {
    method: 'POST',
    body: { type: 'note', title: words.entryTitle, date: today() },
  });
  await callAs(token, '/api/appointments', {
    method: 'POST',
    body: {
      providerId: 'npi-0100000013',
      title: words.appointmentTitle,
      type: 'Ultrasound',
      dateTime: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    },
  });
  const start = Date.now() - 60 * 60_000;
  await callAs(token, '/api/kick-sessions', {
    method: 'POST',
    body: {
      startedAt: new Date(start).toISOString(),
      endedAt: new Date(start + 20 * 60_000).toISOString(),
      kicks: 10,
      tenthKickAt: new Date(start + 18 * 60_000).toISOString(),
    },
  });
  await callAs(token, '/api/weights', { method: 'POST', body: { date: today(), weightKg: 68.4 } });
  for (let i = 3; i >= 1; i--) {
    const at = Date.now() - i * 6 * 60_000;
    await callAs(token, '/api/contractions', {
      method: 'POST',
      body: { startedAt: new Date(at).toISOString(), endedAt: new Date(at + 50_000).toISOString() },
    });
  }
}
