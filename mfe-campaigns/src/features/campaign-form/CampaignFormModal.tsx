import { useEffect, useId, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { Button, Modal, ModalBody, ModalIntro, TextField } from '@outreach/shared-ui';
import type { CampaignDetail } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import type { CampaignField } from './refusedFields';
import { useRefusalMessages, type FieldErrors } from './useRefusalMessages';
import { FormError } from './CampaignFormModal.styles';

/** What the fields after the name get from the form. */
export interface CampaignFormFields {
  /** A message beside each field the server refused. */
  fieldErrors: FieldErrors;
  /** Call on every change of a field: what was said about its old value no longer holds. */
  edited: (field: CampaignField) => void;
}

export interface CampaignFormModalProps {
  title: string;
  /** A sentence above the name. */
  intro?: string;
  nameLabel: string;
  /** A name offered to start from; it opens selected, so typing replaces it and Enter keeps it. */
  offeredName?: string;
  submitLabel: string;
  /** The submit button's label while the server saves. */
  savingLabel: string;
  /** CSS width of the dialog; the Modal's own by default. */
  width?: string;
  /**
   * After a refusal the keyboard goes to the first field refused; with this, to the name when the
   * refusal names no field (a form whose one field is the name).
   */
  refocusNameOnRefusal?: boolean;
  /** Sends the form, given the trimmed name. */
  save: (name: string) => Promise<CampaignDetail>;
  onSaved: (campaign: CampaignDetail) => void;
  onClose: () => void;
  /** The fields after the name. */
  children?: (fields: CampaignFormFields) => ReactNode;
}

/**
 * A dialog that saves a campaign: its name and any further fields, Cancel and submit. The server
 * judges the form; its refusal is worded beside each field and for the whole form.
 */
export function CampaignFormModal({
  title,
  intro,
  nameLabel,
  offeredName = '',
  submitLabel,
  savingLabel,
  width,
  refocusNameOnRefusal = false,
  save,
  onSaved,
  onClose,
  children,
}: CampaignFormModalProps) {
  const { t } = useAreaTranslation();
  const wordRefusal = useRefusalMessages();
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const offered = useRef(offeredName !== '');
  const [name, setName] = useState(offeredName);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [refusals, setRefusals] = useState(0);

  useEffect(() => {
    // The offered name is selected on opening, so typing replaces it and Enter keeps it.
    if (offered.current) nameRef.current?.select();
  }, []);

  useEffect(() => {
    if (refusals === 0) return;
    const refused = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (refused ?? (refocusNameOnRefusal ? nameRef.current : null))?.focus();
  }, [refusals, refocusNameOnRefusal]);

  const edited = (field: CampaignField) => {
    // A refusal is about the values that were sent; a changed field is judged afresh on saving.
    setFieldErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => key !== field)));
    setFormError(null);
  };

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setFormError(null);
    save(name.trim()).then(onSaved, (error: unknown) => {
      const refusal = wordRefusal(error, { name });
      setSaving(false);
      setFieldErrors(refusal.fieldErrors);
      setFormError(refusal.formError);
      setRefusals((count) => count + 1);
    });
  };

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
      <form id={formId} ref={formRef} noValidate aria-busy={saving || undefined} onSubmit={submit}>
        <ModalBody>
          {intro && <ModalIntro>{intro}</ModalIntro>}
          <TextField
            ref={nameRef}
            label={nameLabel}
            value={name}
            autoComplete="off"
            required
            error={fieldErrors.name}
            onChange={(event) => {
              setName(event.target.value);
              edited('name');
            }}
          />
          {children?.({ fieldErrors, edited })}
          {formError && <FormError role="alert">{formError}</FormError>}
        </ModalBody>
      </form>
    </Modal>
  );
}
