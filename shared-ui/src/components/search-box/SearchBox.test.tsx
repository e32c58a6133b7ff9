import { useCallback, useState } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { SEARCH_DELAY_MS, SearchBox, type SearchBoxProps } from './SearchBox';

/** The box over a list whose search can also be cleared from elsewhere, as a no-results state does. */
function SearchedList({ initial = '', onSearch, ...props }: Partial<SearchBoxProps> & { initial?: string }) {
  const [search, setSearch] = useState(initial);
  const searchFor = useCallback(
    (next: string) => {
      setSearch(next);
      onSearch?.(next);
    },
    [onSearch],
  );
  return (
    <>
      <SearchBox label="Search patients" hint="Name or MRN" search={search} onSearch={searchFor} {...props} />
      <button type="button" onClick={() => setSearch('')}>
        Clear search
      </button>
    </>
  );
}

async function renderBox(props: Partial<SearchBoxProps> & { initial?: string } = {}) {
  const onSearch = jest.fn();
  await renderWithTheme(<SearchedList onSearch={onSearch} {...props} />);
  return { onSearch, box: screen.getByRole('searchbox', { name: 'Search patients' }) };
}

describe('SearchBox', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('searches for the trimmed text once typing pauses, not while the user types', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const { box, onSearch } = await renderBox();
    // The first search (the empty text) goes out after the pause like any other.
    act(() => jest.advanceTimersByTime(SEARCH_DELAY_MS));
    onSearch.mockClear();

    expect(screen.getByRole('search')).toContainElement(box);
    expect(box).toHaveAccessibleDescription('Name or MRN');
    await user.type(box, ' flu ');
    act(() => jest.advanceTimersByTime(SEARCH_DELAY_MS - 1));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('flu');
    expect(box).toHaveFocus();
  });

  it('searches at once on Enter', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const { box, onSearch } = await renderBox();
    await user.type(box, 'measles{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('measles');
  });

  it('shows the search when it is reset from elsewhere', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const { box } = await renderBox({ initial: 'flu' });
    expect(box).toHaveValue('flu');
    await user.type(box, ' shot{Enter}');
    expect(box).toHaveValue('flu shot');

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
  });

  it('names the search landmark and holds further fields when given them', async () => {
    await renderBox({
      formLabel: 'Find campaigns',
      maxLength: 100,
      children: <button type="button">Status</button>,
    });
    const form = screen.getByRole('search', { name: 'Find campaigns' });
    expect(screen.getByRole('searchbox', { name: 'Search patients' })).toHaveAttribute('maxlength', '100');
    expect(form).toContainElement(screen.getByRole('button', { name: 'Status' }));
  });
});
