import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { LoadingState } from './LoadingState';
import { StateMessage } from './StateMessage';

describe('StateMessage', () => {
  it('is a quiet region named by its title, with its body and one way on', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    await renderWithTheme(
      <StateMessage
        title="No campaigns match"
        body="Try other words or another status."
        action={{ label: 'Clear search and filter', onClick }}
      />,
    );

    const region = screen.getByRole('region', { name: 'No campaigns match' });
    expect(within(region).getByRole('heading', { level: 2, name: 'No campaigns match' })).toBeInTheDocument();
    expect(within(region).getByText('Try other words or another status.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Clear search and filter' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('announces an error as an alert, with neither body nor action when it has none', async () => {
    await renderWithTheme(<StateMessage alert title="The data could not be loaded." />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'The data could not be loaded.' })).toBeInTheDocument();
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
    expect(alert.querySelector('p')).toBeNull();
  });
});

describe('LoadingState', () => {
  it('is a status that says what is loading', async () => {
    await renderWithTheme(<LoadingState label="Loading campaigns…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading campaigns…');
  });
});
