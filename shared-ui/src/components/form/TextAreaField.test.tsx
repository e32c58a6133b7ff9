import { createRef } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { TextAreaField } from './TextAreaField';

describe('TextAreaField', () => {
  it('is a text box named by its label, described by its hint, that takes typing', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    await renderWithTheme(
      <TextAreaField label="Description" hint="Optional: what it is for." rows={3} onChange={onChange} />,
    );

    const area = screen.getByRole('textbox', { name: 'Description' });
    expect(area).toHaveAccessibleDescription('Optional: what it is for.');
    expect(area).toBeValid();
    await user.type(area, 'Yearly check');
    expect(area).toHaveValue('Yearly check');
    expect(onChange).toHaveBeenCalledTimes('Yearly check'.length);
  });

  it('marks itself invalid and announces its error after the hint', async () => {
    await renderWithTheme(
      <TextAreaField label="Description" hint="Optional." error="This description is too long." />,
    );
    const area = screen.getByRole('textbox', { name: 'Description' });
    expect(area).toBeInvalid();
    expect(area).toHaveAccessibleDescription('Optional. This description is too long.');
  });

  it('hands its element to a ref, so a form can focus it', async () => {
    const ref = createRef<HTMLTextAreaElement>();
    await renderWithTheme(<TextAreaField ref={ref} label="Description" />);
    ref.current?.focus();
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveFocus();
  });
});
