import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal, ModalBody, ModalIntro, errorMessage } from '@outreach/shared-ui';
import type { PatientSummary, TestLink } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../../../i18n/areaTranslations';
import { useCampaignsFormat } from '../../../../i18n/useCampaignsFormat';
import { createTestLink } from '../../api';
import { CheckboxField } from '../../fields/CheckboxField';
import { FieldError } from '../../fields/Fields.styles';
import { Note } from '../Step.styles';
import { PatientPicker, patientName } from './PatientPicker';
import { TestLinkResult } from './TestLinkResult';

export interface TestLinkModalProps {
  touchpointId: number;
  onClose: () => void;
}

/** Picks a patient and makes a test link for them; then shows the link. */
export function TestLinkModal({ touchpointId, onClose }: TestLinkModalProps) {
  const { t } = useAreaTranslation();
  const { t: tCommon } = useTranslation('common');
  const format = useCampaignsFormat();
  const errorId = useId();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<PatientSummary | null>(null);
  const [emailToMe, setEmailToMe] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [made, setMade] = useState<{ link: TestLink; emailed: boolean } | null>(null);

  const changeSearch = (next: string) => {
    setSearch(next);
    // A patient chosen among other results would no longer be on screen.
    if (next !== search) setChosen(null);
  };

  const create = async () => {
    if (!chosen || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      setMade({ link: await createTestLink(touchpointId, chosen.id, emailToMe), emailed: emailToMe });
    } catch (error) {
      setFailure(errorMessage(error, tCommon));
    } finally {
      setBusy(false);
    }
  };

  const close = () => {
    if (!busy) onClose();
  };

  return (
    <Modal
      open
      title={t('testLink.dialogTitle')}
      onClose={close}
      width="560px"
      footer={
        made ? (
          <Button type="button" onClick={close}>
            {t('testLink.close')}
          </Button>
        ) : (
          <>
            <Button type="button" $variant="secondary" disabled={busy} onClick={close}>
              {t('form.cancel')}
            </Button>
            <Button
              type="button"
              disabled={!chosen || busy}
              aria-describedby={failure ? errorId : undefined}
              onClick={() => void create()}
            >
              {busy ? t('testLink.creating') : t('testLink.send')}
            </Button>
          </>
        )
      }
    >
      <ModalBody aria-busy={busy || undefined}>
        {made ? (
          <TestLinkResult link={made.link} emailed={made.emailed} />
        ) : (
          <>
            <ModalIntro>{t('testLink.dialogIntro')}</ModalIntro>
            <PatientPicker
              search={search}
              onSearch={changeSearch}
              isChosen={(patient) => patient.id === chosen?.id}
              onChoose={(patient) => setChosen(patient)}
            />
            {chosen && (
              // The link asks for the patient's date of birth; it is a link staff make for themselves.
              <Note role="status">
                {t('testLink.asksForBirthDate', {
                  name: patientName(chosen),
                  date: format.calendarDate(chosen.date_of_birth),
                })}
              </Note>
            )}
            <CheckboxField label={t('testLink.emailToMe')} checked={emailToMe} onChange={setEmailToMe} />
            {failure && (
              <FieldError id={errorId} role="alert">
                {failure}
              </FieldError>
            )}
          </>
        )}
      </ModalBody>
    </Modal>
  );
}
