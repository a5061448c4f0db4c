import {
  directoryProviderCreateSchema,
  SPECIALTIES,
  type DirectoryProviderInput,
  type Specialty,
} from '@bloom/contract';
import { CsvSyntaxError, parseCsv, type CsvRecord } from './csv.ts';

/**
 * Reading a provider directory from CSV whose columns follow the public NPPES NPI registry export
 * (CMS "NPPES Downloadable File": `NPI`, `Provider Last Name (Legal Name)`, …), plus the columns
 * BLOOM needs that NPPES does not have (practice name, coordinates, insurance, rating…). Columns
 * are found by name, in any order and any case, so a full 330-column NPPES file works as it is.
 */
export const NPPES_COLUMNS = {
  npi: 'NPI',
  entityType: 'Entity Type Code',
  lastName: 'Provider Last Name (Legal Name)',
  firstName: 'Provider First Name',
  prefix: 'Provider Name Prefix Text',
  credential: 'Provider Credential Text',
  organization: 'Provider Organization Name (Legal Business Name)',
  street: 'Provider First Line Business Practice Location Address',
  street2: 'Provider Second Line Business Practice Location Address',
  city: 'Provider Business Practice Location Address City Name',
  state: 'Provider Business Practice Location Address State Name',
  postalCode: 'Provider Business Practice Location Address Postal Code',
  phone: 'Provider Business Practice Location Address Telephone Number',
  taxonomy: 'Healthcare Provider Taxonomy Code_1',
} as const;

/** BLOOM's own columns. Lists are separated by semicolons; Y/N (or yes/no, true/false) for flags. */
export const BLOOM_COLUMNS = {
  practice: 'Practice Name',
  lat: 'Latitude',
  lng: 'Longitude',
  insurance: 'Insurance',
  features: 'Features',
  rating: 'Rating',
  reviewCount: 'Review Count',
  acceptsNewPatients: 'Accepts New Patients',
  sample: 'Sample',
} as const;

const REQUIRED: readonly string[] = [
  NPPES_COLUMNS.npi,
  NPPES_COLUMNS.lastName,
  NPPES_COLUMNS.firstName,
  NPPES_COLUMNS.street,
  NPPES_COLUMNS.city,
  NPPES_COLUMNS.state,
  NPPES_COLUMNS.postalCode,
  NPPES_COLUMNS.phone,
  NPPES_COLUMNS.taxonomy,
];

/**
 * NUCC Health Care Provider Taxonomy codes of BLOOM's five specialties. A whole group maps to
 * its specialty (any OB/GYN subspecialty without its own entry is Obstetrics & Gynecology, any
 * 2080… code is a pediatrician).
 */
const TAXONOMY_SPECIALTIES: [RegExp, Specialty][] = [
  [/^207VM0101X$/, 'Maternal-Fetal Medicine'],
  [/^207VE0102X$/, 'Fertility Specialist'],
  [/^207V/, 'Obstetrics & Gynecology'],
  [/^367A00000X$/, 'Certified Nurse Midwife'],
  [/^176B00000X$/, 'Certified Nurse Midwife'],
  [/^2080/, 'Pediatrician'],
];

/** The specialty of a NUCC taxonomy code, or undefined for one outside prenatal and infant care. */
export function specialtyOfTaxonomy(code: string): Specialty | undefined {
  const normalized = code.trim().toUpperCase();
  return TAXONOMY_SPECIALTIES.find(([pattern]) => pattern.test(normalized))?.[1];
}

export interface DirectoryRow {
  line: number;
  input: DirectoryProviderInput;
  isSample: boolean;
}

export interface RowProblem {
  line: number;
  message: string;
}

export interface DirectoryFile {
  rows: DirectoryRow[];
  problems: RowProblem[];
}

/** Which column a field of the admin schema came from, to name it in a problem. */
const FIELD_COLUMNS: Record<string, string> = {
  npi: NPPES_COLUMNS.npi,
  name: `${NPPES_COLUMNS.firstName} / ${NPPES_COLUMNS.lastName}`,
  practice: BLOOM_COLUMNS.practice,
  phone: NPPES_COLUMNS.phone,
  street: NPPES_COLUMNS.street,
  city: NPPES_COLUMNS.city,
  state: NPPES_COLUMNS.state,
  zipCode: NPPES_COLUMNS.postalCode,
  lat: BLOOM_COLUMNS.lat,
  lng: BLOOM_COLUMNS.lng,
  rating: BLOOM_COLUMNS.rating,
  reviewCount: BLOOM_COLUMNS.reviewCount,
  insurance: BLOOM_COLUMNS.insurance,
  features: BLOOM_COLUMNS.features,
};

const list = (value: string) =>
  value
    .split(';')
    .map((v) => v.trim())
    .filter(Boolean);

const FLAGS: Record<string, boolean> = {
  y: true,
  yes: true,
  true: true,
  '1': true,
  n: false,
  no: false,
  false: false,
  '0': false,
};

/** A number column: blank is "not given", anything unreadable is passed on for the schema to refuse. */
const numberOrBlank = (value: string): number | string | undefined =>
  value.trim() === '' ? undefined : Number.isFinite(Number(value)) ? Number(value) : value;

