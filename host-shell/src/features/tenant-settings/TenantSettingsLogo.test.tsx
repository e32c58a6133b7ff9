import { act, screen, waitFor, within } from '@testing-library/react';
import { installFakeXhr, type FakeXhr, type RecordedRequest } from '@outreach/shared-ui/testing';
import { acmeBranding, api, chooseAcme, storeSession, writes } from './tenantSettingsTestKit';

const newKey = '7/branding-logos/Zq3kV9xY2mN8pL4rT6wB.png';
const presign = {
  getPresignedUploadUrl: {
    body: {
      url: `http://localhost:4000/api/uploads/${newKey}?sig=s`,
      key: newKey,
      expires_at: 2_000_000_000,
      max_bytes: 2_097_152,
    },
  },
};
const saveAnswers = { saveTenantBranding: { body: { branding: acmeBranding } } };

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'new-logo.png', { type: 'image/png' });

function savedBranding(requests: RecordedRequest[]) {
  const save = writes(requests).find((request) => request.path === '/api/tenants/7/branding');
  return (save?.body as { branding: Record<string, unknown> } | undefined)?.branding;
}

/** Chooses Acme Health and a PNG logo, and waits until the file is on its way. */
async function startUpload(xhr: FakeXhr) {
  const opened = await chooseAcme();
  const input = within(opened.dialog).getByLabelText<HTMLInputElement>('Choose file', { selector: 'input' });
  await opened.user.upload(input, png());
  await waitFor(() => expect(xhr.requests).toHaveLength(1));
  return { ...opened, put: xhr.latest() };
}

describe('the logo in Tenant Settings', () => {
  let xhr: FakeXhr;
  let previews = 0;
  const revoked: string[] = [];

  beforeEach(() => {
    storeSession();
    xhr = installFakeXhr();
    previews = 0;
    revoked.length = 0;
    // jsdom has no object URLs; the preview only needs a distinct one per file.
    URL.createObjectURL = () => `blob:logo-${String((previews += 1))}`;
    URL.revokeObjectURL = (url: string) => {
      revoked.push(url);
    };
  });
  afterEach(() => xhr.restore());

  it('uploads a chosen file at once with progress, previews it, and saves its key', async () => {
    const requests = api({ ...presign, ...saveAnswers });
    const { user, dialog, put } = await startUpload(xhr);

    expect(put.url).toBe(`http://localhost:4000/api/uploads/${newKey}?sig=s`);
    expect(put.headers['content-type']).toBe('image/png');
    const bar = within(dialog).getByRole('progressbar', { name: 'Uploading logo…' });
    act(() => put.progress(2, 4));
    expect(bar).toHaveAttribute('aria-valuenow', '50');

    await act(async () => {
      put.respond(201, { key: newKey });
      await Promise.resolve();
    });
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Current logo' })).toHaveAttribute('src', 'blob:logo-1');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Brand preferences have been saved');
    expect(savedBranding(requests)).toMatchObject({ logo: newKey, sender_name: 'Acme Care' });
    expect(savedBranding(requests)).not.toHaveProperty('logo_url');
    // The closed modal lets go of the local preview.
    expect(revoked).toEqual(['blob:logo-1']);
  });

  it('asks for the upload URL of the tenant chosen in the modal', async () => {
    const asked: Record<string, string>[] = [];
    api({
      getPresignedUploadUrl: (request) => {
        asked.push(request.query);
        return presign.getPresignedUploadUrl;
      },
    });
    await startUpload(xhr);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toEqual({
      ext: 'png',
      mime_type: 'image/png',
      tenant_id: '7',
    });
  });

  it('keeps Save disabled while the upload runs; Cancel aborts it and saves nothing', async () => {
    const requests = api({ ...presign, ...saveAnswers });
    const { user, dialog, put } = await startUpload(xhr);
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.click(save);
    expect(writes(requests)).toEqual([]);
    expect(within(dialog).getByRole('button', { name: 'Choose file' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(put.aborted).toBe(true);
    expect(writes(requests)).toEqual([]);
  });

  it('aborts the upload when another tenant is chosen, leaving that tenant without it', async () => {
    api({ ...presign });
    const { user, dialog, select, put } = await startUpload(xhr);
    await user.selectOptions(select, 'Bay Clinic');
    expect(put.aborted).toBe(true);
    await within(dialog).findByRole('textbox', { name: 'Sender name' });
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('img', { name: 'Current logo' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('shows the server’s refusal in the logo area and keeps the previous logo', async () => {
    const requests = api({ ...presign, ...saveAnswers });
    const { user, dialog, put } = await startUpload(xhr);
    await act(async () => {
      put.respond(400, {
        statusCode: 400,
        code: 'UNSAFE_FILE',
        message: 'The SVG file was refused: it contains a script element.',
      });
      await Promise.resolve();
    });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'This file was refused because it may contain unsafe content. Please choose another file.',
    );
    expect(within(dialog).getByRole('img', { name: 'Current logo' })).toHaveAttribute(
      'src',
      'https://files.example.test/acme.png',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Brand preferences have been saved');
    expect(savedBranding(requests)).toMatchObject({ logo: 'branding-logos/acme.png' });
  });

  it('removes the logo, so the save clears it', async () => {
    const requests = api({ ...saveAnswers });
    const { user, dialog } = await chooseAcme();
    await user.click(within(dialog).getByRole('button', { name: 'Remove logo' }));
    expect(within(dialog).queryByRole('img', { name: 'Current logo' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('No logo yet.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Brand preferences have been saved');
    expect(savedBranding(requests)).toMatchObject({ logo: null });
  });

  it('shows a logo the server would not take as one to upload again', async () => {
    api({
      saveTenantBranding: {
        status: 400,
        body: {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'The request is not valid.',
          details: [{ path: 'body.branding.logo', message: 'Upload the logo again.' }],
        },
      },
    });
    const { user, dialog } = await chooseAcme();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alerts = await within(dialog).findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'The logo could not be saved. Please upload it again.',
      'Please check the highlighted fields and try again.',
    ]);
  });
});

describe('the sender e-mail in Tenant Settings', () => {
  beforeEach(storeSession);

  it('flags an invalid address and keeps Save disabled until it is valid', async () => {
    const requests = api({ ...saveAnswers });
    const { user, dialog } = await chooseAcme();
    const email = within(dialog).getByRole('textbox', { name: 'Sender e-mail' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await user.clear(email);
    await user.type(email, 'care@acme');
    expect(email).toHaveAccessibleDescription('Enter a valid e-mail address, e.g. care@example.com.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(save).toBeDisabled();

    await user.type(email, '.example.test');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(save).toBeEnabled();
    await user.click(save);
    await screen.findByText('Brand preferences have been saved');
    expect(savedBranding(requests)).toMatchObject({ sender_email: 'care@acme.example.test' });
  });

  it('takes an empty address as no sender address', async () => {
    api();
    const { user, dialog } = await chooseAcme();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Sender e-mail' }));
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('shows the server’s refusal of the address beside the field', async () => {
    api({
      saveTenantBranding: {
        status: 400,
        body: {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'The request is not valid.',
          details: [{ path: 'body.branding.sender_email', message: 'Invalid email address' }],
        },
      },
    });
    const { user, dialog } = await chooseAcme();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Please check the highlighted fields and try again.',
    );
    const email = within(dialog).getByRole('textbox', { name: 'Sender e-mail' });
    expect(email).toHaveAccessibleDescription('Enter a valid e-mail address, e.g. care@example.com.');
    // Editing the field clears the server's verdict until the next save.
    await user.type(email, 'x');
    expect(email).not.toHaveAttribute('aria-invalid');
  });
});
