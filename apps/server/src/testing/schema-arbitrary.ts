import fc from 'fast-check';
import { z } from 'zod';

/** The subset of JSON Schema that z.toJSONSchema writes for the contract's schemas. */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
}

/** Strings that have broken servers before: overflowing dates, odd Unicode, huge and empty text. */
const NASTY_STRINGS = [
  '',
  ' ',
  '9999-12-31',
  '0000-01-01',
  '2024-02-30',
  '275760-09-13',
  '1970-01-01T00:00:00Z',
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  '../../etc/passwd',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  'ｆｕｌｌｗｉｄｔｈ',
  '👩🏽‍🍼',
  'é'.repeat(3),
  'a'.repeat(10_001),
  '\u202e',
  '00000000-0000-0000-0000-000000000000',
];
const NASTY_NUMBERS = [0, -0, -1, 1, 0.5, -1e308, 1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, -(2 ** 31) - 1, 1e-320];

const anyJson = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(...NASTY_STRINGS),
  fc.constantFrom(...NASTY_NUMBERS),
);

const DAY_MS = 86_400_000;
const someDate = fc
  .integer({ min: -80 * 365, max: 80 * 365 })
  .map((days) => new Date(Date.UTC(2026, 0, 1) + days * DAY_MS));
const EDGE_DAYS = ['9999-12-31', '0001-01-01', '2024-02-29', '1900-01-01', '2100-12-31'];

/** Strings of the schema's own format most of the time (so valid requests reach the rules), else anything. */
function stringArbitrary(s: JsonSchema, name: string): fc.Arbitrary<string> {
  const shaped: fc.Arbitrary<string>[] = [];
  // Checks written as zod refinements do not reach the JSON Schema; the field's name hints at them.
  const hint = name.toLowerCase();
  if (s.format === 'email' || hint.includes('email')) {
    shaped.push(
      fc
        .tuple(fc.stringMatching(/^[a-z0-9]{1,12}$/), fc.constantFrom('example.com', 'mail.example.org'))
        .map(([user, domain]) => `${user}@${domain}`),
    );
  }
  if (hint.includes('zip')) shaped.push(fc.stringMatching(/^\d{5}$/));
  if (hint.includes('phone')) shaped.push(fc.stringMatching(/^\(?\d{3}\)? ?\d{3}-\d{4}$/));
  if (hint.includes('password')) shaped.push(fc.string({ minLength: 8, maxLength: 40 }).map((p) => `${p}Aa1!`));
  if (s.format === 'date')
    shaped.push(
      someDate.map((d) => d.toISOString().slice(0, 10)),
      fc.constantFrom(...EDGE_DAYS),
    );
  if (s.format === 'date-time')
    shaped.push(
      someDate.map((d) => d.toISOString()),
      fc.constantFrom(...EDGE_DAYS.map((d) => `${d}T12:00:00Z`)),
    );
  if (s.format === 'uuid') shaped.push(fc.uuid());
  if (s.pattern && shaped.length === 0) {
    try {
      shaped.push(fc.stringMatching(new RegExp(s.pattern)));
    } catch {
      // A pattern fast-check cannot invert still gets the other strings.
    }
  }
  if (shaped.length === 0) {
    shaped.push(fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 40, 40) }));
  }
  const anyString = [fc.string({ maxLength: 40 }), fc.constantFrom(...NASTY_STRINGS)];
  if (s.maxLength !== undefined) anyString.push(fc.constantFrom('x'.repeat(s.maxLength), 'x'.repeat(s.maxLength + 1)));
  return fc.oneof({ weight: 3, arbitrary: fc.oneof(...shaped) }, { weight: 1, arbitrary: fc.oneof(...anyString) });
}

function numberArbitrary(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const edges = [s.minimum, s.maximum, s.exclusiveMinimum, s.exclusiveMaximum]
    .filter((v): v is number => v !== undefined)
    .flatMap((v) => [v - 1, v, v + 1]);
  return fc.oneof(
    integer ? fc.integer() : fc.double({ noNaN: true }),
    fc.integer({ min: -5, max: 500 }),
    fc.constantFrom(...NASTY_NUMBERS, ...(edges.length ? edges : [0])),
  );
}

/** Values shaped like `s` most of the time, with wrong types, missing and extra keys mixed in. */
function arbitraryOf(s: JsonSchema, depth = 0, name = ''): fc.Arbitrary<unknown> {
  if (depth > 4) return anyJson;
  const wrong = (shaped: fc.Arbitrary<unknown>) =>
    fc.oneof({ weight: 9, arbitrary: shaped }, { weight: 1, arbitrary: anyJson });
  if (s.const !== undefined) return wrong(fc.constant(s.const));
  if (s.enum) return wrong(fc.constantFrom(...s.enum));
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((a) => arbitraryOf(a, depth + 1, name)));
  if (s.allOf?.length) return arbitraryOf(Object.assign({}, ...s.allOf) as JsonSchema, depth + 1, name);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'object': {
      const props = Object.entries(s.properties ?? {});
      const required = new Set(s.required ?? []);
      const record = fc.record(
        Object.fromEntries(
          props.map(([key, child]) => [
            key,
            // A required key is present most of the time; any key may be missing.
            fc.option(arbitraryOf(child, depth + 1, key), { nil: undefined, freq: required.has(key) ? 12 : 2 }),
          ]),
        ),
      );
      const withExtra = fc
        .tuple(
          record,
          fc.oneof(
            { weight: 4, arbitrary: fc.constant({}) },
            { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), anyJson, { maxKeys: 2 }) },
          ),
        )
        .map(([r, extra]) => ({
          ...extra,
          ...Object.fromEntries(Object.entries(r).filter(([, v]) => v !== undefined)),
        }));
      return wrong(withExtra);
    }
    case 'array':
      return wrong(
        fc.array(s.items ? arbitraryOf(s.items, depth + 1, name) : anyJson, { maxLength: (s.maxItems ?? 4) + 1 }),
      );
    case 'string':
      return wrong(stringArbitrary(s, name));
    case 'integer':
      return wrong(numberArbitrary(s, true));
    case 'number':
      return wrong(numberArbitrary(s, false));
    case 'boolean':
      return wrong(fc.boolean());
    case 'null':
      return wrong(fc.constant(null));
    default:
      return anyJson;
  }
}

/** An arbitrary of inputs for a route's zod schema, read through its JSON Schema (input side). */
export function inputArbitrary(schema: unknown): fc.Arbitrary<unknown> {
  if (!(schema instanceof z.ZodType)) return anyJson;
  const json = z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as JsonSchema;
  return arbitraryOf(json);
}
