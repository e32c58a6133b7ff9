import { createEvent, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOGO_MAX_BYTES } from '@outreach/shared-contracts/core';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { LogoUploadArea } from './LogoUploadArea';

const png = (bytes = 10, name = 'logo.png') => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

async function renderArea(props: Partial<Parameters<typeof LogoUploadArea>[0]> = {}) {
  const onFileSelected = jest.fn();
  const onRemove = jest.fn();
  await renderWithTheme(
    <LogoUploadArea value={null} onFileSelected={onFileSelected} onRemove={onRemove} {...props} />,
  );
  // The picker's own dialog cannot be opened in a test, so files go to the (hidden) input it fills.
  const input = screen.getByLabelText<HTMLInputElement>('Choose file', { selector: 'input' });
  return { onFileSelected, onRemove, input };
}

describe('LogoUploadArea', () => {
  it('hands over an allowed file chosen through the input', async () => {
    // applyAccept off so the component's own checks, not the test library, decide.
    const user = userEvent.setup({ applyAccept: false });
    const { onFileSelected, input } = await renderArea();
    expect(input).toHaveAttribute('accept', '.png,.jpg,.jpeg,.svg,image/png,image/jpeg,image/svg+xml');
    const file = png();
    await user.upload(input, file);
    expect(onFileSelected).toHaveBeenCalledWith(file);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens the file picker from a keyboard-reachable button', async () => {
    const user = userEvent.setup();
    const { input } = await renderArea();
    const click = jest.spyOn(input, 'click');
    const button = screen.getByRole('button', { name: 'Choose file' });
    await user.tab();
    expect(button).toHaveFocus();
    expect(button).toHaveAccessibleDescription(
      'PNG, JPG or SVG, up to 2 MB. Drop a file here or choose one.',
    );
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalled();
  });

  it.each([
    ['a wrong extension', new File(['x'], 'logo.gif', { type: 'image/gif' })],
    ['a PNG name on another type', new File(['x'], 'logo.png', { type: 'text/html' })],
    ['an SVG type with a script name', new File(['x'], 'logo.js', { type: 'image/svg+xml' })],
  ])('refuses %s with a translated message', async (_case, file) => {
    const user = userEvent.setup({ applyAccept: false });
    const { onFileSelected, input } = await renderArea();
    await user.upload(input, file);
    expect(onFileSelected).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This file type is not allowed. Use a PNG, JPG or SVG image.',
    );
  });

  it('refuses a file over 2 MB and accepts one of exactly 2 MB', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { onFileSelected, input } = await renderArea();
    await user.upload(input, png(LOGO_MAX_BYTES + 1));
    expect(onFileSelected).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('This file is too large. The maximum is 2 MB.');

    const exact = png(LOGO_MAX_BYTES);
    await user.upload(input, exact);
    expect(onFileSelected).toHaveBeenCalledWith(exact);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('takes a dropped file and refuses a dropped wrong one', async () => {
    const { onFileSelected } = await renderArea();
    const zone = screen.getByRole('group', { name: 'Logo' });
    const svg = new File(['<svg/>'], 'logo.SVG', { type: 'image/svg+xml' });
    const drop = (file: File) => {
      const zoneChild = zone.firstElementChild ?? zone;
      const event = createEvent.drop(zoneChild, { dataTransfer: { files: [file] } });
      fireEvent(zoneChild, event);
      return event;
    };
    expect(drop(svg).defaultPrevented).toBe(true);
    expect(onFileSelected).toHaveBeenCalledWith(svg);
    drop(new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(onFileSelected).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toHaveTextContent('This file type is not allowed');
  });

  it('previews the current logo and removes it', async () => {
    const user = userEvent.setup();
    const { onRemove } = await renderArea({ value: 'https://files.example/logo.png' });
    expect(screen.getByRole('img', { name: 'Current logo' })).toHaveAttribute(
      'src',
      'https://files.example/logo.png',
    );
    await user.click(screen.getByRole('button', { name: 'Remove logo' }));
    expect(onRemove).toHaveBeenCalled();
  });

  it('shows progress while uploading and blocks new choices', async () => {
    await renderArea({ value: 'https://files.example/logo.png', uploading: true, progress: 42 });
    const bar = screen.getByRole('progressbar', { name: 'Uploading logo…' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(screen.getByRole('button', { name: 'Choose file' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove logo' })).toBeDisabled();
  });

  it('shows an error given by the caller', async () => {
    await renderArea({ error: 'The upload failed.' });
    expect(screen.getByRole('alert')).toHaveTextContent('The upload failed.');
  });
});
