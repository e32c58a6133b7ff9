import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useUnreadMessageCount } from '@outreach/shared-ui';
import { NavIcon } from './NavIcon';
import { isNavItemActive, navItems, type NavItem } from './navItems';
import { NavBadge, NavBar, NavIconFrame, NavLabel, NavLinkItem, NavList, NavFooter } from './SideNav.styles';
import { useShellTranslation } from './shellTranslations';
import { UserMenu } from './UserMenu';

/** Badges above 99 say '99+': the exact number is in the link's name. */
const BADGE_MAX = 99;

/**
 * The staff side navigation: the five areas, and the user menu at the bottom. Contacts carries the
 * count of patient messages nobody has opened yet, kept fresh by polling.
 */
export function SideNav() {
  const { t } = useTranslation('common');
  const { t: tShell } = useShellTranslation();
  const { pathname } = useLocation();
  // A refused or failed count shows no badge: the inbox itself says what went wrong.
  const unread = useUnreadMessageCount().data?.unread ?? 0;

  const badgeOf = (item: NavItem) => (item.badge === 'unreadMessages' ? unread : 0);
  return (
    <NavBar aria-label={t('nav.label')}>
      <NavList>
        {navItems.map((item) => {
          const active = isNavItemActive(pathname, item.href);
          const label = t(item.labelKey);
          const count = badgeOf(item);
          return (
            <li key={item.href}>
              <NavLinkItem
                to={item.href}
                aria-current={active ? 'page' : undefined}
                aria-label={count > 0 ? tShell('nav.unreadMessages', { label, count }) : undefined}
                $active={active}
              >
                <NavIconFrame>
                  <NavIcon name={item.icon} />
                  {count > 0 && (
                    <NavBadge aria-hidden="true">
                      {count > BADGE_MAX ? `${String(BADGE_MAX)}+` : count}
                    </NavBadge>
                  )}
                </NavIconFrame>
                <NavLabel>{label}</NavLabel>
              </NavLinkItem>
            </li>
          );
        })}
      </NavList>
      <NavFooter>
        <UserMenu />
      </NavFooter>
    </NavBar>
  );
}
