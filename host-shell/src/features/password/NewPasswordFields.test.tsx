import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { NewPasswordFields } from './NewPasswordFields';

function Harness({ onChange }: { onChange: (password: string, confirmation: string) => void }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  return (
    <NewPasswordFields
      password={password}
      confirmation={confirmation}
      onPasswordChange={(value) => {
        setPassword(value);
        onChange(value, confirmation);
      }}
      onConfirmationChange={(value) => {
        setConfirmation(value);
        onChange(password, value);
      }}
    />
  );
}

describe('NewPasswordFields', () => {
  it('asks for the new password twice, hidden, and reports what is typed', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    await renderWithProviders(<Harness onChange={onChange} />);

    const password = screen.getByLabelText('New password');
    const confirmation = screen.getByLabelText('Confirm new password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(confirmation).toHaveAttribute('type', 'password');

    await user.type(password, 'ab');
    await user.type(confirmation, 'a');

    expect(password).toHaveValue('ab');
    expect(onChange).toHaveBeenLastCalledWith('ab', 'a');
  });

  it('ticks off only the length where the username and current password are not known (reset)', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Harness onChange={jest.fn()} />);
    await user.type(screen.getByLabelText('New password'), 'a long enough one');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '✓Have at least 12 characters done',
      '•Not contain your username',
      '•Differ from your current password',
    ]);
  });
});
