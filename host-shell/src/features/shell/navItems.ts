import type { NavIconName } from './NavIcon';

export interface NavItem {
  href: string;
  /** Key of the label in the `common` namespace. */
  labelKey: string;
  icon: NavIconName;
  /** A count shown on the item's icon. */
  badge?: 'unreadMessages';
}

/** The side navigation of the staff shell, in the order of the spec. */
export const navItems: readonly NavItem[] = [
  { href: '/create', labelKey: 'nav.create', icon: 'create' },
  { href: '/reports', labelKey: 'nav.reports', icon: 'reports' },
  { href: '/libraries', labelKey: 'nav.libraries', icon: 'libraries' },
  { href: '/contacts', labelKey: 'nav.contacts', icon: 'contacts', badge: 'unreadMessages' },
  { href: '/studio-landing', labelKey: 'nav.studioLanding', icon: 'studio' },
];

/** An item is current when the path starts with its href. */
export function isNavItemActive(pathname: string, href: string): boolean {
  return pathname.startsWith(href);
}
