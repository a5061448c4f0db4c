import { describe, expect, it } from 'vitest';
import { detectLanguage, languageOf, type Language, type LanguageSources } from './language.ts';

describe('the language on screen', () => {
  it.each<[LanguageSources, Language, string]>([
    [{ profile: 'es', stored: 'en', browser: ['en-US'] }, 'es', 'her profile first'],
    [{ profile: null, stored: 'es', browser: ['en-US'] }, 'es', 'then the device’s choice'],
    [{ stored: 'fr', browser: ['fr-FR', 'es-ES', 'en'] }, 'es', 'then the first browser language we speak'],
    [{ browser: ['es-419'] }, 'es', 'any Spanish'],
    [{ browser: ['de-DE', 'fr'] }, 'en', 'else English'],
    [{}, 'en', 'nothing known: English'],
  ])('%o → %s (%s)', (sources, expected) => {
    expect(detectLanguage(sources)).toBe(expected);
  });

  it('reads language tags', () => {
    expect(languageOf('ES_mx')).toBe('es');
    expect(languageOf('en')).toBe('en');
    expect(languageOf('pt-BR')).toBeUndefined();
    expect(languageOf(undefined)).toBeUndefined();
  });
});
