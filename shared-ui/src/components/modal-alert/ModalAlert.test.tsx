import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { ModalAlert } from './ModalAlert';

describe('ModalAlert', () => {
  it('shows its message with a primary and a secondary button', async () => {
    const user = userEvent.setup();
    const onPrimary = jest.fn();
    const onSecondary = jest.fn();
    await renderWithTheme(
      <ModalAlert
        open
        title="Notice"
        message="Something happened."
        primaryLabel="Yes"
        onPrimary={onPrimary}
        secondaryLabel="No"
        onSecondary={onSecondary}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Notice' })).toHaveTextContent('Something happened.');
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(onPrimary).toHaveBeenCalledTimes(1);
    expect(onSecondary).toHaveBeenCalledTimes(1);
  });

  it('treats Escape as the secondary action', async () => {
    const user = userEvent.setup();
    const onSecondary = jest.fn();
    await renderWithTheme(
      <ModalAlert
        open
        title="Notice"
        message="m"
        primaryLabel="Yes"
        onPrimary={jest.fn()}
        secondaryLabel="No"
        onSecondary={onSecondary}
      />,
    );
    await user.keyboard('{Escape}');
    expect(onSecondary).toHaveBeenCalled();
  });
});
