import {
  HOME_ZIP_MESSAGE,
  LOCALE_MESSAGE,
  NOT_FOUND_MESSAGE,
  SIGN_IN_REQUIRED_MESSAGE,
  translateMessage,
  userProfileSchema,
} from '@bloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app.ts';

// Issue 35: error and validation messages in her language, decided in one place
// (platform/locale.ts, called by the error handler): her profile's language when signed in,
// else Accept-Language, else English.
const HOME_ZIP_ES = 'El código postal debe tener 5 dígitos';

describe('answers in her language', () => {
  let t: TestApp;
  let alma: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    alma = await t.createUser({ firstName: 'Alma' });
  });
  afterAll(() => t.close());

  const patch = (user: TestUser, payload: object, language?: string) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: { ...user.headers, ...(language ? { 'accept-language': language } : {}) },
      payload,
    });

  it('answers a 400 in English by default, byte for byte as before', async () => {
    const res = await patch(alma, { homeZip: '12' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: HOME_ZIP_MESSAGE, fields: { homeZip: HOME_ZIP_MESSAGE } });
    expect(res.headers['content-language']).toBeUndefined();
    expect((await patch(alma, { homeZip: '12' }, 'fr-FR, de;q=0.5')).json().message).toBe(HOME_ZIP_MESSAGE);
  });

  it('answers a 400 in Spanish when a signed-out request asks for es', async () => {
    const login = (language?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: language ? { 'accept-language': language } : {},
        payload: { email: 'not-an-email', password: 'short' },
      });
    const res = await login('es-MX,es;q=0.9,en;q=0.5');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Correo electrónico no válido',
      code: 'VALIDATION_FAILED',
      fields: { email: 'Correo electrónico no válido', password: 'La contraseña debe tener al menos 8 caracteres' },
    });
    expect(res.headers['content-language']).toBe('es');
    const english = await login();
    expect(english.json()).toMatchObject({
      message: 'Invalid email address',
      fields: { email: 'Invalid email address', password: 'Password must be at least 8 characters' },
    });
    expect(english.headers['content-language']).toBeUndefined();
  });

  it('answers her in her profile’s language when signed in, whatever the header says', async () => {
    // Her profile says English (the default): a Spanish header does not change it.
    const res = await patch(alma, { homeZip: '12' }, 'es-MX');
    expect(res.json().message).toBe(HOME_ZIP_MESSAGE);
  });

  it('answers signed-out callers and unknown addresses by Accept-Language', async () => {
    const signedOut = await t.app.inject({ url: '/api/user/profile', headers: { 'accept-language': 'es' } });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().message).toBe(translateMessage(SIGN_IN_REQUIRED_MESSAGE, 'es'));
    expect(signedOut.json().message).toBe('Inicia sesión para continuar.');
    const missing = await t.app.inject({ url: '/api/no-such-thing', headers: { 'accept-language': 'es-ES' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No encontramos lo que buscabas.');
    const english = await t.app.inject({ url: '/api/no-such-thing' });
    expect(english.json().message).toBe(NOT_FOUND_MESSAGE);
  });

  it('keeps her language in her profile, and her profile’s language wins over the header', async () => {
    const bea = await t.createUser({ firstName: 'Bea' });
    const before = userProfileSchema.parse(
      (await t.app.inject({ url: '/api/user/profile', headers: bea.headers })).json(),
    );
    expect(before.locale).toBe('en');
    // Warm her session in the cache first: the change must reach it at once.
    expect((await patch(bea, { homeZip: '12' }, 'en')).json().message).toBe(HOME_ZIP_MESSAGE);

    const saved = await patch(bea, { locale: 'es' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().locale).toBe('es');
    const spanish = await patch(bea, { homeZip: '12' }, 'en-US');
    expect(spanish.json()).toMatchObject({ message: HOME_ZIP_ES, fields: { homeZip: HOME_ZIP_ES } });
    expect((await t.app.inject({ url: '/api/user/profile', headers: bea.headers })).json().locale).toBe('es');

    await patch(bea, { locale: 'en' });
    expect((await patch(bea, { homeZip: '12' }, 'es')).json().message).toBe(HOME_ZIP_MESSAGE);
  });

  it('refuses a language BLOOM does not speak', async () => {
    const res = await patch(alma, { locale: 'fr' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ locale: LOCALE_MESSAGE });
    expect(translateMessage(LOCALE_MESSAGE, 'es')).toBe('Elige inglés (en) o español (es)');
    expect((await t.app.inject({ url: '/api/user/profile', headers: alma.headers })).json().locale).toBe('en');
  });
});
