import { describe, expect, it } from 'vitest';
import { answer } from '../../answer.ts';
import { assess, writtenInSpanish } from '../matcher.ts';

// Issue 35: the Spanish words of the concepts, read with the same rules as the English ones.

describe('triage in Spanish', () => {
  it.each([
    ['estoy sangrando mucho', 'bleeding'],
    ['dolor de cabeza fuerte y veo borroso', 'headache'],
    ['dolor de cabeza fuerte y veo borroso', 'vision'],
    ['no siento al bebé moverse', 'movement'],
    ['tengo pensamientos de hacerme daño', 'self-harm'],
    ['fiebre alta', 'fever'],
    ['tengo 38.5 de temperatura', 'fever'],
    ['se me rompió la fuente', 'fluid'],
    ['tengo contracciones cada 5 minutos y tengo 32 semanas', 'contractions'],
    ['me duele el pecho', 'chest'],
    ['me falta el aire', 'breathing'],
    ['tengo la cara y las manos muy hinchadas', 'swelling'],
    ['tuve una convulsión', 'seizure'],
    ['mi esposo dice que tuve convulsiones', 'seizure'],
  ])('finds "%s" urgent (%s)', (message, sign) => {
    expect(assess(message).urgent).toContain(sign);
  });

  it.each([
    'no tengo fiebre',
    'mi hermana tiene fiebre',
    'tengo un poco de dolor de cabeza',
    'el sangrado ya paró',
    'me sangran las encías',
    'el año pasado tuve una convulsión por fiebre',
    'me hicieron un análisis de sangre',
    'tengo acidez y ardor en el pecho',
    'cuándo voy a sentir al bebé moverse',
    'tengo fiebre de 37 grados',
  ])('finds "%s" calm', (message) => {
    expect(assess(message).urgent).toEqual([]);
  });

  it('makes a general question about a sign "mentioned", not urgent', () => {
    expect(assess('¿es normal sangrar un poco?')).toEqual({ urgent: [], mentioned: ['bleeding'] });
  });

  it('answers Spanish in Spanish and English in English', () => {
    expect(writtenInSpanish('veo borroso')).toBe(true);
    expect(writtenInSpanish('I can’t feel the baby move')).toBe(false);
    const es = answer('estoy sangrando mucho', { history: [], week: 20 });
    expect(es.urgent).toBe(true);
    expect(es.reply).toContain('Estoy embarazada (semana 20) y tengo sangrado vaginal');
    const en = answer('I am bleeding heavily', { history: [], week: 20 });
    expect(en.reply).toContain('I am pregnant (week 20) and I have vaginal bleeding');
    const byProfile = answer('I am bleeding heavily', { history: [], week: 20, locale: 'es' });
    expect(byProfile.reply).toContain('Llame al 911');
  });

  it('does not take a week before 13 for the movement sign, in Spanish', () => {
    expect(answer('tengo 10 semanas y no siento al bebé moverse', { history: [], week: null }).urgent).toBe(false);
  });
});