/** 'Dr. Ada Lovelace' with a prefix, 'Ada Lovelace, CNM' with a credential, else the plain name. */
function displayName(get: (column: string) => string): string {
  if (get(NPPES_COLUMNS.entityType).trim() === '2') return titleCase(get(NPPES_COLUMNS.organization));
  const name = [get(NPPES_COLUMNS.firstName), get(NPPES_COLUMNS.lastName)].map(titleCase).filter(Boolean).join(' ');
  if (!name) return '';
  const prefix = titleCase(get(NPPES_COLUMNS.prefix));
  const credential = get(NPPES_COLUMNS.credential).trim();
  if (prefix) return `${prefix} ${name}`;
  return credential ? `${name}, ${credential}` : name;
}

/** One CSV record as the admin API's body would say it (still unchecked), or what is wrong with it. */
function toCreateBody(get: (column: string) => string): Record<string, unknown> | string {
  const taxonomy = get(NPPES_COLUMNS.taxonomy).trim();
  const specialty = specialtyOfTaxonomy(taxonomy);
  if (!specialty) {
    return taxonomy
      ? `taxonomy ${taxonomy} is not one of BLOOM's specialties (${SPECIALTIES.join(', ')})`
      : 'the taxonomy code is missing';
  }
  const flag = get(BLOOM_COLUMNS.acceptsNewPatients).trim().toLowerCase();
  if (flag !== '' && FLAGS[flag] === undefined) return `Accepts New Patients must be Y or N, not "${flag}"`;
  const street = [get(NPPES_COLUMNS.street), get(NPPES_COLUMNS.street2)].map(titleCase).filter(Boolean).join(', ');
  return {
    npi: get(NPPES_COLUMNS.npi).trim(),
    name: displayName(get),
    specialty,
    practice: get(BLOOM_COLUMNS.practice).trim() || titleCase(get(NPPES_COLUMNS.organization)),
    phone: get(NPPES_COLUMNS.phone).trim(),
    street,
    city: titleCase(get(NPPES_COLUMNS.city)),
    state: get(NPPES_COLUMNS.state),
    // NPPES writes ZIP+4 without the hyphen (787011234); the first five digits are the ZIP code.
    zipCode: get(NPPES_COLUMNS.postalCode)
      .trim()
      .replace(/^(\d{5})-?\d{4}$/, '$1'),
    lat: numberOrBlank(get(BLOOM_COLUMNS.lat)),
    lng: numberOrBlank(get(BLOOM_COLUMNS.lng)),
    rating: numberOrBlank(get(BLOOM_COLUMNS.rating)),
    reviewCount: numberOrBlank(get(BLOOM_COLUMNS.reviewCount)),
    acceptsNewPatients: flag === '' ? null : FLAGS[flag]!,
    insurance: list(get(BLOOM_COLUMNS.insurance)),
    features: list(get(BLOOM_COLUMNS.features)),
  };
}

/** NPPES writes names and addresses in capitals ('SAN ANTONIO'); the app shows 'San Antonio'. Mixed case is kept. */
function titleCase(value: string): string {
  const trimmed = value.trim();
  if (trimmed !== trimmed.toUpperCase()) return trimmed;
  return trimmed.toLowerCase().replace(/(^|[\s\-'.])(\p{L})/gu, (_, sep: string, ch: string) => sep + ch.toUpperCase());
}

/**
 * Reads a directory CSV. Each record is checked on its own with the admin API's schema; a bad
 * record becomes a problem with its line number and the others still come through. A missing
 * required column or an unclosed quote is a problem of the whole file (line 1 or the quote's line).
 * @param text - the CSV file's content
 */
export function readDirectoryCsv(text: string): DirectoryFile {
  let records: CsvRecord[];
  try {
    records = parseCsv(text);
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    return { rows: [], problems: [{ line: error.line, message: error.message }] };
  }
  const [header, ...body] = records;
  if (!header) return { rows: [], problems: [{ line: 1, message: 'the file is empty' }] };
  const index = new Map(header.fields.map((name, i) => [name.trim().toLowerCase(), i]));
  const missing = REQUIRED.filter((column) => !index.has(column.toLowerCase()));
  if (missing.length > 0) {
    return { rows: [], problems: [{ line: header.line, message: `missing columns: ${missing.join(', ')}` }] };
  }

  const rows: DirectoryRow[] = [];
  const problems: RowProblem[] = [];
  for (const record of body) {
    const get = (column: string) => {
      const i = index.get(column.toLowerCase());
      return i === undefined ? '' : (record.fields[i] ?? '');
    };
    if (record.fields.length !== header.fields.length) {
      problems.push({
        line: record.line,
        message: `expected ${header.fields.length} fields but found ${record.fields.length}`,
      });
      continue;
    }
    const unchecked = toCreateBody(get);
    if (typeof unchecked === 'string') {
      problems.push({ line: record.line, message: unchecked });
      continue;
    }
    const checked = directoryProviderCreateSchema.safeParse(unchecked);
    if (!checked.success) {
      const issue = checked.error.issues[0]!;
      const field = String(issue.path[0] ?? '');
      problems.push({ line: record.line, message: `${FIELD_COLUMNS[field] ?? field}: ${issue.message}` });
      continue;
    }
    const sample = get(BLOOM_COLUMNS.sample).trim().toLowerCase();
    rows.push({ line: record.line, input: checked.data, isSample: FLAGS[sample] === true });
  }
  return { rows, problems };
}
