import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  FormError,
  Modal,
  ModalBody,
  ModalIntro,
  TextField,
  errorMessage,
  isApiError,
} from '@outreach/shared-ui';
import type { ReportBreakdown } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { createSavedReport, type ReportScope, type SavedReport } from './api';

export interface SaveReportModalProps {
  scope: ReportScope;
  breakdown: ReportBreakdown | null;
  /** The name offered: the campaign's and the scope in words. */
  initialName: string;
  onClose: () => void;
  onSaved: (report: SavedReport) => void;
}

/** Asks a name, then keeps the report's scope and breakdown under it for everyone of the tenant. */
export function SaveReportModal({ scope, breakdown, initialName, onClose, onSaved }: SaveReportModalProps) {
  const { t } = useAreaTranslation();
  const { t: tCommon } = useTranslation('common');
  const formId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(initialName);
  const [nameError, setNameError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError(t('save.nameMissing'));
      inputRef.current?.focus();
      return;
    }
    setSaving(true);
    createSavedReport(trimmed, scope, breakdown).then(onSaved, (error: unknown) => {
      setSaving(false);
      // The name is checked for emptiness here; what the server refuses at it is its length, and the
      // name is the only part of the body that can make it too large.
      const atName =
        isApiError(error) &&
        (error.code === 'BODY_TOO_LARGE' ||
          (error.code === 'VALIDATION_FAILED' &&
            (error.details ?? []).some((detail) => detail.path === 'body.name')));
      if (atName) {
        setNameError(t('save.nameTooLong'));
        inputRef.current?.focus();
      } else {
        setFormError(errorMessage(error, tCommon));
      }
    });
  };

  return (
    <Modal
      open
      title={t('save.title')}
      onClose={onClose}
      showCloseButton
      initialFocusRef={inputRef}
      footer={
        <>
          <Button type="button" $variant="secondary" onClick={onClose}>
            {t('save.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={saving}>
            {saving ? t('save.saving') : t('save.save')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <ModalBody>
          <ModalIntro>{t('save.intro')}</ModalIntro>
          <TextField
            ref={inputRef}
            label={t('save.name')}
            value={name}
            autoComplete="off"
            error={nameError}
            onChange={(event) => {
              setName(event.target.value);
              setNameError(null);
              setFormError(null);
            }}
          />
          {formError && <FormError role="alert">{formError}</FormError>}
        </ModalBody>
      </form>
    </Modal>
  );
}
