import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/renderWithTheme';
import { LanguageSwitcher } from './LanguageSwitcher';

describe('LanguageSwitcher', () => {
  it('lists the 21 languages, each in its own name', async () => {
    await renderWithTheme(<LanguageSwitcher />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    const options = within(select).getAllByRole('option');
    expect(options).toHaveLength(21);
    expect(options.map((option) => option.textContent)).toEqual(
      expect.arrayContaining(['English', 'Español', 'العربية', 'فارسی', 'اردو', '日本語', 'Tagalog']),
    );
    expect(select).toHaveValue('en');
  });

  it('switches the language of the page', async () => {
    const user = userEvent.setup();
    await renderWithTheme(<LanguageSwitcher />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Deutsch');
    expect(screen.getByRole('combobox')).toHaveValue('de');
  });
});
