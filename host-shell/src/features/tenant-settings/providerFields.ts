import type { ChangeEvent, RefCallback } from 'react';
import type { TFunction } from 'i18next';
import type { TenantMessaging } from '@outreach/shared-contracts/core';
import type { MessagingDraft, MessagingField } from './messagingDraft';
import type { MessagingFieldErrors } from './messagingFieldErrors';

/** What the fields of the chosen e-mail or SMS provider are given. */
export interface ProviderFieldsProps {
  stored: TenantMessaging;
  draft: MessagingDraft;
  errors: MessagingFieldErrors;
  onChange: (field: MessagingField, value: string) => void;
  /** Keeps each field's element, so a refused save can move the focus to the first refused field. */
  fieldRef: (field: MessagingField) => RefCallback<HTMLElement>;
  disabled: boolean;
}

/** The hint of a write-only credential: whether one is stored, its last characters, how to keep it. */
export function storedCredentialHint(t: TFunction, set: boolean, hint: string | null): string | undefined {
  if (!set) return undefined;
  return hint
    ? t('tenantSettings.messaging.storedHint', { hint })
    : t('tenantSettings.messaging.storedSecret');
}

/**
 * What every field of a provider takes from the form, by the field it edits: its element's keeper,
 * its draft value, its refusal, whether it is locked, and its change.
 */
export function boundField(props: ProviderFieldsProps, field: MessagingField) {
  return {
    ref: props.fieldRef(field),
    value: props.draft[field],
    error: props.errors[field],
    disabled: props.disabled,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      props.onChange(field, event.target.value),
  };
}
