import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../api/ApiError';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { CohortTitleModal, type CohortTitleModalProps } from './CohortTitleModal';

const words = {
  titleLabel: 'Cohort title',
  titleTooShort: 'At least 2 characters',
  duplicate: 'That title is taken',
  cancel: 'Never mind',
  save: 'Keep it',
  saving: 'Keeping…',
};

function renderModal(props: Partial<CohortTitleModalProps> = {}) {
  const all: CohortTitleModalProps = {
    heading: 'Name the cohort',
    words,
    save: jest.fn(() => new Promise<never>(() => undefined)),
    errorText: () => 'Something else went wrong',
    onClose: jest.fn(),
    ...props,
  };
  return renderWithTheme(<CohortTitleModal {...all} />).then(() => all);
}

function refusedAt(path: string): ApiError {
  return new ApiError({
    statusCode: 400,
    code: 'VALIDATION_FAILED',
    message: 'Validation failed',
    details: [{ path, message: 'taken' }],
  });
}

describe('CohortTitleModal', () => {
  it('shows the heading, the intro and the caller’s words, with the title field focused', async () => {
    await renderModal({ intro: 'Every patient who did not open it.' });
    expect(screen.getByRole('dialog', { name: 'Name the cohort' })).toBeInTheDocument();
    expect(screen.getByText('Every patient who did not open it.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Cohort title' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Never mind' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep it' })).toBeInTheDocument();
  });

  it('refuses a title too short without saving it', async () => {
    const user = userEvent.setup();
    const { save } = await renderModal();
    await user.type(screen.getByRole('textbox', { name: 'Cohort title' }), ' a ');
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.getByRole('textbox', { name: 'Cohort title' })).toHaveAccessibleDescription(
      'At least 2 characters',
    );
    expect(save).not.toHaveBeenCalled();
  });

  it('saves the trimmed title and is busy meanwhile', async () => {
    const user = userEvent.setup();
    const { save } = await renderModal();
    await user.type(screen.getByRole('textbox', { name: 'Cohort title' }), '  Flu no-shows  ');
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(save).toHaveBeenCalledWith('Flu no-shows');
    expect(screen.getByRole('button', { name: 'Keeping…' })).toBeDisabled();
  });

  it('says at the field when the title is already taken, and saves again once changed', async () => {
    const user = userEvent.setup();
    const save = jest.fn(() => Promise.reject(refusedAt('body.title')));
    await renderModal({ save });
    const field = screen.getByRole('textbox', { name: 'Cohort title' });
    await user.type(field, 'Flu');
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(await screen.findByText('That title is taken')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('That title is taken');
    expect(field).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(field, ' 2');
    expect(screen.queryByText('That title is taken')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(save).toHaveBeenLastCalledWith('Flu 2');
  });

  it('words any other failure as the caller says, under the field', async () => {
    const user = userEvent.setup();
    const failure = refusedAt('body.other');
    const errorText = jest.fn(() => 'Something else went wrong');
    await renderModal({ save: () => Promise.reject(failure), errorText });
    await user.type(screen.getByRole('textbox', { name: 'Cohort title' }), 'Flu');
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something else went wrong');
    expect(errorText).toHaveBeenCalledWith(failure);
    expect(screen.getByRole('button', { name: 'Keep it' })).toBeEnabled();
  });

  it('starts from the title given, and closes without saving when it is kept as it was', async () => {
    const user = userEvent.setup();
    const { save, onClose } = await renderModal({ initialTitle: 'Flu' });
    const field = screen.getByRole('textbox', { name: 'Cohort title' });
    expect(field).toHaveValue('Flu');
    await user.type(field, ' ');
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(save).not.toHaveBeenCalled();
  });

  it('closes on cancel', async () => {
    const user = userEvent.setup();
    const { onClose } = await renderModal();
    await user.click(screen.getByRole('button', { name: 'Never mind' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
