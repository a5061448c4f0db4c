import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiToken, callAs, createPendingUser } from './support/accounts.ts';
import {
  DESKTOP,
  expectAccessible,
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  PHONE,
  signIn,
} from './support/browser.ts';

const openTab = (page: Page, name: string) => page.getByRole('tab', { name }).click();

describe('admin journey in the real built app', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('approves a pending user, views her events, and creates a promo code that she redeems', async () => {
    const lastName = `Quill${Date.now().toString(36)}`;
    const name = `Rosa ${lastName}`;
    const rosa = await createPendingUser({ firstName: 'Rosa', lastName });

    // The administrator finds her by name among the pending accounts and approves her.
    const admin = await openPage(browser, DESKTOP);
    await admin.page.goto('/login');
    await signIn(admin.page, inject('adminEmail'), inject('adminPassword'));
    await admin.page.waitForURL('**/admin');
    await admin.page.getByText('Pending Approval').first().waitFor();
    await admin.page.getByLabel('Search users').fill(lastName);
    await admin.page.getByLabel('Status').selectOption('pending');
    const approve = admin.page.getByRole('button', { name: `Approve ${name}` });
    await approve.click();
    await expect.poll(() => approve.count()).toBe(0);
    await admin.page.getByLabel('Status').selectOption('all');
    await expect.poll(() => admin.page.getByRole('row', { name: new RegExp(name) }).innerText()).toContain('Approved');
    await expectAccessible(admin.page);

    // She signs in and logs a symptom; the administrator opens her profile, then her events.
    const token = await apiToken(rosa.email, rosa.password);
    await callAs(token, '/api/symptoms', { method: 'POST', body: { name: 'Nausea', severity: 3 } });
    await admin.page.getByRole('button', { name: `View ${name}` }).click();
    const profile = admin.page.getByRole('dialog', { name });
    await expect.poll(() => profile.getByText(rosa.email).isVisible()).toBe(true);
    await profile.getByRole('button', { name: 'View events' }).click();
    const viewSymptom = admin.page.getByRole('button', { name: `View Symptom Log from ${name}` });
    await viewSymptom.waitFor();
    await expect
      .poll(() =>
        admin.page
          .getByRole('row', { name: new RegExp(`Symptom Log`) })
          .first()
          .innerText(),
      )
      .toContain('Nausea (3/5)');
    await viewSymptom.click();
    const record = admin.page.getByRole('dialog', { name: 'Symptom Log' });
    await expect.poll(() => record.getByText('Nausea', { exact: true }).isVisible()).toBe(true);
    await expectAccessible(admin.page);
    await admin.page.keyboard.press('Escape');
    await expect.poll(() => record.count()).toBe(0);

    // A promo code with two tokens, one use per person.
    const code = `E2E${Date.now().toString(36).toUpperCase()}`;
    await openTab(admin.page, 'Promo Codes');
    await admin.page.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
    await admin.page.getByLabel('Tokens').fill('2');
    await admin.page.getByRole('button', { name: 'Create promo code' }).click();
    const codeRow = admin.page.getByRole('row', { name: new RegExp(code) });
    await expect.poll(() => codeRow.innerText()).toContain('0 used');

    // She redeems it from the usage card on her phone.
    const user = await openPage(browser, PHONE);
    await user.page.goto('/login');
    await signIn(user.page, rosa.email, rosa.password);
    await user.page.waitForURL((url) => url.pathname === '/');
    await user.page.getByRole('button', { name: 'Redeem Promo Code' }).click();
    await user.page.getByRole('textbox', { name: 'Promo code' }).fill(code);
    await user.page.getByRole('button', { name: 'Redeem', exact: true }).click();
    await expect.poll(() => user.page.getByText('2 bonus tokens added').first().isVisible()).toBe(true);

    // The administrator sees the redemption, and her reads in the audit log.
    await admin.page.reload();
    await openTab(admin.page, 'Promo Codes');
    await expect.poll(() => admin.page.getByRole('row', { name: new RegExp(code) }).innerText()).toContain('1 used');
    await openTab(admin.page, 'Audit Log');
    await expect
      .poll(() => admin.page.getByRole('row', { name: new RegExp(`Viewed events.*${name}`) }).count())
      .toBeGreaterThan(0);
    await expectAccessible(admin.page);

    expect([...admin.foreign, ...user.foreign]).toEqual([]);
    await admin.context.close();
    await user.context.close();
  });

  it('on a phone: real usage times of every feature, whole e-mail words, a named remove sheet, formatted phones (issue 33)', async () => {
    const stamp = Date.now().toString(36);
    const lastName = `Vale${stamp}`;
    const name = `Ines ${lastName}`;
    const email = `ines.margarita.${stamp}@longer-mailbox-domain.example.com`;
    const ines = await createPendingUser({ firstName: 'Ines', lastName, email, phoneNumber: '512 555 0188' });
    const adminToken = await apiToken(inject('adminEmail'), inject('adminPassword'));
    await callAs(adminToken, `/api/admin/users/${ines.id}/approve`, { method: 'POST' });
    // She uses three features: the chat, her calendar and the tracker.
    const token = await apiToken(ines.email, ines.password);
    await callAs(token, '/api/chat/text', { method: 'POST', body: { message: 'Is sushi safe?' } });
    await callAs(token, '/api/calendar/entries', {
      method: 'POST',
      body: { type: 'note', title: 'Scan', date: new Date().toISOString().slice(0, 10) },
    });
    await callAs(token, '/api/symptoms', { method: 'POST', body: { name: 'Nausea', severity: 2 } });

    const admin = await openPage(browser, PHONE);
    await admin.page.goto('/login');
    await signIn(admin.page, inject('adminEmail'), inject('adminPassword'));
    await admin.page.waitForURL('**/admin');
    await admin.page.getByLabel('Search users').fill(lastName);
    const card = admin.page.getByRole('list', { name: 'Users' }).getByRole('listitem').filter({ hasText: name });
    await expect.poll(() => card.count()).toBe(1);

    // Her long address wraps only before its @ or a dot: no piece of it is split across lines.
    const address = card.locator('[data-email]');
    expect(await address.textContent()).toBe(email);
    // Each piece between break points is one text node; a piece split across lines has two line boxes.
    const splitPieces = await address.evaluate((el) =>
      Array.from(el.childNodes as ArrayLike<{ nodeType: number; textContent: string | null }>)
        .filter((n) => n.nodeType === 3)
        .filter((n) => {
          const range = el.ownerDocument.createRange();
          range.selectNodeContents(n as never);
          return (
            new Set(Array.from(range.getClientRects() as ArrayLike<{ top: number }>).map((r) => Math.round(r.top)))
              .size > 1
          );
        })
        .map((n) => n.textContent),
    );
    expect(splitPieces).toEqual([]);
    expect((await address.boundingBox())!.height).toBeGreaterThan(30); // it did need more than one line

    // The remove sheet names her (and shows her address); cancelling keeps her.
    await card.getByRole('button', { name: `Remove ${name}` }).click();
    const sheet = admin.page.getByRole('dialog', { name: `Remove ${name}?` });
    await expect.poll(() => sheet.isVisible()).toBe(true);
    expect(await sheet.getByText(/^Ines’s account and everything logged in it will be deleted/).isVisible()).toBe(true);
    expect(await sheet.locator('[data-email]').textContent()).toBe(email);
    await expectNoAxeViolations(admin.page, 'remove sheet');
    await sheet.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => sheet.count()).toBe(0);

    // Her phone number reads as spec §5 formats 10 digits, not as she typed it.
    await card.getByRole('button', { name: `View ${name}` }).click();
    const profile = admin.page.getByRole('dialog', { name });
    await expect.poll(() => profile.getByText('(512) 555-0188', { exact: true }).isVisible()).toBe(true);
    await admin.page.keyboard.press('Escape');

    // Usage Analytics: each feature she used, each with a real time (never '0 sec').
    await openTab(admin.page, 'Usage Analytics');
    const usage = admin.page
      .getByRole('list', { name: 'Usage statistics' })
      .getByRole('listitem')
      .filter({ hasText: name });
    await expect.poll(() => usage.count()).toBe(3);
    const rows = await usage.allInnerTexts();
    expect(rows.map((r) => r.match(/Text chat|Calendar|Other/)?.[0]).sort()).toEqual([
      'Calendar',
      'Other',
      'Text chat',
    ]);
    for (const row of rows) {
      expect(row).toMatch(/\d+ (sec|min)/);
      expect(row).not.toMatch(/\b0 sec/);
    }
    await expectNoAxeViolations(admin.page, 'usage analytics, phone');
    expect(admin.foreign).toEqual([]);
    await admin.context.close();
  });
});
