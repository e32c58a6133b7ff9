import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import { useLocation, useNavigate } from 'react-router';
import {
  ConfirmDialog,
  DropdownMenuButton,
  sessionUserAtom,
  Toast,
  type DropdownMenuItem,
} from '@outreach/shared-ui';
import { logoutEverywhere } from '../session/sessionEvents';
import { avatarInitials } from './avatarInitials';
import { NavIcon } from './NavIcon';
import { TenantSettingsModal } from '../tenant-settings/TenantSettingsModal';
import { AvatarCircle, MenuFace } from './UserMenu.styles';
import { useShellTranslation } from './shellTranslations';

/** True inside the separate AVS area, whose menu leads back to campaigns. */
export function isInAvsArea(pathname: string): boolean {
  return pathname === '/avs' || pathname.startsWith('/avs/');
}

/** The grid-icon menu with the user's avatar, at the bottom of the side navigation. */
export function UserMenu() {
  const { t } = useTranslation('common');
  const { t: tShell } = useShellTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const user = useAtomValue(sessionUserAtom);
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const [tenantSettingsOpen, setTenantSettingsOpen] = useState(false);
  const [brandingSaved, setBrandingSaved] = useState(false);
  const hideSavedToast = useCallback(() => setBrandingSaved(false), []);

  const logoutItem: DropdownMenuItem = {
    id: 'logout',
    label: tShell('userMenu.logout'),
    onSelect: () => setConfirmingLogout(true),
  };
  const items: DropdownMenuItem[] = isInAvsArea(pathname)
    ? [
        {
          id: 'campaigns',
          label: tShell('userMenu.goToCampaigns'),
          onSelect: () => void navigate('/create'),
        },
        logoutItem,
      ]
    : [
        { id: 'avs', label: tShell('userMenu.goToAvs'), onSelect: () => void navigate('/avs') },
        {
          id: 'tenant-settings',
          label: tShell('userMenu.tenantSettings'),
          onSelect: () => setTenantSettingsOpen(true),
        },
        {
          id: 'change-password',
          label: tShell('userMenu.changePassword'),
          onSelect: () => void navigate('/password/change'),
        },
        logoutItem,
      ];

  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ') || user?.username || '';
  const initials = avatarInitials(user);

  return (
    <>
      {/* The accessible name holds the visible initials too, so speech input can target the button by what it shows. */}
      <DropdownMenuButton label={`${tShell('userMenu.button')} ${initials}`} items={items} placement="above">
        <MenuFace>
          <NavIcon name="grid" size={20} />
          <AvatarCircle title={tShell('userMenu.signedInAs', { name })}>{initials}</AvatarCircle>
        </MenuFace>
      </DropdownMenuButton>
      <ConfirmDialog
        open={confirmingLogout}
        title={tShell('logout.title')}
        message={tShell('logout.question')}
        confirmLabel={t('actions.yes')}
        cancelLabel={t('actions.no')}
        onConfirm={() => {
          setConfirmingLogout(false);
          void logoutEverywhere();
        }}
        onCancel={() => setConfirmingLogout(false)}
      />
      <TenantSettingsModal
        open={tenantSettingsOpen}
        onClose={() => setTenantSettingsOpen(false)}
        onSaved={() => {
          setTenantSettingsOpen(false);
          setBrandingSaved(true);
        }}
      />
      {/* The confirmation lives here, not in the modal, so it stays on screen after the modal closes. */}
      {brandingSaved && <Toast message={tShell('tenantSettings.saved')} onDismiss={hideSavedToast} />}
    </>
  );
}
