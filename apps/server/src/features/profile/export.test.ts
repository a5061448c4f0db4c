import { userExportSchema } from '@bloom/contract';
import { checklists } from '@bloom/knowledge';
import { getTableName } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app.ts';
import { PERSONAL_DATA } from '../../personal-data.ts';
import { seedUserData, userReferenceColumns } from './test-seed.ts';

// The value sets of FHIR R4 used here (hl7.org/fhir/R4/valueset-*.html).
const BUNDLE_TYPES = [
  'document',
  'message',
  'transaction',
  'transaction-response',
  'batch',
  'batch-response',
  'history',
  'searchset',
  'collection',
];
const OBSERVATION_STATUSES = [
  'registered',
  'preliminary',
  'final',
  'amended',
  'corrected',
  'cancelled',
  'entered-in-error',
  'unknown',
];
const APPOINTMENT_STATUSES = [
  'proposed',
  'pending',
  'booked',
  'arrived',
  'fulfilled',
  'cancelled',
  'noshow',
  'entered-in-error',
  'checked-in',
  'waitlist',
];
const PARTICIPATION_STATUSES = ['accepted', 'declined', 'tentative', 'needs-action'];
const ADMINISTRATIVE_GENDERS = ['male', 'female', 'other', 'unknown'];
const FHIR_ID = /^[A-Za-z0-9\-.]{1,64}$/;
const FHIR_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
/** A FHIR dateTime that is a calendar date only (a weight is logged for a day). */
const FHIR_DATE = /^\d{4}-\d{2}-\d{2}$/;

interface FhirResource {
  resourceType: string;
  [key: string]: unknown;
}

