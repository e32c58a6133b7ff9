import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, errorMessage, isApiError, Modal, ModalBody, TextField } from '@outreach/shared-ui';
import {
  COHORT_TITLE_MAX_LENGTH,
  MIN_NAME_LENGTH,
  type ActOnStep,
  type Cohort,
} from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { createCohortFromReport, type ReportScope } from './api';
import { FormError } from './Reports.styles';

export interface CohortFromReportModalProps {
  scope: ReportScope;
  step: ActOnStep;
  onClose: () => void;
  onMade: (cohort: Cohort) => void;
}

/** Asks a title, then makes a cohort of every patient to act on at the step (all pages). */
export function CohortFromReportModal({ scope, step, onClose, onMade }: CohortFromReportModalProps) {
  const { t } = useAreaTranslation();
  const { t: tCommon } = useTranslation('common');
  const formId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState('');
  const [titleError, setTitleError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (trimmed.length < MIN_NAME_LENGTH) {
      setTitleError(t('cohort.titleTooShort', { min: MIN_NAME_LENGTH }));
      inputRef.current?.focus();
      return;
    }
    setSaving(true);
    createCohortFromReport(scope, step, trimmed).then(onMade, (error: unknown) => {
      setSaving(false);
      const atTitle =
        isApiError(error) &&
        error.code === 'VALIDATION_FAILED' &&
        (error.details ?? []).some((detail) => detail.path === 'body.title');
      if (atTitle) {
        setTitleError(t('cohort.duplicate'));
        inputRef.current?.focus();
      } else {
        setFormError(errorMessage(error, tCommon));
      }
    });
  };

  return (
    <Modal
      open
      title={t('cohort.title')}
      onClose={onClose}
      showCloseButton
      initialFocusRef={inputRef}
      footer={
        <>
          <Button type="button" $variant="secondary" onClick={onClose}>
            {t('cohort.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={saving}>
            {saving ? t('cohort.making') : t('cohort.make')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <ModalBody>
          <p>{t('cohort.intro', { step: t(`actOn.steps.${step}`) })}</p>
          <TextField
            ref={inputRef}
            label={t('cohort.titleLabel')}
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
