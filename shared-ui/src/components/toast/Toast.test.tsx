import { act, screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { Toast } from './Toast';

describe('Toast', () => {
  afterEach(() => jest.useRealTimers());

  it('announces a success and hides itself after 3 seconds', async () => {
    const onDismiss = jest.fn();
    jest.useFakeTimers();
    await renderWithTheme(<Toast message="Brand preferences have been saved" onDismiss={onDismiss} />);
    expect(screen.getByRole('status')).toHaveTextContent('Brand preferences have been saved');
    act(() => jest.advanceTimersByTime(2999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('announces an error as an alert', async () => {
    await renderWithTheme(<Toast variant="error" message="Could not save" onDismiss={jest.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not save');
  });
});
