import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { ColourInput, type ColourInputProps } from './ColourInput';

function Controlled({
  initial,
  onChange,
  onValidityChange,
  allowEmpty,
}: { initial: string } & Partial<ColourInputProps>) {
  const [value, setValue] = useState(initial);
  return (
    <ColourInput
      label="Primary colour"
      value={value}
      allowEmpty={allowEmpty}
      onValidityChange={onValidityChange}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe('ColourInput', () => {
  it('tells the form whether the typed text is a colour it may submit', async () => {
    const user = userEvent.setup();
    const onValidityChange = jest.fn();
    await renderWithTheme(<Controlled initial="#388083" onValidityChange={onValidityChange} />);
    expect(onValidityChange).toHaveBeenLastCalledWith(true);
    const field = screen.getByRole('textbox', { name: 'Primary colour' });
    await user.clear(field);
    await user.type(field, '#12');
    expect(onValidityChange).toHaveBeenLastCalledWith(false);
    await user.type(field, '3');
    expect(onValidityChange).toHaveBeenLastCalledWith(true);
  });

  it('passes on a typed colour with a # added and uppercased, and fills the field in on blur', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    await renderWithTheme(<Controlled initial="#FFFFFF" onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'Primary colour' });
    await user.clear(field);
    await user.type(field, '7fd1d3');
    expect(onChange).toHaveBeenLastCalledWith('#7FD1D3');
    await user.tab();
    expect(field).toHaveValue('#7FD1D3');
    expect(screen.getByTestId('colour-swatch')).toHaveStyle({ background: '#7FD1D3' });
  });

  it('shows a linked error for an invalid colour and never passes it on', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    await renderWithTheme(<Controlled initial="#388083" onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'Primary colour' });
    await user.clear(field);
    await user.type(field, 'red');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Enter # followed by 3 or 6 hex digits, e.g. #388083.');
    for (const [value] of onChange.mock.calls as [string][])
      expect(value).toMatch(/^#([0-9A-F]{3}|[0-9A-F]{6})$/);
    expect(onChange).not.toHaveBeenCalledWith('red');
    // The swatch keeps the last valid colour.
    expect(screen.getByTestId('colour-swatch')).toHaveStyle({ background: '#388083' });

    await user.clear(field);
    await user.type(field, '#FFF');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(onChange).toHaveBeenLastCalledWith('#FFF');
  });

  it('refuses empty unless empty is allowed', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const { unmount } = await renderWithTheme(<Controlled initial="#388083" onChange={onChange} />);
    await user.clear(screen.getByRole('textbox', { name: 'Primary colour' }));
    expect(screen.getByRole('textbox', { name: 'Primary colour' })).toHaveAccessibleDescription(
      'Enter a colour.',
    );
    expect(onChange).not.toHaveBeenCalled();
    unmount();

    await renderWithTheme(<Controlled initial="#388083" allowEmpty onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'Primary colour' });
    await user.clear(field);
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('sets the text from the labelled colour picker', async () => {
    const onChange = jest.fn();
    await renderWithTheme(<Controlled initial="#388083" onChange={onChange} />);
    const picker = screen.getByLabelText('Colour picker for Primary colour');
    expect(picker).toHaveValue('#388083');
    // Testing Library cannot drive the native picker dialog, so the change is fired directly.
    fireEvent.input(picker, { target: { value: '#112233' } });
    expect(onChange).toHaveBeenLastCalledWith('#112233');
    expect(screen.getByRole('textbox', { name: 'Primary colour' })).toHaveValue('#112233');
  });

  it('shows a new value given from outside', async () => {
    const user = userEvent.setup();
    function Resettable() {
      const [value, setValue] = useState('#388083');
      return (
        <>
          <ColourInput label="Accent" value={value} onChange={setValue} />
          <button
            type="button"
            onClick={() => {
              setValue('#FFFFFF');
            }}
          >
            Reset
          </button>
        </>
      );
    }
    await renderWithTheme(<Resettable />);
    const field = screen.getByRole('textbox', { name: 'Accent' });
    await user.clear(field);
    await user.type(field, '#12');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(field).toHaveValue('#FFFFFF');
    expect(field).not.toHaveAttribute('aria-invalid');
  });
});
