import { describe, expect, it } from 'vitest';
import * as contract from './index.ts';
import { localeFromAcceptLanguage, translateMessage } from './index.ts';
import { ES_MESSAGE_PATTERNS, ES_MESSAGES } from './messages-es.ts';

const exported = Object.entries(contract as unknown as Record<string, unknown>).filter(([key]) =>
  /_(?:MESSAGE|TITLE)$/.test(key),
);
const texts = exported.filter((entry): entry is [string, string] => typeof entry[1] === 'string');
const functions = exported.filter(
  (entry): entry is [string, (...args: never[]) => string] => typeof entry[1] === 'function',
);

// Run-time values for the message functions, each twice (singular and plural where it matters).
const SAMPLES: Record<string, unknown[][]> = {
  CALENDAR_LINK_ACTIVE_MESSAGE: [['May 3, 2027']],
  CHECK_DIGIT_MISMATCH_MESSAGE: [['UPC-A'], ['EAN-13']],
  CHAT_LIMIT_REACHED_MESSAGE: [['12:00 AM']],
  CHAT_MESSAGE_TOO_LONG_MESSAGE: [[2000], [8000]],
  CHECKLIST_MOVED_MESSAGE: [['Pack socks', 2, 5]],
  CHECKLIST_POSITION_RANGE_MESSAGE: [[5], [1]],
  MEDICATION_UNKNOWN_RECOMMENDATION_MESSAGE: [['zzzolam']],
  MEDICATION_NOT_FOUND_MESSAGE: [['zzzolam']],
  OFFLINE_QUEUE_WAITING_MESSAGE: [[1], [3]],
  PENDING_SYNC_REQUESTS_MESSAGE: [[1], [4]],
  PRODUCT_LISTED_MESSAGE: [['Cheeses'], [null]],
  PROMO_CODE_CREATED_MESSAGE: [['SPRING-25']],
  PROMO_CODE_DISABLED_MESSAGE: [['SPRING-25']],
  PROMO_REDEEMED_MESSAGE: [[1], [5]],
  TEXT_TOO_LONG_MESSAGE: [[200], [500]],
};

// The same word in both languages.
const SAME_IN_SPANISH = new Set(['Error']);

describe('Spanish for every message (issue 35)', () => {
  it('has a Spanish text for every exported English message constant', () => {
    const missing = texts.map(([key]) => key).filter((key) => !(key in ES_MESSAGES));
    expect(missing).toEqual([]);
    for (const [key, english] of texts) {
      const spanish = translateMessage(english, 'es');
      if (!SAME_IN_SPANISH.has(english)) expect(spanish, key).not.toBe(english);
      expect(spanish, key).toBe(ES_MESSAGES[key as keyof typeof ES_MESSAGES]);
    }
  });

  it('translates what every message function writes, with its values', () => {
    const missing = functions.map(([key]) => key).filter((key) => !(key in ES_MESSAGE_PATTERNS) || !SAMPLES[key]);
    expect(missing).toEqual([]);
    for (const [key, make] of functions) {
      for (const args of SAMPLES[key] ?? []) {
        const english = (make as (...a: unknown[]) => string)(...args);
        const spanish = translateMessage(english, 'es');
        expect(spanish, `${key}(${args.join(', ')})`).not.toBe(english);
        // The values she typed or that were counted stay in the Spanish.
        for (const value of args) if (typeof value === 'string') expect(spanish).toContain(value);
      }
    }
    expect(translateMessage(contract.PROMO_REDEEMED_MESSAGE(1), 'es')).toContain('1 crédito extra');
    expect(translateMessage(contract.PROMO_REDEEMED_MESSAGE(5), 'es')).toContain('5 créditos extra');
    expect(translateMessage(contract.CHECKLIST_POSITION_RANGE_MESSAGE(5), 'es')).toBe('La posición debe ser de 0 a 4');
  });

  it('leaves English as it is, and text it does not know unchanged', () => {
    expect(translateMessage(contract.INVALID_CREDENTIALS_MESSAGE, 'en')).toBe(contract.INVALID_CREDENTIALS_MESSAGE);
    expect(translateMessage('Some words BLOOM never wrote', 'es')).toBe('Some words BLOOM never wrote');
    expect(translateMessage('Ya está en español', 'es')).toBe('Ya está en español');
    expect(translateMessage('Invalid email address', 'es')).toBe('Correo electrónico no válido');
    expect(translateMessage(contract.NOT_YET_TRANSLATED_MESSAGE, 'es')).toBe(
      'Este contenido aún no está traducido; se muestra en inglés.',
    );
  });

  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['es', 'es'],
    ['es-MX', 'es'],
    ['ES-419,en;q=0.8', 'es'],
    ['en-US,en;q=0.9,es;q=0.8', 'en'],
    ['fr-FR, es;q=0.5', 'es'],
    ['fr-FR, de', 'en'],
    ['en;q=0.2, es;q=0.9', 'es'],
    ['es;q=0', 'en'],
    [['es-AR', 'en'], 'es'],
  ] as const)('reads Accept-Language %j as %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });
});
