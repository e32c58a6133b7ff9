import { useId, useRef, useState } from 'react';
import { Button, Modal, ModalBody, ModalIntro } from '@outreach/shared-ui';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { CampaignForm, type CampaignFormProps } from './CampaignForm';

export interface CampaignFormModalProps extends Omit<
  CampaignFormProps,
  'id' | 'nameRef' | 'onSavingChange' | 'actions'
> {
  title: string;
  /** A sentence above the name. */
  intro?: string;
  submitLabel: string;
  /** The submit button's label while the server saves. */
  savingLabel: string;
  /** CSS width of the dialog; the Modal's own by default. */
  width?: string;
  onClose: () => void;
}

/** The campaign form in a dialog, with Cancel and submit in its footer. */
export function CampaignFormModal({
  title,
  intro,
  submitLabel,
  savingLabel,
  width,
  onClose,
  ...form
}: CampaignFormModalProps) {
  const { t } = useAreaTranslation();
  const formId = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const [saving, setSaving] = useState(false);

  // While the campaign is being saved the dialog stays: its result decides where the user goes.
  const close = () => {
    if (!saving) onClose();
  };

  return (
    <Modal
      open
      title={title}
      onClose={close}
      width={width}
      showCloseButton
      initialFocusRef={nameRef}
      footer={
        <>
          <Button type="button" $variant="secondary" disabled={saving} onClick={close}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={saving}>
            {saving ? savingLabel : submitLabel}
          </Button>
        </>
      }
    >
      <ModalBody>
        {intro && <ModalIntro>{intro}</ModalIntro>}
        <CampaignForm {...form} id={formId} nameRef={nameRef} onSavingChange={setSaving} />
      </ModalBody>
    </Modal>
  );
}
