import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is announced as a loading status', async () => {
    await renderWithTheme(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });
});
