import { useEffect, useId, useState } from 'react';
import { isValidContactPhone, isValidPrivacyPolicyUrl } from '@outreach/shared-contracts/core';
import { TextField } from '@outreach/shared-ui';
import { ColourInput, LogoUploadArea, type LogoUploadAreaProps } from '@outreach/shared-ui/branding';
import type { BrandingDraft } from './api';
import type { BrandingFieldErrors } from './brandingFieldErrors';
import { BrandingPreview } from './BrandingPreview';
import { EditorFields, PatientFields, TextAreaField } from './BrandingEditor.styles';
import { isValidSenderEmail } from './senderEmail';
import { useShellTranslation } from '../shell/shellTranslations';

/** What the editor's logo area needs from the upload running outside it. */
export type BrandingLogoControls = Pick<
  LogoUploadAreaProps,
  'onFileSelected' | 'onRemove' | 'uploading' | 'progress' | 'error'
>;

export interface BrandingEditorProps {
  value: BrandingDraft;
  onChange: (next: BrandingDraft) => void;
  /** Told whether every field holds a value that may be saved. */
  onValidityChange?: (valid: boolean) => void;
  /** Choosing a file starts its upload; the logo shown is the draft's `logo_url`. */
  logo: BrandingLogoControls;
  /** Messages for fields the server refused on the last save. */
  fieldErrors?: BrandingFieldErrors;
  disabled?: boolean;
}

type TextKey = 'disclaimer_text' | 'ai_video_disclaimer' | 'sender_email' | 'sender_name';

/** The fields of one tenant's branding with a live preview of its colours. */
export function BrandingEditor({
  value,
  onChange,
  onValidityChange,
  logo,
  fieldErrors = {},
  disabled = false,
}: BrandingEditorProps) {
  const [primaryValid, setPrimaryValid] = useState(true);
  const [secondaryValid, setSecondaryValid] = useState(true);
  const emailValid = isValidSenderEmail(value.sender_email);
  const phoneValid = isValidContactPhone(value.contact_phone);
  const privacyValid = isValidPrivacyPolicyUrl(value.privacy_policy_url);
  const fieldsValid = primaryValid && secondaryValid && emailValid && phoneValid && privacyValid;
  useEffect(() => {
    onValidityChange?.(fieldsValid);
  }, [fieldsValid, onValidityChange]);
  const { t } = useShellTranslation();
  const id = useId();
  const set = (key: keyof BrandingDraft, next: string) => onChange({ ...value, [key]: next });
  const textArea = (key: TextKey, label: string) => (
    <TextAreaField>
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <textarea
        id={`${id}-${key}`}
        value={value[key]}
        disabled={disabled}
        onChange={(event) => set(key, event.target.value)}
      />
    </TextAreaField>
  );

  return (
    <EditorFields>
      <BrandingPreview primaryColour={value.primary_color} secondaryColour={value.secondary_color} />
      <ColourInput
        label={t('tenantSettings.primaryColour')}
        value={value.primary_color}
        onChange={(next) => set('primary_color', next)}
        onValidityChange={setPrimaryValid}
        disabled={disabled}
      />
      <ColourInput
        label={t('tenantSettings.secondaryColour')}
        value={value.secondary_color}
        onChange={(next) => set('secondary_color', next)}
        onValidityChange={setSecondaryValid}
        disabled={disabled}
      />
      <LogoUploadArea
        value={value.logo_url}
        onFileSelected={logo.onFileSelected}
        onRemove={logo.onRemove}
        uploading={logo.uploading}
        progress={logo.progress}
        error={logo.error ?? fieldErrors.logo}
        disabled={disabled}
      />
      {textArea('disclaimer_text', t('tenantSettings.disclaimerText'))}
      {textArea('ai_video_disclaimer', t('tenantSettings.videoDisclaimer'))}
      <PatientFields>
        <legend>{t('tenantSettings.forPatients')}</legend>
        <TextField
          label={t('tenantSettings.contactPhone')}
          hint={t('tenantSettings.contactPhoneHint')}
          type="tel"
          autoComplete="off"
          value={value.contact_phone}
          error={phoneValid ? fieldErrors.contact_phone : t('tenantSettings.invalidContactPhone')}
          disabled={disabled}
          onChange={(event) => set('contact_phone', event.target.value)}
        />
        <TextField
          label={t('tenantSettings.privacyPolicyUrl')}
          hint={t('tenantSettings.privacyPolicyUrlHint')}
          type="url"
          autoComplete="off"
          value={value.privacy_policy_url}
          error={privacyValid ? fieldErrors.privacy_policy_url : t('tenantSettings.invalidPrivacyPolicyUrl')}
          disabled={disabled}
          onChange={(event) => set('privacy_policy_url', event.target.value)}
        />
      </PatientFields>
      <TextField
        label={t('tenantSettings.senderEmail')}
        type="email"
        autoComplete="off"
        value={value.sender_email}
        error={emailValid ? fieldErrors.sender_email : t('tenantSettings.invalidSenderEmail')}
        disabled={disabled}
        onChange={(event) => set('sender_email', event.target.value)}
      />
      <TextField
        label={t('tenantSettings.senderName')}
        autoComplete="off"
        value={value.sender_name}
        disabled={disabled}
        onChange={(event) => set('sender_name', event.target.value)}
      />
    </EditorFields>
  );
}
