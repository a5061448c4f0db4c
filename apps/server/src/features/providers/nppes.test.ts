import { readFileSync } from 'node:fs';
import { INSURANCE_CARRIERS, isValidNpi, SPECIALTIES } from '@bloom/contract';
import { describe, expect, it } from 'vitest';
import { SAMPLE_DIRECTORY_FILE } from './directory.ts';
import { NPPES_SAMPLE } from './nppes-fixture.ts';
import { readDirectoryCsv, specialtyOfTaxonomy } from './nppes.ts';

describe('reading an NPPES-style directory CSV', () => {
  const { rows, problems } = readDirectoryCsv(NPPES_SAMPLE);

  it('reads the good rows whatever the column order, turning registry capitals into names', () => {
    expect(rows.map((r) => r.line)).toEqual([2, 3, 8]);
    expect(rows[0]).toEqual({
      line: 2,
      isSample: false,
      input: {
        npi: '1234567893',
        name: 'Dr. Adaeze Okafor',
        specialty: 'Obstetrics & Gynecology',
        practice: 'Red River Women’s Clinic',
        phone: '5125550180',
        street: '2400 Red River St, Suite 210',
        city: 'Austin',
        state: 'TX',
        zipCode: '78705',
        lat: null,
        lng: null,
        rating: 4.7,
        reviewCount: 88,
        acceptsNewPatients: true,
        insurance: ['Aetna', 'Cigna'],
        features: ['Telehealth Available'],
      },
    });
    expect(rows[1]!.input).toMatchObject({
      name: 'Maren Lindqvist, CNM',
      specialty: 'Certified Nurse Midwife',
      street: '18 Harbor View Rd, Building B',
      state: 'WA',
      lat: 47.61,
      lng: -122.33,
      insurance: ['Kaiser Permanente', 'Medicaid'],
    });
    expect(rows[2]!.input).toMatchObject({
      name: 'Little Sprouts Pediatrics Llc',
      practice: 'Little Sprouts Pediatrics Llc',
      specialty: 'Pediatrician',
      rating: null,
      reviewCount: 0,
      acceptsNewPatients: null,
    });
  });

  it('reports each malformed row by its line number and keeps going', () => {
    expect(problems).toEqual([
      { line: 4, message: 'NPI: An NPI is 10 digits with a valid check digit' },
      { line: 5, message: expect.stringMatching(/^taxonomy 207X00000X is not one of BLOOM's specialties/) },
      {
        line: 6,
        message: 'Provider Business Practice Location Address State Name: Use a two-letter US state code, such as TX',
      },
      { line: 7, message: 'expected 23 fields but found 6' },
      { line: 9, message: 'Rating: Rating must be a number from 0 to 5' },
    ]);
  });

  it('refuses a file without the required registry columns, naming them', () => {
    const result = readDirectoryCsv('NPI,Provider First Name\n1234567893,Ada\n');
    expect(result.rows).toEqual([]);
    expect(result.problems).toEqual([
      { line: 1, message: expect.stringMatching(/^missing columns: Provider Last Name \(Legal Name\), /) },
    ]);
  });

  it('maps the NUCC taxonomy codes of the five specialties', () => {
    expect(specialtyOfTaxonomy('207V00000X')).toBe('Obstetrics & Gynecology');
    expect(specialtyOfTaxonomy('207VG0400X')).toBe('Obstetrics & Gynecology');
    expect(specialtyOfTaxonomy('207VM0101X')).toBe('Maternal-Fetal Medicine');
    expect(specialtyOfTaxonomy('207ve0102x')).toBe('Fertility Specialist');
    expect(specialtyOfTaxonomy('367A00000X')).toBe('Certified Nurse Midwife');
    expect(specialtyOfTaxonomy('2080P0216X')).toBe('Pediatrician');
    expect(specialtyOfTaxonomy('207X00000X')).toBeUndefined();
  });

  it('checks NPIs with the CMS check-digit rule', () => {
    expect(isValidNpi('1234567893')).toBe(true);
    expect(isValidNpi('1234567890')).toBe(false);
    expect(isValidNpi('123456789')).toBe(false);
  });
});

describe('the shipped sample directory', () => {
  const { rows, problems } = readDirectoryCsv(readFileSync(SAMPLE_DIRECTORY_FILE, 'utf8'));

  it('reads without a problem', () => {
    expect(problems).toEqual([]);
  });

  it('has at least 150 providers over at least 20 US metro areas', () => {
    expect(rows.length).toBeGreaterThanOrEqual(150);
    // A metro area here is a 3-digit ZIP prefix (a USPS sectional centre).
    expect(new Set(rows.map((r) => r.input.zipCode.slice(0, 3))).size).toBeGreaterThanOrEqual(20);
  });

  it('covers all five specialties and the six insurance carriers', () => {
    expect(new Set(rows.map((r) => r.input.specialty))).toEqual(new Set(SPECIALTIES));
    for (const carrier of INSURANCE_CARRIERS) {
      expect(
        rows.some((r) => r.input.insurance.includes(carrier)),
        carrier,
      ).toBe(true);
    }
  });

  it('is marked as sample data and cannot be mistaken for real providers', () => {
    expect(rows.every((r) => r.isSample)).toBe(true);
    // Phone numbers in the 555-0100…0199 range reserved for fiction; NPIs starting with 0 are never issued.
    expect(rows.every((r) => /^\d{3}5550[1]\d\d$/.test(r.input.phone))).toBe(true);
    expect(rows.every((r) => r.input.npi?.startsWith('0'))).toBe(true);
    expect(new Set(rows.map((r) => r.input.npi)).size).toBe(rows.length);
  });

  it('places every office with coordinates', () => {
    expect(rows.every((r) => r.input.lat !== null && r.input.lng !== null)).toBe(true);
  });
});
