import { TELEPHONE } from '@bloom/knowledge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { ask as askChat } from './test-kit.ts';

// Issue 35: the triage understands urgent signs said in Spanish, and the urgent card is in
// Spanish for a Spanish message or when her profile's language is Spanish; English is as before.

const CDC_ES = 'https://www.cdc.gov/hearher/spanish/';

describe('the urgent call card in Spanish', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const ask = (headers: { authorization: string }, message: string) => askChat(t.app, headers, message);

  it.each([
    ['estoy sangrando mucho', 'sangrado vaginal'],
    ['dolor de cabeza fuerte y veo borroso', 'cambios en la vista'],
    ['no siento al bebé moverse', 'que el bebé dejó de moverse'],
    ['se me rompió la fuente', 'salida de líquido'],
    ['fiebre alta', 'fiebre de 100.4 °F (38 °C) o más'],
  ])('answers "%s" with the Spanish card', async (message, says) => {
    const user = await t.createUser({ pregnancyWeeks: 30, providerPhone: '555 010 2030' });
    const out = await ask(user.headers, message);
    expect(out.reply.startsWith(`${TELEPHONE} Llame al 911`)).toBe(true);
    expect(out.reply).toContain('**Qué decir:** “Estoy embarazada (semana 30) y tengo');
    expect(out.reply).toContain(says);
    expect(out.reply).toContain(CDC_ES);
    expect(out.actions.map((a) => a.href)).toEqual(['tel:911', 'tel:5550102030']);
  });

  it('gives 988 and 911 for thoughts of self-harm said in Spanish', async () => {
    const user = await t.createUser();
    const out = await ask(user.headers, 'tengo pensamientos de hacerme daño');
    expect(out.reply.startsWith(`${TELEPHONE} Llame o envíe un mensaje de texto al 988`)).toBe(true);
    expect(out.reply).toContain('**911**');
    expect(out.actions.map((a) => a.href)).toEqual(['tel:988', 'sms:988', 'tel:911']);
  });

  it('says "before 37 weeks" in Spanish for preterm contractions', async () => {
    const user = await t.createUser({ pregnancyWeeks: 20 });
    const out = await ask(user.headers, 'tengo contracciones cada 5 minutos y tengo 32 semanas');
    expect(out.reply).toContain(
      'Estoy embarazada (semana 32) y tengo contracciones regulares, y es antes de las 37 semanas',
    );
  });

  it('gives a calm Spanish question no card', async () => {
    const user = await t.createUser();
    for (const message of ['¿puedo comer queso fresco?', 'no tengo fiebre', 'mi hermana tiene fiebre']) {
      const out = await ask(user.headers, message);
      expect(out.reply.startsWith(TELEPHONE), message).toBe(false);
      expect(out.actions).toEqual([]);
    }
  });

  it('answers in her profile’s language, and English as before otherwise', async () => {
    const user = await t.createUser();
    const english = await ask(user.headers, 'I am bleeding heavily');
    expect(english.reply.startsWith(`${TELEPHONE} Call 911 or your provider now`)).toBe(true);
    const saved = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: user.headers,
      payload: { locale: 'es' },
    });
    expect(saved.statusCode).toBe(200);
    const spanish = await ask(user.headers, 'I am bleeding heavily');
    expect(spanish.reply.startsWith(`${TELEPHONE} Llame al 911`)).toBe(true);
    expect(spanish.reply).toContain('sangrado vaginal');
  });
});
