import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { expectNoBlockingViolations } from '../support/axe.js';
import { dateParts, patientLink } from '../support/patientLinks.js';

// A patient opens the link on a phone.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

async function enterDate(page: Page, iso: string, labels = { day: 'Day', month: 'Month', year: 'Year' }) {
  const parts = dateParts(iso);
  await page.getByRole('textbox', { name: labels.day }).fill(parts.day);
  await page.getByRole('textbox', { name: labels.month }).fill(parts.month);
  await page.getByRole('textbox', { name: labels.year }).fill(parts.year);
}

test('wrong dates of birth get the spec message and five lock the link, whatever the browser', async ({
  page,
  browser,
}) => {
  const link = patientLink('lockout');

  await test.step('the link asks for the date of birth, with nothing about the patient', async () => {
    await page.goto(link.url);
    await expect(page.getByRole('heading', { name: 'Confirm your date of birth' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Privacy policy' })).toBeVisible();
    await expectNoBlockingViolations(page, 'the date-of-birth screen');
  });

  await test.step('a wrong date answers the spec message', async () => {
    await enterDate(page, '1901-01-01');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert')).toHaveText('Your DOB is not correct, try again');
  });

  await test.step('the fifth wrong date locks the link and says whom to call', async () => {
    for (const year of ['1902', '1903', '1904', '1905']) {
      await page.getByRole('textbox', { name: 'Year' }).fill(year);
      await page.getByRole('button', { name: 'Continue' }).click();
      if (year !== '1905')
        await expect(page.getByRole('alert')).toHaveText('Your DOB is not correct, try again');
    }
    await expect(page.getByRole('heading', { name: 'This link is locked for now' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Need help\? Call \+1555/ })).toHaveAttribute(
      'href',
      /^tel:/,
    );
    await expectNoBlockingViolations(page, 'the locked link');
  });

  await test.step('a fresh browser with the right date is still locked out', async () => {
    const fresh = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const other = await fresh.newPage();
    await other.goto(link.url);
    await expect(other.getByRole('heading', { name: 'This link is locked for now' })).toBeVisible();
    await expect(other.getByRole('textbox', { name: 'Year' })).toHaveCount(0);
    await fresh.close();
  });
});

test("the right date opens the touchpoint in the patient's language, and a reload stays in", async ({
  page,
}) => {
  const link = patientLink('spanish');

  await test.step('a Spanish-speaking patient is asked in Spanish, day before month', async () => {
    await page.goto(link.url);
    await expect(page.getByRole('heading', { name: 'Confirme su fecha de nacimiento' })).toBeVisible();
    const names = await page
      .getByRole('group')
      .getByRole('textbox')
      .evaluateAll((fields) => fields.map((field) => field.getAttribute('name')));
    expect(names).toEqual(['day', 'month', 'year']);
  });

  await test.step('the right date opens the touchpoint in Spanish', async () => {
    await enterDate(page, link.dateOfBirth, { day: 'Día', month: 'Mes', year: 'Año' });
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('heading', { name: 'Su primera semana en casa' })).toBeVisible();
    await expect(page.getByText('Sus medicamentos', { exact: true })).toBeVisible();
    await expectNoBlockingViolations(page, 'the touchpoint page');
  });

  await test.step('a reload keeps the session: no second date of birth', async () => {
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Su primera semana en casa' })).toBeVisible();
    expect(page.url()).toBe(link.url);
  });
});

test('an unknown link explains itself without asking anything', async ({ page }) => {
  await page.goto(`http://localhost:3000/i/${'Q'.repeat(43)}`);
  await expect(page.getByRole('heading', { name: 'This link is not available' })).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expectNoBlockingViolations(page, 'an unknown link');
});
