import { screen, within } from '@testing-library/react';
import { writeStoredSession } from '@outreach/shared-ui';
import { renderWithProviders } from '../test-utils/renderWithProviders';
import { SideNav } from './SideNav';

describe('SideNav', () => {
  beforeEach(() => {
    localStorage.clear();
    writeStoredSession({
      user: { firstName: 'Ada', lastName: 'Lovelace', username: 'ada' },
      csrf: 'c',
      expiration: 2_000_000_000,
      warning: null,
    });
  });

  it('lists the five areas in a labelled navigation landmark', async () => {
    await renderWithProviders(<SideNav />, { route: '/create' });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/create',
      '/reports',
      '/libraries',
      '/contacts',
      '/studio-landing',
    ]);
    expect(links.map((link) => link.textContent)).toEqual([
      'Create',
      'Reports',
      'Libraries',
      'Contacts',
      'Studio landing',
    ]);
  });

  it('highlights the item whose href the path starts with', async () => {
    await renderWithProviders(<SideNav />, { route: '/reports/42/details' });
    expect(screen.getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Create' })).not.toHaveAttribute('aria-current');
  });

  it('shows the user menu with the avatar initials', async () => {
    await renderWithProviders(<SideNav />, { route: '/create' });
    expect(screen.getByRole('button', { name: 'User menu AL' })).toHaveTextContent('AL');
  });
});
