import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiToken, callAs, createPendingUser } from './support/accounts.ts';
import { DESKTOP, expectAccessible, launchBrowser, openPage, PHONE, signIn } from './support/browser.ts';

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
});
