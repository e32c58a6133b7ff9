import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColourInput, LogoUploadArea, TextField } from '@outreach/shared-ui';
import type { BrandingDraft } from './api';
import { BrandingPreview } from './BrandingPreview';
import { EditorFields, LogoNote, TextAreaField } from './BrandingEditor.styles';

export interface BrandingEditorProps {
  value: BrandingDraft;
  onChange: (next: BrandingDraft) => void;
  /** Told whether every field holds a value that may be saved. */
  onValidityChange?: (valid: boolean) => void;
  disabled?: boolean;
}

type TextKey = 'disclaimer_text' | 'ai_video_disclaimer' | 'sender_email' | 'sender_name';

/** Does nothing: logo uploads are not offered yet, so the area is shown disabled. */
function noUpload() {
  return undefined;
}

/** The fields of one tenant's branding with a live preview of its colours. */
export function BrandingEditor({ value, onChange, onValidityChange, disabled = false }: BrandingEditorProps) {
  const [primaryValid, setPrimaryValid] = useState(true);
  const [secondaryValid, setSecondaryValid] = useState(true);
  useEffect(() => {
    onValidityChange?.(primaryValid && secondaryValid);
  }, [primaryValid, secondaryValid, onValidityChange]);
  const { t } = useTranslation('common');
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
      <div>
        <LogoUploadArea value={value.logo_url} onFileSelected={noUpload} onRemove={noUpload} disabled />
        <LogoNote>{t('tenantSettings.logoComingSoon')}</LogoNote>
      </div>
      {textArea('disclaimer_text', t('tenantSettings.disclaimerText'))}
      {textArea('ai_video_disclaimer', t('tenantSettings.videoDisclaimer'))}
      <TextField
        label={t('tenantSettings.senderEmail')}
        type="email"
        autoComplete="off"
        value={value.sender_email}
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
