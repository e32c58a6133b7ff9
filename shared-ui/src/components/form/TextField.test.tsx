import { createRef } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is an input named by its label, valid and undescribed when it has nothing to say', async () => {
    const user = userEvent.setup();
    await renderWithTheme(<TextField label="Name" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).toBeValid();
    await user.type(input, 'Ada');
    expect(input).toHaveValue('Ada');
  });

  it('announces its hint and then its error, and marks itself invalid', async () => {
    await renderWithTheme(<TextField label="Password" hint="At least 12 characters." error="Too short." />);
    const input = screen.getByLabelText('Password');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('At least 12 characters. Too short.');
  });

  it('shows what trails the input, and hands the input to a ref', async () => {
    const ref = createRef<HTMLInputElement>();
    await renderWithTheme(
      <TextField ref={ref} label="Name" trailing={<button type="button">Show</button>} />,
    );
    expect(screen.getByRole('button', { name: 'Show' })).toBeInTheDocument();
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Name' }));
  });
});
