import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { FilePicker, type FilePickerProps } from './FilePicker';

async function renderPicker(props: Partial<FilePickerProps> = {}) {
  const onFile = jest.fn();
  await renderWithTheme(
    <>
      <button type="button">Before</button>
      <FilePicker
        label="PDF document"
        buttonLabel="Choose a file"
        status="No file yet."
        accept=".pdf,application/pdf"
        onFile={onFile}
        {...props}
      />
    </>,
  );
  // The browser's file dialog cannot open in a test: files go to the hidden input it fills.
  const input = screen.getByLabelText<HTMLInputElement>('PDF document', { selector: 'input' });
  return { onFile, input };
}

describe('FilePicker', () => {
  it('is reached by Tab as a button named after its field, and opens the file chooser with Enter', async () => {
    const { input } = await renderPicker();
    const opened = jest.spyOn(input, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    const button = screen.getByRole('button', { name: 'Choose a file PDF document' });
    expect(button).toHaveFocus();
    expect(button).toHaveAccessibleDescription('No file yet.');
    await user.keyboard('{Enter}');

    expect(opened).toHaveBeenCalledTimes(1);
    // The hidden input is not a second stop on the way.
    await user.tab();
    expect(input).not.toHaveFocus();
  });

  it('hands over the chosen file, and the same file again after it is cleared', async () => {
    const { input, onFile } = await renderPicker();
    const user = userEvent.setup();
    const file = new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' });

    await user.upload(input, file);
    await user.upload(input, file);

    expect(onFile).toHaveBeenCalledTimes(2);
    expect(onFile).toHaveBeenCalledWith(file);
  });

  it('does nothing while busy, and keeps the focus on its button', async () => {
    const { input } = await renderPicker({ busy: true, status: 'Uploading…' });
    const opened = jest.spyOn(input, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Choose a file PDF document' });

    await user.click(button);

    expect(opened).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription('Uploading…');
  });

  it('is invalid and described by the problem it is given', async () => {
    await renderWithTheme(
      <>
        <FilePicker
          label="PDF document"
          buttonLabel="Choose a file"
          status="No file yet."
          accept=".pdf,application/pdf"
          describedBy="pdf-problem"
          invalid
          onFile={jest.fn()}
        />
        <p id="pdf-problem">Use a PDF file.</p>
      </>,
    );

    const button = screen.getByRole('button', { name: 'Choose a file PDF document' });
    expect(button).toHaveAttribute('aria-invalid', 'true');
    expect(button).toHaveAccessibleDescription('No file yet. Use a PDF file.');
  });
});
