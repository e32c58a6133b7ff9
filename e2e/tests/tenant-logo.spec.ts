import { expect, test } from '../fixtures.js';
import { TenantSettingsDialog, type FilePayload } from '../pages/TenantSettingsDialog.js';
import { solidPng } from '../support/pngImage.js';
import { testUser, type UserKey } from '../support/users.js';

const LOGO_MAX_BYTES = 2_097_152;

const pngLogo = (name = 'clinic-logo.png'): FilePayload => ({
  name,
  mimeType: 'image/png',
  buffer: solidPng(64, 32, [26, 92, 94]),
});

const scriptSvg: FilePayload = {
  name: 'sneaky-logo.svg',
  mimeType: 'image/svg+xml',
  buffer: Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20">' +
      '<script>document.title = "owned"</script><rect width="40" height="20" fill="#1a5c5e"/></svg>',
  ),
};

/** Each test works on a tenant of its own, so tests running side by side never see each other's saves. */
function tenantOf(key: UserKey): string {
  const tenant = testUser(key).tenantName;
  if (!tenant) throw new Error(`users.json gives ${key} no tenant of its own`);
  return tenant;
}

test('a staff member uploads a PNG logo, sees it previewed, saves it and finds it after reopening', async ({
  page,
  signIn,
}) => {
  await signIn('logoUpload');
  const settings = new TenantSettingsDialog(page);
  await settings.open(tenantOf('logoUpload'));

  await test.step('the tenant starts without a logo', async () => {
    await expect(settings.logoArea.getByText('No logo yet.')).toBeVisible();
  });

  await test.step('the chosen PNG uploads at once and is previewed', async () => {
    await settings.chooseLogo(pngLogo());
    await expect(settings.logoPreview).toHaveAttribute('src', /^blob:/);
    await settings.expectPreviewLoaded(64, 32);
    await expect(settings.logoArea.getByRole('progressbar')).toHaveCount(0);
    await expect(settings.save).toBeEnabled();
  });

  await test.step('Save confirms and closes', async () => {
    await settings.saveAndClose();
  });

  await test.step('reopening shows the saved logo, served by the API', async () => {
    await settings.open(tenantOf('logoUpload'));
    await expect(settings.logoPreview).toHaveAttribute(
      'src',
      /\/api\/uploads\/\d+\/branding-logos\/.+\.png$/,
    );
    await settings.expectPreviewLoaded(64, 32);
  });
});

test('a logo over 2 MB is refused in the browser before anything is uploaded', async ({ page, signIn }) => {
  await signIn('logoTooLarge');
  const presigns: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/presigned-image-url')) presigns.push(request.url());
  });
  const settings = new TenantSettingsDialog(page);
  await settings.open(tenantOf('logoTooLarge'));

  const oversized = Buffer.alloc(LOGO_MAX_BYTES + 1);
  solidPng(1, 1, [0, 0, 0]).copy(oversized);
  await settings.chooseLogo({ name: 'huge-logo.png', mimeType: 'image/png', buffer: oversized });
  await expect(settings.logoMessage).toHaveText('This file is too large. The maximum is 2 MB.');
  await expect(settings.logoPreview).toHaveCount(0);
  expect(presigns).toEqual([]);
});

test('an SVG with a script is refused by the server with its message, and the old logo stays', async ({
  page,
  signIn,
}) => {
  await signIn('logoUnsafe');
  const settings = new TenantSettingsDialog(page);
  const tenant = tenantOf('logoUnsafe');

  await test.step('a PNG logo is saved first', async () => {
    await settings.open(tenant);
    await settings.chooseLogo(pngLogo('first-logo.png'));
    await settings.expectPreviewLoaded(64, 32);
    await settings.saveAndClose();
  });

  await settings.open(tenant);
  await settings.expectPreviewLoaded(64, 32);
  const savedSrc = await settings.logoPreview.getAttribute('src');

  await test.step('the server refuses the SVG and says why', async () => {
    const put = page.waitForResponse(
      (response) => response.request().method() === 'PUT' && response.url().includes('/api/uploads/'),
    );
    await settings.chooseLogo(scriptSvg);
    const answer = await put;
    expect(answer.status()).toBe(400);
    expect(((await answer.json()) as { code: string }).code).toBe('UNSAFE_FILE');
    await expect(settings.logoMessage).toHaveText(
      'This file was refused because it may contain unsafe content. Please choose another file.',
    );
  });

  await test.step('the saved logo is still shown, and still saved after reopening', async () => {
    await expect(settings.logoPreview).toHaveAttribute('src', savedSrc ?? '');
    await settings.expectPreviewLoaded(64, 32);
    await settings.cancel.click();
    await settings.open(tenant);
    await expect(settings.logoPreview).toHaveAttribute('src', savedSrc ?? '');
    await settings.expectPreviewLoaded(64, 32);
  });
});

test('an invalid colour or sender e-mail shows why and keeps Save disabled', async ({ page, signIn }) => {
  await signIn('brandingChecks');
  const settings = new TenantSettingsDialog(page);
  await settings.open(tenantOf('brandingChecks'));
  await expect(settings.save).toBeEnabled();

  await test.step('a colour that is not hex', async () => {
    await settings.primaryColour.fill('#12G45Z');
    await expect(
      settings.dialog.getByText('Enter # followed by 3 or 6 hex digits, e.g. #388083.'),
    ).toBeVisible();
    await expect(settings.save).toBeDisabled();
    await settings.primaryColour.fill('#12A45F');
    await expect(settings.save).toBeEnabled();
  });

  await test.step('a sender e-mail without a domain', async () => {
    await settings.senderEmail.fill('care@clinic');
    await expect(settings.senderEmail).toHaveAccessibleDescription(
      'Enter a valid e-mail address, e.g. care@example.com.',
    );
    await expect(settings.senderEmail).toHaveAttribute('aria-invalid', 'true');
    await expect(settings.save).toBeDisabled();
    await settings.senderEmail.fill('care@clinic.example.test');
    await expect(settings.senderEmail).not.toHaveAttribute('aria-invalid');
    await expect(settings.save).toBeEnabled();
  });
});
