import { useEffect, useRef, useState, type ReactNode, type RefObject, type SyntheticEvent } from 'react';
import { TextField } from '@outreach/shared-ui';
import type { CampaignDetail } from '@outreach/shared-contracts/core';
import type { CampaignField } from './refusedFields';
import { useRefusalMessages, type FieldErrors } from './useRefusalMessages';
import { FormError, FormFields } from './CampaignForm.styles';

/** What the fields after the name get from the form. */
export interface CampaignFormFields {
  /** A message beside each field the server refused. */
  fieldErrors: FieldErrors;
  /** Call on every change of a field: what was said about its old value no longer holds. */
  edited: (field: CampaignField) => void;
}

export interface CampaignFormProps {
  /** Lets a submit button outside the form (a dialog's footer) send it. */
  id?: string;
  nameLabel: string;
  /** A name offered to start from; it opens selected, so typing replaces it and Enter keeps it. */
  offeredName?: string;
  /** The name field, for a dialog that focuses it on opening. */
  nameRef?: RefObject<HTMLInputElement | null>;
  /**
   * After a refusal the keyboard goes to the first field refused; with this, to the name when the
   * refusal names no field (a form whose one field is the name).
   */
  refocusNameOnRefusal?: boolean;
  /** Sends the form, given the trimmed name. */
  save: (name: string) => Promise<CampaignDetail>;
  onSaved: (campaign: CampaignDetail) => void;
  /** Told when sending starts and when a refusal ends it. */
  onSavingChange?: (saving: boolean) => void;
  /** The fields after the name. */
  children?: (fields: CampaignFormFields) => ReactNode;
  /** Buttons at the end of the form, given whether it is being sent. */
  actions?: (saving: boolean) => ReactNode;
}

/**
 * The form that saves a campaign: its name and any further fields. The server judges the form; its
 * refusal is worded beside each field and for the whole form, and the keyboard goes to the field.
 */
export function CampaignForm({
  id,
  nameLabel,
  offeredName = '',
  nameRef,
  refocusNameOnRefusal = false,
  save,
  onSaved,
  onSavingChange,
  children,
  actions,
}: CampaignFormProps) {
  const wordRefusal = useRefusalMessages();
  const formRef = useRef<HTMLFormElement>(null);
  const ownNameRef = useRef<HTMLInputElement>(null);
  const nameInput = nameRef ?? ownNameRef;
  const offered = useRef(offeredName !== '');
  const [name, setName] = useState(offeredName);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [refusals, setRefusals] = useState(0);

  useEffect(() => {
    // The offered name is selected on opening, so typing replaces it and Enter keeps it.
    if (offered.current) nameInput.current?.select();
  }, [nameInput]);

  useEffect(() => {
    if (refusals === 0) return;
    const refused = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (refused ?? (refocusNameOnRefusal ? nameInput.current : null))?.focus();
  }, [refusals, refocusNameOnRefusal, nameInput]);

  const changeSaving = (next: boolean) => {
    setSaving(next);
    onSavingChange?.(next);
  };

  const edited = (field: CampaignField) => {
    // A refusal is about the values that were sent; a changed field is judged afresh on saving.
    setFieldErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => key !== field)));
    setFormError(null);
  };

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    changeSaving(true);
    setFormError(null);
    save(name.trim()).then(onSaved, (error: unknown) => {
      const refusal = wordRefusal(error, { name });
      changeSaving(false);
      setFieldErrors(refusal.fieldErrors);
      setFormError(refusal.formError);
      setRefusals((count) => count + 1);
    });
  };

  return (
    <form id={id} ref={formRef} noValidate aria-busy={saving || undefined} onSubmit={submit}>
      <FormFields>
        <TextField
          ref={nameInput}
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
        {actions?.(saving)}
      </FormFields>
    </form>
  );
}
