import { expect, test } from '../fixtures.js';
import { remoteAreas } from '../pages/ShellPage.js';

test('every remote route opens from the side navigation with its heading and the current item marked', async ({
  page,
  shell,
  signIn,
}) => {
  await signIn('navigation');

  const navAreas = remoteAreas.filter((area) => area.navLabel !== undefined);
  for (const area of navAreas) {
    await test.step(`${area.path}: '${area.heading}' from ${area.remote}`, async () => {
      await shell.openArea(area);
      await expect(shell.areaHeading(area)).toBeVisible();
      for (const other of navAreas) {
        const link = shell.navLink(other.navLabel ?? '');
        if (other.path === area.path) await expect(link).toHaveAttribute('aria-current', 'page');
        else await expect(link).not.toHaveAttribute('aria-current', /.+/);
      }
    });
  }

  await test.step("/avs: 'Go to AVS' from the user menu opens the AVS area", async () => {
    const avs = remoteAreas.find((area) => area.path === '/avs');
    if (!avs) throw new Error('no /avs area');
    await shell.openArea(avs);
    await expect(shell.areaHeading(avs)).toBeVisible();
    await expect(shell.navigation.locator('[aria-current="page"]')).toHaveCount(0);
  });

  await test.step("inside the AVS area the menu offers 'Go to Campaigns' and 'Logout' only", async () => {
    await shell.userMenuButton.click();
    await expect(page.getByRole('menuitem')).toHaveText(['Go to Campaigns', 'Logout']);
    await page.getByRole('menuitem', { name: 'Go to Campaigns' }).click();
    await expect(page).toHaveURL(/\/create$/);
    await expect(shell.areaHeading({ heading: 'Create a campaign' })).toBeVisible();
  });

  await test.step('elsewhere the menu offers the four staff items', async () => {
    await shell.userMenuButton.click();
    await expect(page.getByRole('menuitem')).toHaveText([
      'Go to AVS',
      'Tenant Settings',
      'Change Password',
      'Logout',
    ]);
    await page.keyboard.press('Escape');
  });

  await test.step('/landing is shown without the side navigation', async () => {
    await page.goto('/landing');
    await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
    await expect(shell.navigation).toHaveCount(0);
  });
});
