import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { ShellPage } from '../pages/ShellPage.js';
import { expectNoBlockingViolations } from '../support/axe.js';

/**
 * Opens Tenant Settings from the user menu: the member's only tenant, the demo one, is chosen already
 * and its branding loads, with nothing said about a change.
 */
async function openDemoTenant(page: Page): Promise<Locator> {
  await new ShellPage(page).chooseMenuItem('Tenant Settings');
  const dialog = page.getByRole('dialog', { name: 'Tenant Settings' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Tenant' }).locator('option:checked')).toHaveText(
    'Demo Health',
  );
  await expect(dialog.getByRole('textbox', { name: 'Primary colour', exact: true })).toBeVisible();
  await expect(dialog.getByText('Tenant has been changed. No edits were saved.')).toHaveCount(0);
  return dialog;
}

/**
 * The tenant's message providers, in the open Tenant Settings dialog: e-mail through the tenant's own
 * SMTP server (the development sink, so the tenant's e-mail still reaches the dev mailbox), then back
 * through the platform.
 */
async function ownSmtpServerAndBack(page: Page, settings: Locator): Promise<void> {
  await settings.getByRole('tab', { name: 'Message providers' }).click();
  const providers = settings.getByRole('tabpanel', { name: 'Message providers' });
  const save = providers.getByRole('button', { name: 'Save providers' });
  const smtpUrl = providers.getByLabel('SMTP URL');

  await test.step('the platform sends both by default', async () => {
    await expect(providers.getByRole('radio', { name: 'Platform e-mail' })).toBeChecked();
    await expect(providers.getByRole('radio', { name: 'Platform SMS' })).toBeChecked();
    await expectNoBlockingViolations(page, 'message providers');
  });

  await test.step('an own SMTP server needs its address, and a valid one', async () => {
    await providers.getByRole('radio', { name: 'Our own SMTP server' }).check();
    await save.click();
    await expect(providers.getByText('Enter a value: this provider needs it.')).toBeVisible();
    await expect(smtpUrl).toBeFocused();
    await smtpUrl.fill('mail.example.org');
    await save.click();
    await expect(providers.getByText('Use an smtp:// or smtps:// address with a server name.')).toBeVisible();
  });

  await test.step('saved, the password is never shown again: only the server', async () => {
    // The development mail sink, so the tenant's e-mail still reaches the dev mailbox.
    await smtpUrl.fill('smtp://outreach:sink-password@localhost:2525');
    await save.click();
    await expect(providers.getByRole('status')).toHaveText('Saved.');
    await expect(smtpUrl).toHaveValue('');
    await expect(providers.getByText(/Stored server: smtp:\/\/localhost:2525\./)).toBeVisible();
    await expect(settings.getByText('sink-password')).toHaveCount(0);
  });

  await test.step('back through the platform', async () => {
    await providers.getByRole('radio', { name: 'Platform e-mail' }).check();
    await save.click();
    await expect(providers.getByRole('status')).toHaveText('Saved.');
    await expect(smtpUrl).toHaveCount(0);
  });
}

test('a staff member edits their tenant’s branding with a live preview, saves it and finds it kept, and chooses its e-mail provider', async ({
  page,
  signIn,
}) => {
  await signIn('tenantSettings');

  await test.step('only the member’s own tenants are offered, with None', async () => {
    await new ShellPage(page).chooseMenuItem('Tenant Settings');
    const tenant = page
      .getByRole('dialog', { name: 'Tenant Settings' })
      .getByRole('combobox', { name: 'Tenant' });
    // The selector stays disabled until the member's tenants have loaded.
    await expect(tenant).toBeEnabled();
    const options = await tenant.locator('option').allTextContents();
    expect(options).toContain('None');
    expect(options).toContain('Demo Health');
    expect(options).not.toContain('Riverside Clinic');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Tenant Settings' })).toHaveCount(0);
  });

  const dialog = await openDemoTenant(page);

  await test.step('the preview follows the colours and warns about poor contrast', async () => {
    await expectNoBlockingViolations(page, 'tenant settings');
    const primary = dialog.getByRole('textbox', { name: 'Primary colour', exact: true });
    const secondary = dialog.getByRole('textbox', { name: 'Secondary colour', exact: true });
    await primary.fill('1a5c5e');
    await secondary.fill('#FFF');
    const previewButton = dialog.getByTestId('preview-button');
    await expect(previewButton).toHaveCSS('background-color', 'rgb(26, 92, 94)');
    await expect(dialog.getByText('These colours do not have enough contrast for button text.')).toHaveCount(
      0,
    );
    await secondary.fill('#2A6');
    await expect(
      dialog.getByText('These colours do not have enough contrast for button text.'),
    ).toBeVisible();
    await secondary.fill('#FFFFFF');
  });

  await test.step('a half-typed colour cannot be saved', async () => {
    const primary = dialog.getByRole('textbox', { name: 'Primary colour', exact: true });
    await primary.fill('#1A5C5');
    await expect(dialog.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
    await primary.fill('#1A5C5E');
    await expect(dialog.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
  });

  await test.step('Save shows the toast and closes', async () => {
    await dialog.getByRole('textbox', { name: 'Sender name' }).fill('Demo Health Outreach');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Brand preferences have been saved')).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });

  await test.step('reopening finds the branding kept', async () => {
    const reopened = await openDemoTenant(page);
    await expect(reopened.getByRole('textbox', { name: 'Primary colour', exact: true })).toHaveValue(
      '#1A5C5E',
    );
    await expect(reopened.getByRole('textbox', { name: 'Sender name' })).toHaveValue('Demo Health Outreach');

    await test.step('Cancel discards edits', async () => {
      await reopened.getByRole('textbox', { name: 'Sender name' }).fill('Not kept');
      await reopened.getByRole('button', { name: 'Cancel' }).click();
      await expect(reopened).toHaveCount(0);
      const again = await openDemoTenant(page);
      await expect(again.getByRole('textbox', { name: 'Sender name' })).toHaveValue('Demo Health Outreach');
      await ownSmtpServerAndBack(page, again);
    });
  });
});
