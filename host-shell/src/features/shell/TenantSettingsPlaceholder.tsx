import { useTranslation } from 'react-i18next';
import { Button, Modal } from '@outreach/shared-ui';
import { TENANT_SETTINGS_MODAL_WIDTH_PX } from '@outreach/shared-contracts/core';

export interface TenantSettingsPlaceholderProps {
  open: boolean;
  onClose: () => void;
}

/** Says plainly that tenant settings are not available yet, in the modal they will later fill. */
export function TenantSettingsPlaceholder({ open, onClose }: TenantSettingsPlaceholderProps) {
  const { t } = useTranslation('common');
  return (
    <Modal
      open={open}
      title={t('tenantSettings.title')}
      onClose={onClose}
      width={`${TENANT_SETTINGS_MODAL_WIDTH_PX}px`}
      showCloseButton
      footer={
        <Button type="button" onClick={onClose}>
          {t('actions.close')}
        </Button>
      }
    >
      <p>{t('tenantSettings.placeholder')}</p>
    </Modal>
  );
}
