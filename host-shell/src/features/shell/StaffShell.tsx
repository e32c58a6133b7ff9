import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LanguageSwitcher } from '@outreach/shared-ui';
import { SideNav } from './SideNav';
import { WarningModal } from './WarningModal';
import { ShellContent, ShellFrame, ShellHeader, ShellMain, SkipLink } from './StaffShell.styles';

export interface StaffShellProps {
  /** False on /landing, which the spec shows without the side navigation. */
  withNavigation?: boolean;
}

/** The signed-in frame: side navigation, a header with the language switcher, and the page. */
export function StaffShell({ withNavigation = true }: StaffShellProps) {
  const { t } = useTranslation('common');
  return (
    <ShellFrame>
      <SkipLink href="#main-content">{t('app.skipToContent')}</SkipLink>
      {withNavigation && <SideNav />}
      <ShellContent>
        <ShellHeader>
          <LanguageSwitcher />
        </ShellHeader>
        <ShellMain id="main-content" tabIndex={-1}>
          <Outlet />
        </ShellMain>
      </ShellContent>
      <WarningModal />
    </ShellFrame>
  );
}
