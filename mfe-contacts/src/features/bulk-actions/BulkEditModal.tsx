import { useId, useState, type SyntheticEvent } from 'react';
import {
  Button,
  FormError,
  isApiError,
  Modal,
  ModalBody,
  ModalIntro,
  SelectField,
  type SelectChoice,
} from '@outreach/shared-ui';
import { communicationPreferences, supportedLanguages } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { useContactsFormat } from '../../i18n/useContactsFormat';
import { useNotify, useRefreshContacts } from '../contacts/state';
import { useWriteErrorMessage } from '../contacts/useWriteErrorMessage';
import { useCohorts } from '../cohorts/api';
import { idOrUndefined, isCommunication, isLanguage } from '../patients/choices';
import { bulkEditPatients, type BulkChanges } from './api';

export interface BulkEditModalProps {
  ids: ReadonlySet<number>;
  onClose: () => void;
}

interface Draft {
  language: string;
  communication: string;
  addTo: string;
  removeFrom: string;
}

const unchanged: Draft = { language: '', communication: '', addTo: '', removeFrom: '' };

/** The changes a draft asks for; fields left at 'No change' are not sent. */
function changesOf(draft: Draft): BulkChanges {
  const changes: BulkChanges = {};
  if (isLanguage(draft.language)) changes.language_preference = draft.language;
  if (isCommunication(draft.communication)) changes.communication_preference = draft.communication;
  const addTo = idOrUndefined(draft.addTo);
  const removeFrom = idOrUndefined(draft.removeFrom);
  if (addTo !== undefined) changes.add_to_cohort_id = addTo;
  if (removeFrom !== undefined) changes.remove_from_cohort_id = removeFrom;
  return changes;
}

/** One change for every selected patient: language, contact preference, or cohort membership. */
export function BulkEditModal({ ids, onClose }: BulkEditModalProps) {
  const { t } = useAreaTranslation();
  const format = useContactsFormat();
  const cohorts = useCohorts();
  const notify = useNotify();
  const refresh = useRefreshContacts();
  const writeError = useWriteErrorMessage();
  const [draft, setDraft] = useState<Draft>(unchanged);
  const [formError, setFormError] = useState<string | null>(null);
  const [communicationError, setCommunicationError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const formId = useId();

  const sameCohort = draft.addTo !== '' && draft.addTo === draft.removeFrom;
  const languages: SelectChoice[] = supportedLanguages.map((code) => ({
    value: code,
    label: format.language(code),
  }));
  const communications: SelectChoice[] = communicationPreferences.map((value) => ({
    value,
    label: format.communication(value),
  }));
  const cohortChoices: SelectChoice[] = (cohorts.data ?? []).map((cohort) => ({
    value: String(cohort.id),
    label: cohort.title,
  }));

  const edit = (changes: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...changes }));
    setFormError(null);
    setCommunicationError(null);
  };

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const changes = changesOf(draft);
    if (Object.keys(changes).length === 0) {
      setFormError(t('bulk.chooseOne'));
      return;
    }
    if (sameCohort) return;
    setSaving(true);
    bulkEditPatients(ids, changes).then(
      (count) => {
        notify(t('bulk.updated', { count: format.number(count) }));
        refresh();
        onClose();
      },
      (error: unknown) => {
        setSaving(false);
        const atCommunication =
          isApiError(error) &&
          error.code === 'VALIDATION_FAILED' &&
          (error.details ?? []).some((detail) => detail.path === 'body.data.communication_preference');
        if (atCommunication) setCommunicationError(t('bulk.unreachable'));
        setFormError(writeError(error));
      },
    );
  };

  return (
    <Modal
      open
      title={t('bulk.editTitle')}
      onClose={onClose}
      showCloseButton
      footer={
        <>
          <Button type="button" $variant="secondary" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={saving || sameCohort}>
            {saving ? t('form.saving') : t('bulk.apply')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <ModalBody>
          <ModalIntro>{t('bulk.editIntro', { count: format.number(ids.size) })}</ModalIntro>
          <SelectField
            label={t('form.fields.language')}
            value={draft.language}
            choices={languages}
            emptyChoice={t('bulk.noChange')}
            onChange={(language) => edit({ language })}
          />
          <SelectField
            label={t('form.fields.communication')}
            value={draft.communication}
            choices={communications}
            emptyChoice={t('bulk.noChange')}
            error={communicationError}
            onChange={(communication) => edit({ communication })}
          />
          <SelectField
            label={t('bulk.addToCohort')}
            value={draft.addTo}
            choices={cohortChoices}
            emptyChoice={t('bulk.noChange')}
            disabled={!cohorts.data}
            onChange={(addTo) => edit({ addTo })}
          />
          <SelectField
            label={t('bulk.removeFromCohort')}
            value={draft.removeFrom}
            choices={cohortChoices}
            emptyChoice={t('bulk.noChange')}
            disabled={!cohorts.data}
            error={sameCohort ? t('bulk.sameCohort') : null}
            onChange={(removeFrom) => edit({ removeFrom })}
          />
          {formError && <FormError role="alert">{formError}</FormError>}
        </ModalBody>
      </form>
    </Modal>
  );
}
