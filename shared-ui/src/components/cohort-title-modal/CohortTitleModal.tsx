import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { COHORT_TITLE_MAX_LENGTH, MIN_NAME_LENGTH } from '@outreach/shared-contracts/core';
import { isApiError } from '../../api/ApiError';
import { Button } from '../form/Button';
import { FormError } from '../form/FormError';
import { TextField } from '../form/TextField';
import { Modal } from '../modal/Modal';
import { ModalBody, ModalIntro } from '../modal/Modal.styles';

/** The words the dialog shows, in the caller's own language bundle. */
export interface CohortTitleWords {
  titleLabel: string;
  /** Shown when the title is shorter than the shortest name allowed. */
  titleTooShort: string;
  /** Shown at the title when the server refuses it as one already taken. */
  duplicate: string;
  cancel: string;
  save: string;
  /** The save button's label while saving. */
  saving: string;
}

export interface CohortTitleModalProps {
  heading: string;
  /** A sentence above the field that says what saving will do. */
  intro?: string;
  /** The title being changed; saving it unchanged closes the dialog without saving. */
  initialTitle?: string;
  words: CohortTitleWords;
  /**
   * Saves the trimmed title. On success the dialog stays busy: the caller closes it. A refusal
   * naming `body.title` shows `words.duplicate` at the field; any other failure, `errorText(error)`.
   */
  save: (title: string) => Promise<unknown>;
  errorText: (error: unknown) => string;
  onClose: () => void;
}

/** Asks a cohort's title: at least the shortest name allowed, and one no other cohort has. */
export function CohortTitleModal({
  heading,
  intro,
  initialTitle = '',
  words,
  save,
  errorText,
  onClose,
}: CohortTitleModalProps) {
  const formId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState(initialTitle);
  const [titleError, setTitleError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (trimmed.length < MIN_NAME_LENGTH) {
      setTitleError(words.titleTooShort);
      inputRef.current?.focus();
      return;
    }
    if (trimmed === initialTitle) {
      onClose();
      return;
    }
    setSaving(true);
    save(trimmed).catch((error: unknown) => {
      setSaving(false);
      const atTitle =
        isApiError(error) &&
        error.code === 'VALIDATION_FAILED' &&
        (error.details ?? []).some((detail) => detail.path === 'body.title');
      if (atTitle) {
        setTitleError(words.duplicate);
        inputRef.current?.focus();
      } else {
        setFormError(errorText(error));
      }
    });
  };

  return (
    <Modal
      open
      title={heading}
      onClose={onClose}
      showCloseButton
      initialFocusRef={inputRef}
      footer={
        <>
          <Button type="button" $variant="secondary" onClick={onClose}>
            {words.cancel}
          </Button>
          <Button type="submit" form={formId} disabled={saving}>
            {saving ? words.saving : words.save}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <ModalBody>
          {intro && <ModalIntro>{intro}</ModalIntro>}
          <TextField
            ref={inputRef}
            label={words.titleLabel}
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
