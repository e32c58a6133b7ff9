import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { Button, FormError, Modal, ModalBody } from '@outreach/shared-ui';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { usePatientProblemMessage } from '../../i18n/usePatientRuleMessage';
import { useNotify, useRefreshContacts } from '../contacts/state';
import { useWriteErrorMessage } from '../contacts/useWriteErrorMessage';
import { useCohorts } from '../cohorts/api';
import { PatientMessages } from '../patient-messages/PatientMessages';
import { createPatient, updatePatient } from './api';
import { draftFromPatient, emptyDraft, toChanges, toNewPatient, type PatientDraft } from './patientDraft';
import { PatientFormFields } from './PatientFormFields';
import { serverProblems } from './serverProblems';
import type { PatientEditTarget } from './state';
import { useFormChoices } from './useFormChoices';
import { validatePatient, type PatientProblems } from './validatePatient';

export interface PatientFormModalProps {
  target: PatientEditTarget;
  /** After a save, or when nothing was changed. */
  onClose: () => void;
  /** Cancel, Escape or the close button; `onClose` unless given. */
  onCancel?: () => void;
}

/**
 * Adds a patient or edits one; mistakes are shown at their fields, before and after saving. A patient's
 * record also shows what they wrote to the care team.
 */
export function PatientFormModal({ target, onClose, onCancel = onClose }: PatientFormModalProps) {
  const { t } = useAreaTranslation();
  const problemMessage = usePatientProblemMessage();
  const creating = target.mode === 'create';
  const original = target.mode === 'edit' ? target.patient : null;
  const originalPreference = original?.communication_preference ?? null;
  const choices = useFormChoices();
  const cohorts = useCohorts();
  const notify = useNotify();
  const refresh = useRefreshContacts();
  const writeError = useWriteErrorMessage();
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState<PatientDraft>(() =>
    original ? draftFromPatient(original) : emptyDraft,
  );
  /** Once Save was pressed, fields are checked as they change. */
  const [attempts, setAttempts] = useState(0);
  const [refused, setRefused] = useState<PatientProblems>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const problems: PatientProblems =
    attempts > 0 ? { ...refused, ...validatePatient(draft, originalPreference) } : refused;
  const errors = Object.fromEntries(
    Object.entries(problems).map(([field, problem]) => [field, problemMessage(problem)]),
  );

  useEffect(() => {
    // After a refused save, take the keyboard to the first field that needs attention.
    if (attempts > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);

  const edit = (changes: Partial<PatientDraft>) => {
    setDraft((current) => ({ ...current, ...changes }));
    // A refusal is about the values that were sent; the changed fields are judged afresh.
    setRefused((current) =>
      Object.fromEntries(Object.entries(current).filter(([field]) => !(field in changes))),
    );
    setFormError(null);
  };

  const saved = (message: string) => {
    notify(message);
    refresh();
    onClose();
  };

  const refusedBy = (error: unknown) => {
    setSaving(false);
    setRefused(serverProblems(error, draft, originalPreference));
    setFormError(writeError(error));
    setAttempts((count) => count + 1);
  };

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempts((count) => count + 1);
    if (Object.keys(validatePatient(draft, originalPreference)).length > 0) {
      setFormError(t('form.checkFields'));
      return;
    }
    if (!original) {
      setSaving(true);
      createPatient(toNewPatient(draft)).then(() => saved(t('form.created')), refusedBy);
      return;
    }
    const changes = toChanges(draft, original);
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    setSaving(true);
    updatePatient(original.id, changes).then(() => saved(t('form.updated')), refusedBy);
  };

  return (
    <Modal
      open
      title={creating ? t('form.createTitle') : t('form.editTitle')}
      onClose={onCancel}
      width="720px"
      initialFocusRef={firstFieldRef}
      showCloseButton
      footer={
        <>
          <Button type="button" $variant="secondary" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={saving}>
            {saving ? t('form.saving') : t('form.save')}
          </Button>
        </>
      }
    >
      <form id={formId} ref={formRef} noValidate onSubmit={submit}>
        <ModalBody>
          <PatientFormFields
            draft={draft}
            errors={errors}
            onChange={edit}
            choices={choices}
            cohorts={cohorts.data}
            creating={creating}
            disabled={saving}
            firstFieldRef={firstFieldRef}
          />
          {formError && <FormError role="alert">{formError}</FormError>}
        </ModalBody>
      </form>
      {original && <PatientMessages patientId={original.id} />}
    </Modal>
  );
}
