import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { NavIcon } from './NavIcon';
import { isNavItemActive, navItems } from './navItems';
import { NavBar, NavLabel, NavLinkItem, NavList, NavFooter } from './SideNav.styles';
import { UserMenu } from './UserMenu';

/** The staff side navigation: the five areas, and the user menu at the bottom. */
export function SideNav() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  return (
    <NavBar aria-label={t('nav.label')}>
      <NavList>
        {navItems.map((item) => {
          const active = isNavItemActive(pathname, item.href);
          return (
            <li key={item.href}>
              <NavLinkItem to={item.href} aria-current={active ? 'page' : undefined} $active={active}>
                <NavIcon name={item.icon} />
                <NavLabel>{t(item.labelKey)}</NavLabel>
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
