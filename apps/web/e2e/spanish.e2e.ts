import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiToken, callAs, createApprovedUser } from './support/accounts.ts';
import { expectAccessible, launchBrowser, PHONE } from './support/browser.ts';

describe('the app in Spanish (issue 35), on a phone whose browser speaks Spanish', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('signs in, shows the dashboard, checks a food and opens the chat in Spanish', async () => {
    const account = await createApprovedUser({ firstName: 'Lucía' });
    // She chose Spanish on another device: her profile keeps it.
    await callAs(await apiToken(account.email, account.password), '/api/user/profile', {
      method: 'PATCH',
      body: { locale: 'es' },
    });
    const context = await browser.newContext({ viewport: PHONE, locale: 'es-ES', baseURL: inject('baseUrl') });
    const page = await context.newPage();
    const origin = new URL(inject('baseUrl')).origin;
    const foreign: string[] = [];
    const languages: string[] = [];
    page.on('request', (req) => {
      if (!req.url().startsWith(origin) && !/^(data|blob):/.test(req.url())) foreign.push(req.url());
      if (new URL(req.url()).pathname.startsWith('/api/')) languages.push(req.headers()['accept-language'] ?? '');
    });
    const lang = () => page.evaluate<string>('document.documentElement.lang');

    // The login page follows the browser's language.
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Te damos la bienvenida de nuevo a BLOOM' }).waitFor();
    expect(await lang()).toBe('es');
    await page.getByLabel('Correo electrónico').fill(account.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    // The dashboard: greeting, quick actions and the bottom bar.
    await page.getByRole('heading', { name: '¡Hola, Lucía!' }).waitFor();
    expect(await lang()).toBe('es');
    expect(await page.getByRole('heading', { name: 'Accesos rápidos' }).isVisible()).toBe(true);
    const bar = page.getByRole('navigation', { name: 'Principal' });
    expect(await bar.getByRole('link', { name: 'Inicio' }).getAttribute('aria-current')).toBe('page');
    expect(await bar.getByRole('button', { name: 'Más' }).isVisible()).toBe(true);

    // The food check.
    // The dashboard keeps the section's place with a placeholder of the same id until the section's
    // code is in; its heading exists only in the real one, so scroll to that (the placeholder can be
    // swapped out between finding and scrolling it).
    const card = page.locator('#food-safety');
    await card.getByRole('heading', { name: 'Seguridad de los alimentos' }).scrollIntoViewIfNeeded();
    await card.getByLabel('Alimento o ingrediente').fill('brie');
    await card.getByRole('button', { name: 'Buscar' }).click();
    await card.getByText('Datos en vivo del USDA y la FDA').waitFor();
    expect(await card.getByText('Live USDA/FDA Data').count()).toBe(0);
    await expectAccessible(page);

    // The chat's chrome.
    await bar.getByRole('link', { name: 'BLOOM' }).click();
    await page.waitForURL((url) => url.pathname === '/chat');
    await page.getByRole('heading', { name: 'Chatea con BLOOM' }).waitFor();
    expect(await page.getByLabel('Mensaje para BLOOM').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Enviar mensaje' }).isDisabled()).toBe(true);
    expect(
      await page.getByText('Esto no es un consejo médico. Consulta siempre a tu profesional de la salud.').isVisible(),
    ).toBe(true);
    expect(await lang()).toBe('es');
    await expectAccessible(page);

    // Every API request asked for Spanish; nothing came from another origin.
    expect(languages.length).toBeGreaterThan(0);
    // (ours say 'es'; the boot script's early profile check carries the browser's own 'es-ES,…')
    expect(languages.filter((l) => !l.startsWith('es'))).toEqual([]);
    expect(foreign).toEqual([]);
    await context.close();
  });
});
