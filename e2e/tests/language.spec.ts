import { expect, test } from '../fixtures.js';

test('switching to Arabic lays the page out right to left and translates it; English restores it', async ({
  page,
  loginPage,
}) => {
  const html = page.locator('html');

  await test.step('English, left to right, by default', async () => {
    await loginPage.goto();
    await expect(html).toHaveAttribute('dir', 'ltr');
    await expect(html).toHaveAttribute('lang', 'en');
    await expect(loginPage.heading).toHaveText('Sign in');
  });

  await test.step('Arabic: dir="rtl" and an Arabic heading', async () => {
    await loginPage.languageSelect.selectOption('ar');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(html).toHaveAttribute('lang', 'ar');
    await expect(loginPage.heading).not.toHaveText('Sign in');
    await expect(loginPage.heading).toHaveText(/[\u0600-\u06FF]/);
  });

  await test.step('back to English: dir="ltr" and the English heading', async () => {
    await loginPage.languageSelect.selectOption('en');
    await expect(html).toHaveAttribute('dir', 'ltr');
    await expect(loginPage.heading).toHaveText('Sign in');
  });
});
