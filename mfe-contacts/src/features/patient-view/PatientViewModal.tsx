import { useRef } from 'react';
import type { Patient } from '@outreach/shared-contracts/core';
import { Button, Modal, ModalBody } from '@outreach/shared-ui';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { useContactsFormat } from '../../i18n/useContactsFormat';
import { ConsentWarning } from '../patient-consent/ConsentWarning';
import { PatientMessages } from '../patient-messages/PatientMessages';
import { PatientDetails } from './PatientDetails';
import { ViewBody } from './PatientView.styles';

export interface PatientViewModalProps {
  patient: Patient;
  onEdit: () => void;
  onClose: () => void;
}

/**
 * A patient's record to read, opened from their name: nothing can be changed by a stray keystroke
 * until Edit is chosen. What the patient wrote to the care team follows the record.
 */
export function PatientViewModal({ patient, onEdit, onClose }: PatientViewModalProps) {
  const { t } = useAreaTranslation();
  const format = useContactsFormat();
  const editRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open
      title={format.name(patient)}
      onClose={onClose}
      width="720px"
      initialFocusRef={editRef}
      showCloseButton
      // The header's close button closes it; the one action is the way into the form.
      footer={
        <Button ref={editRef} type="button" onClick={onEdit}>
          {t('view.edit')}
        </Button>
      }
    >
      <ModalBody>
        <ViewBody>
          <ConsentWarning patient={patient} />
          <PatientDetails patient={patient} />
        </ViewBody>
      </ModalBody>
      <PatientMessages patientId={patient.id} />
    </Modal>
  );
}
