import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { Button, isApiError, Modal, TextField } from '@outreach/shared-ui';
import { COHORT_TITLE_MAX_LENGTH, MIN_NAME_LENGTH, type Cohort } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { useNotify, useRefreshContacts } from '../contacts/state';
import { useWriteErrorMessage } from '../contacts/useWriteErrorMessage';
import { createCohort, renameCohort } from './api';
import { FormError, ModalBody } from './CohortsPanel.styles';

export interface CohortFormModalProps {
  /** The cohort to rename; absent to create one. */
  cohort?: Cohort;
  onClose: () => void;
}

/** Creates or renames a cohort; a title needs at least two characters and must be new. */
export function CohortFormModal({ cohort, onClose }: CohortFormModalProps) {
  const { t } = useAreaTranslation();
  const notify = useNotify();
  const refresh = useRefreshContacts();
  const writeError = useWriteErrorMessage();
  const formId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState(cohort?.title ?? '');
  const [titleError, setTitleError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (trimmed.length < MIN_NAME_LENGTH) {
      setTitleError(t('cohorts.titleTooShort', { min: MIN_NAME_LENGTH }));
      inputRef.current?.focus();
      return;
    }
    if (cohort && trimmed === cohort.title) {
      onClose();
      return;
    }
    setSaving(true);
    const save = cohort ? renameCohort(cohort.id, trimmed) : createCohort(trimmed);
    save.then(
      () => {
        notify(cohort ? t('cohorts.renamed') : t('cohorts.created'));
        refresh();
        onClose();
      },
      (error: unknown) => {
        setSaving(false);
        const atTitle =
          isApiError(error) &&
          error.code === 'VALIDATION_FAILED' &&
          (error.details ?? []).some((detail) => detail.path === 'body.title');
        if (atTitle) {
          setTitleError(t('cohorts.duplicate'));
          inputRef.current?.focus();
        } else {
          setFormError(writeError(error));
        }
      },
    );
  };

  return (
    <Modal
      open
      title={cohort ? t('cohorts.renameTitle') : t('cohorts.createTitle')}
      onClose={onClose}
      showCloseButton
      initialFocusRef={inputRef}
      footer={
        <>
          <Button type="button" $variant="secondary" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={saving}>
            {saving ? t('form.saving') : t('form.save')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <ModalBody>
          <TextField
            ref={inputRef}
            label={t('cohorts.titleLabel')}
            value={title}
            maxLength={COHORT_TITLE_MAX_LENGTH}
            autoComplete="off"
            error={titleError}
            onChange={(event) => {
              setTitle(event.target.value);
              setTitleError(null);
              setFormError(null);
            }}
          />
          {formError && <FormError role="alert">{formError}</FormError>}
        </ModalBody>
      </form>
    </Modal>
  );
}