describe('My data: export as JSON, FHIR R4 and iCalendar', () => {
  let t: TestApp;
  let alma: TestUser;
  let bea: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    alma = await t.createUser({
      firstName: 'Alma',
      lastName: 'Reyes',
      phoneNumber: '+1 555 0100',
      dateOfBirth: '1992-06-01',
      homeZip: '94110',
      pregnancyWeeks: 20,
    });
    bea = await t.createUser({ firstName: 'Bea', lastName: 'Stone' });
    const almaPartner = await t.createUser({ firstName: 'Pablo', isPregnant: false });
    const beaPartner = await t.createUser({ firstName: 'Quinn', isPregnant: false });
    await seedUserData(t.database.db, alma, 'ALMA', almaPartner.id);
    await seedUserData(t.database.db, bea, 'BEA', beaPartner.id);
  });
  afterAll(() => t.close());

  const get = (user: TestUser, url: string) => t.app.inject({ url, headers: user.headers });

  it('is for signed-in users only', async () => {
    for (const url of ['/api/user/export', '/api/user/export/fhir', '/api/user/export/appointments.ics']) {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    }
  });

  it('holds every kind of row she has, and only hers', async () => {
    const res = await get(alma, '/api/user/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="bloom-export-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = userExportSchema.parse(res.json());
    expect(data.profile).toMatchObject({ id: alma.id, firstName: 'Alma', email: alma.email, homeZip: '94110' });
    expect(data.profile.pregnancyWeeks).toBe(20);
    // Her language is part of her profile (issue 35).
    expect(data.profile.locale).toBe('en');
    expect(data.symptoms).toEqual([expect.objectContaining({ name: 'ALMA nausea', severity: 3, notes: 'ALMA note' })]);
    expect(data.moods).toEqual([expect.objectContaining({ mood: 'Calm', energy: 4, tags: ['ALMA-tag'] })]);
    expect(data.calendarEntries.map((e) => e.title)).toEqual(['ALMA entry']);
    expect(data.appointments.map((a) => [a.title, a.status, a.providerName])).toEqual([
      ['ALMA checkup', 'scheduled', 'ALMA Dr. Own'],
      ['ALMA ultrasound', 'cancelled', null],
    ]);
    expect(data.providers.map((p) => p.name)).toEqual(['ALMA Dr. Own']);
    expect(data.foodChecks.map((f) => f.foodName)).toEqual(['ALMA salmon']);
    expect(data.kickSessions).toEqual([
      expect.objectContaining({ kicks: 12, tenthKickAt: '2026-03-01T20:21:00.000Z', lessThanUsual: true }),
    ]);
    expect(data.contractions).toEqual([
      expect.objectContaining({ startedAt: '2026-03-01T21:00:00.000Z', endedAt: '2026-03-01T21:01:02.000Z' }),
    ]);
    expect(data.weightProfile).toEqual({
      prePregnancyWeightKg: 62.5,
      heightCm: 168,
      units: 'imperial',
      twins: false,
      updatedAt: '2026-01-10T09:00:00.000Z',
    });
    expect(data.weights.map(({ date, weightKg }) => [date, weightKg])).toEqual([
      ['2026-02-01', 64.8],
      ['2026-03-01', 66.2],
    ]);
    expect(
      data.checklistItems.map(({ list, suggestionId, text, done, removed, position }) => ({
        list,
        suggestionId,
        text,
        done,
        removed,
        position,
      })),
    ).toEqual([
      {
        list: 'hospital-bag',
        suggestionId: null,
        text: 'ALMA phone charger',
        done: false,
        removed: false,
        position: 14,
      },
      {
        list: 'hospital-bag',
        suggestionId: 'bag-notes',
        text: checklists[0]!.items[0]!.text,
        done: true,
        removed: false,
        position: null,
      },
    ]);
    expect(data.chatMessages.map((m) => m.message).sort()).toEqual(['ALMA answer', 'ALMA question']);
    expect(data.usageStats).toEqual([expect.objectContaining({ featureType: 'text_chat', durationSeconds: 60 })]);
    expect(data.promoRedemptions).toHaveLength(1);
    expect(data.chatAllowance).toEqual(expect.objectContaining({ day: '2026-03-01', sessionsUsed: 1 }));
    expect(data.chatIssuedReplies).toEqual([expect.objectContaining({ replyHash: 'ALMA-hash', used: true })]);
    expect(data.syncRequests).toEqual([
      expect.objectContaining({ role: 'partner', status: 'approved', otherName: 'Pablo User' }),
    ]);
    expect(data.syncConnections).toEqual([expect.objectContaining({ role: 'parent', otherName: 'Pablo User' })]);
    expect(data.pendingEmails.map((m) => m.subject)).toEqual(['ALMA waiting mail']);
    expect(data.auditEvents.map((e) => e.action)).toEqual(['ALMA.read']);
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);

    // Nothing of Bea's, and no secret of Alma's, anywhere in the file.
    const text = res.body;
    expect(text).not.toMatch(/BEA|Bea|Quinn/);
    expect(text).not.toContain(bea.id);
    expect(text).not.toContain(alma.token);
    expect(text).not.toMatch(/passwordHash|password_hash|tokenHash|\$argon2/);
  });

  it("holds the foods she searched a moment before, written off their searches' path", async () => {
    const cleo = await t.createUser({ firstName: 'Cleo' });
    for (const food of ['salmon', 'brie', 'kale']) {
      expect((await get(cleo, `/api/food-safety/search/${food}`)).statusCode).toBe(200);
    }
    const data = userExportSchema.parse((await get(cleo, '/api/user/export')).json());
    // Brie is answered as soft cheese: one check per food she searched.
    expect(data.foodChecks.map((f) => f.foodName.toLowerCase()).sort()).toEqual(['kale', 'salmon', 'soft cheese']);
  });

  it('gives the other user her own data', async () => {
    const data = userExportSchema.parse((await get(bea, '/api/user/export')).json());
    expect(data.profile.id).toBe(bea.id);
    expect(data.symptoms.map((s) => s.name)).toEqual(['BEA nausea']);
    expect(JSON.stringify(data)).not.toMatch(/ALMA|Alma|Pablo/);
  });

  it('does not name whom she asked to sync with until they approve', async () => {
    const asker = await t.createUser({ firstName: 'Rosa', isPregnant: false });
    const asked = await t.createUser({ firstName: 'Secret', lastName: 'Person' });
    await t.app.inject({
      method: 'POST',
      url: '/api/parent-sync/request',
      headers: asker.headers,
      payload: { partnerEmail: asked.email },
    });
    const res = await get(asker, '/api/user/export');
    expect(res.statusCode).toBe(200);
    const data = userExportSchema.parse(res.json());
    expect(data.syncRequests).toEqual([
      expect.objectContaining({ role: 'requester', status: 'pending', otherName: null, otherEmail: null }),
    ]);
    expect(res.body).not.toContain(asked.email);
    expect(res.body).not.toContain('Secret');
  });

  it('keeps a request she sent to an address without an account', async () => {
    const asker = await t.createUser({ firstName: 'Rosa', isPregnant: false });
    await t.app.inject({
      method: 'POST',
      url: '/api/parent-sync/request',
      headers: asker.headers,
      payload: { partnerEmail: `nobody-${Date.now()}@example.com` },
    });
    const data = userExportSchema.parse((await get(asker, '/api/user/export')).json());
    expect(data.syncRequests).toEqual([
      expect.objectContaining({ role: 'requester', status: 'pending', otherName: null }),
    ]);
  });

  it('covers every column that refers to a user', async () => {
    // A table that refers to users must be registered in the personal-data registry (its owner's
    // export sections and deletion; apps/server/src/personal-data.ts, personal-data.test.ts).
    const registered = new Set(PERSONAL_DATA.flatMap((part) => part.tables.map(getTableName)));
    const columns = await userReferenceColumns(t.database.db);
    expect(columns).toContain('symptoms.user_id');
    expect(columns.filter((column) => !registered.has(column.split('.')[0]!))).toEqual([]);
  });

  describe('FHIR R4 Bundle', () => {
    let bundle: {
      resourceType: string;
      type: string;
      timestamp: string;
      entry: { fullUrl: string; resource: FhirResource; request: { method: string; url: string } }[];
    };
    const ofType = (type: string) => bundle.entry.map((e) => e.resource).filter((r) => r.resourceType === type);

    beforeAll(async () => {
      const res = await get(alma, '/api/user/export/fhir');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/fhir\+json/);
      bundle = res.json();
    });

    it('is a transaction with a timestamp, each entry with a unique full URL, a resource and its conditional create', () => {
      // The standards in depth (schema, FHIR.js, codes, stable ids): fhir-standards.test.ts.
      expect(bundle.resourceType).toBe('Bundle');
      expect(BUNDLE_TYPES).toContain(bundle.type);
      expect(bundle.type).toBe('transaction');
      expect(bundle.timestamp).toMatch(FHIR_DATE_TIME);
      const urls = bundle.entry.map((e) => e.fullUrl);
      expect(new Set(urls).size).toBe(urls.length);
      for (const entry of bundle.entry) {
        expect(entry.fullUrl).toMatch(/^urn:uuid:/);
        expect(entry.fullUrl.slice('urn:uuid:'.length)).toMatch(FHIR_ID);
        expect(entry.request).toMatchObject({ method: 'POST', url: entry.resource.resourceType });
      }
    });

    it('has one Patient with her name, gender and birth date', () => {
      const [patient, ...more] = ofType('Patient');
      expect(more).toEqual([]);
      expect(bundle.entry.find((e) => e.resource === patient)?.fullUrl).toBe(`urn:uuid:${alma.id}`);
      expect(patient).toMatchObject({
        name: [{ family: 'Reyes', given: ['Alma'] }],
        birthDate: '1992-06-01',
        telecom: expect.arrayContaining([{ system: 'email', value: alma.email }]),
        address: [expect.objectContaining({ postalCode: '94110' })],
      });
      expect(ADMINISTRATIVE_GENDERS).toContain(patient!.gender);
    });

    it('has an Observation per symptom, mood, kick session, contraction and weight (and her pregnancy status, gestational age, due date, weight before pregnancy and height), each with status, code and subject', () => {
      const observations = ofType('Observation');
      expect(observations).toHaveLength(11);
      for (const o of observations) {
        expect(OBSERVATION_STATUSES).toContain(o.status);
        const code = o.code as { coding?: { system: string; code: string }[]; text?: string };
        expect(code.text ?? code.coding?.[0]?.code).toBeTruthy();
        expect(o.subject).toMatchObject({ reference: `urn:uuid:${alma.id}` });
        // A weight is logged for a day; her pregnancy is stated for the export's day.
        const forADay = ['29463-7', '82810-3', '18185-9', '11778-8'].includes(
          (o.code as { coding?: { code: string }[] }).coding?.[0]?.code ?? '',
        );
        expect(o.effectiveDateTime ?? (o.effectivePeriod as { start: string }).start).toMatch(
          forADay ? FHIR_DATE : FHIR_DATE_TIME,
        );
        for (const component of (o.component ?? []) as { code: { text: string } }[]) {
          expect(component.code.text).toBeTruthy();
        }
      }
      const symptom = observations.find((o) => (o.code as { text: string }).text === 'ALMA nausea');
      expect(symptom).toMatchObject({
        category: [{ coding: [{ code: 'survey' }] }],
        component: [{ valueInteger: 3 }],
        note: [{ text: 'ALMA note' }],
      });
      const mood = observations.find((o) => (o.code as { text: string }).text === 'Mood');
      expect(mood).toMatchObject({
        valueString: 'Calm',
        component: [{ valueInteger: 4 }, { valueString: 'ALMA-tag' }],
      });
      const kicks = observations.find((o) => (o.code as { text?: string }).text?.includes('kick count'));
      expect(kicks).toMatchObject({
        effectivePeriod: { start: '2026-03-01T20:00:00.000Z', end: '2026-03-01T20:30:00.000Z' },
        valueQuantity: { value: 12 },
        component: [{ valueQuantity: { value: 21 * 60, code: 's' } }, { valueBoolean: true }],
      });
      const contraction = observations.find((o) => (o.code as { text?: string }).text?.includes('contraction'));
      expect(contraction).toMatchObject({
        effectivePeriod: { start: '2026-03-01T21:00:00.000Z', end: '2026-03-01T21:01:02.000Z' },
        valueQuantity: { value: 62, unit: 's', code: 's' },
      });
      const loinc = (code: string) =>
        observations.filter((o) => (o.code as { coding?: { code: string }[] }).coding?.[0]?.code === code);
      expect(loinc('29463-7').map((o) => [o.effectiveDateTime, o.valueQuantity])).toEqual([
        ['2026-02-01', expect.objectContaining({ value: 64.8, unit: 'kg', code: 'kg' })],
        ['2026-03-01', expect.objectContaining({ value: 66.2, unit: 'kg', code: 'kg' })],
      ]);
      expect(loinc('56077-1')).toEqual([
        expect.objectContaining({ category: [{ coding: [expect.objectContaining({ code: 'vital-signs' })] }] }),
      ]);
      expect(loinc('56077-1')[0]!.valueQuantity).toMatchObject({ value: 62.5, unit: 'kg' });
      expect(loinc('8302-2')[0]!.valueQuantity).toMatchObject({ value: 168, unit: 'cm' });
      const due = observations.find((o) => (o.code as { coding?: { code: string }[] }).coding?.[0]?.code === '11778-8');
      expect(due?.valueDateTime).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });

    it('has a CarePlan per checklist she changed, each item an activity with its status', () => {
      expect(ofType('CarePlan')).toEqual([
        expect.objectContaining({
          status: 'active',
          intent: 'plan',
          title: 'Hospital bag',
          subject: expect.objectContaining({ reference: `urn:uuid:${alma.id}` }),
          activity: [
            { detail: { status: 'not-started', description: 'ALMA phone charger' } },
            { detail: { status: 'completed', description: checklists[0]!.items[0]!.text } },
          ],
        }),
      ]);
    });

    it('has an Appointment per appointment with a valid status, start, end and participants', () => {
      const list = ofType('Appointment');
      expect(list).toHaveLength(2);
      for (const a of list) {
        expect(APPOINTMENT_STATUSES).toContain(a.status);
        // app-3: only proposed or cancelled appointments may lack start and end.
        expect(a.start).toMatch(FHIR_DATE_TIME);
        expect(a.end).toMatch(FHIR_DATE_TIME);
        expect(Date.parse(a.end as string)).toBeGreaterThan(Date.parse(a.start as string));
        const participants = a.participant as { status: string; actor?: { reference?: string; display?: string } }[];
        expect(participants.length).toBeGreaterThanOrEqual(1);
        for (const p of participants) {
          expect(PARTICIPATION_STATUSES).toContain(p.status);
          // app-1: a participant names a type or an actor.
          expect(p.actor).toBeDefined();
        }
        expect(participants[0]!.actor!.reference).toBe(`urn:uuid:${alma.id}`);
      }
      const booked = list.find((a) => a.description === 'ALMA checkup');
      expect(booked).toMatchObject({
        status: 'booked',
        start: '2027-04-02T15:30:00.000Z',
        appointmentType: { text: 'Regular Checkup' },
      });
      expect(list.find((a) => a.description === 'ALMA ultrasound')?.status).toBe('cancelled');
    });

    it('holds nothing of the other user', () => {
      expect(JSON.stringify(bundle)).not.toMatch(/BEA|Bea/);
    });
  });

  describe('iCalendar', () => {
    it('parses back with ical.js into her appointments and calendar entries', async () => {
      const res = await get(alma, '/api/user/export/appointments.ics');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/calendar/);
      expect(res.headers['content-disposition']).toMatch(/filename="bloom-appointments-\d{4}-\d{2}-\d{2}\.ics"/);
      expect(res.body).not.toMatch(/BEA/);

      const calendar = new ICAL.Component(ICAL.parse(res.body));
      expect(calendar.name).toBe('vcalendar');
      const events = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
      expect(events.map((e) => e.summary)).toEqual(['ALMA checkup', 'ALMA ultrasound', 'ALMA entry']);
      const [checkup, ultrasound] = events;
      expect(checkup!.startDate.toJSDate().toISOString()).toBe('2027-04-02T15:30:00.000Z');
      expect(checkup!.endDate.toJSDate().toISOString()).toBe('2027-04-02T16:30:00.000Z');
      expect(checkup!.location).toBe('ALMA clinic, room 4');
      // Commas, colons and new lines in text survive the file's escaping.
      expect(checkup!.description).toBe(
        'Regular Checkup\nProvider: ALMA Dr. Own\nNotes: ALMA: bring results, ask about iron',
      );
      expect(checkup!.uid).toMatch(/@bloom$/);
      expect(checkup!.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
      expect(ultrasound!.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    });

    it('is an empty calendar for someone without appointments or entries', async () => {
      const loner = await t.createUser();
      const res = await get(loner, '/api/user/export/appointments.ics');
      const calendar = new ICAL.Component(ICAL.parse(res.body));
      expect(calendar.getAllSubcomponents('vevent')).toEqual([]);
    });
  });
});
