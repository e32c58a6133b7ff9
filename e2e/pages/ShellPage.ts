import { expect, type Locator, type Page } from '@playwright/test';

/** A route the host hands to a remote, with the heading its page frame shows in English. */
export interface RemoteArea {
  path: string;
  remote: 'mfe_campaigns' | 'mfe_contacts' | 'mfe_reports_libraries' | 'mfe_avs';
  heading: string;
  /** The side-navigation link, when the area has one (AVS is reached from the user menu). */
  navLabel?: string;
  port: number;
}

/** Every staff route served by a remote (spec section 2), in side-navigation order, then AVS. */
export const remoteAreas: readonly RemoteArea[] = [
  { path: '/create', remote: 'mfe_campaigns', heading: 'Create a campaign', navLabel: 'Create', port: 3001 },
  { path: '/reports', remote: 'mfe_reports_libraries', heading: 'Reports', navLabel: 'Reports', port: 3003 },
  {
    path: '/libraries',
    remote: 'mfe_reports_libraries',
    heading: 'Libraries',
    navLabel: 'Libraries',
    port: 3003,
  },
  { path: '/contacts', remote: 'mfe_contacts', heading: 'Contacts', navLabel: 'Contacts', port: 3002 },
  {
    path: '/studio-landing',
    remote: 'mfe_campaigns',
    heading: 'All campaigns',
    navLabel: 'All campaigns',
    port: 3001,
  },
  { path: '/avs', remote: 'mfe_avs', heading: 'After-visit summaries', port: 3005 },
];

/** The signed-in staff shell: side navigation, user menu, and the area in the main landmark. */
export class ShellPage {
  readonly navigation: Locator;
  readonly main: Locator;
  readonly userMenuButton: Locator;
  readonly logoutDialog: Locator;
  readonly unavailable: Locator;

  constructor(readonly page: Page) {
    this.navigation = page.getByRole('navigation', { name: 'Main navigation' });
    this.main = page.getByRole('main');
    this.userMenuButton = page.getByRole('button', { name: 'User menu' });
    this.logoutDialog = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to logout?' });
    this.unavailable = this.main.getByRole('alert').filter({ hasText: 'This area is unavailable' });
  }

  /** A side navigation item by its label; a badge adds its count after a comma ('Contacts, unread messages: 2'). */
  navLink(label: string): Locator {
    const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.navigation.getByRole('link', { name: new RegExp(`^${escaped}(?:,|$)`) });
  }

  areaHeading(area: Pick<RemoteArea, 'heading'>): Locator {
    return this.main.getByRole('heading', { name: area.heading, exact: true });
  }

  async expectSignedIn(): Promise<void> {
    await expect(this.navigation).toBeVisible();
    await expect(this.userMenuButton).toBeVisible();
  }

  async openArea(area: RemoteArea): Promise<void> {
    if (area.navLabel) {
      await this.navLink(area.navLabel).click();
    } else {
      await this.chooseMenuItem('Go to AVS');
    }
    await expect(this.page).toHaveURL((url) => url.pathname === area.path);
  }

  async chooseMenuItem(label: string): Promise<void> {
    await this.userMenuButton.click();
    await this.page.getByRole('menuitem', { name: label, exact: true }).click();
  }

  /** Opens the logout confirmation from the user menu (not confirmed yet). */
  async askToLogout(): Promise<void> {
    await this.chooseMenuItem('Logout');
    await expect(this.logoutDialog).toBeVisible();
  }

  async logout(): Promise<void> {
    await this.askToLogout();
    await this.logoutDialog.getByRole('button', { name: 'Yes', exact: true }).click();
  }
}
