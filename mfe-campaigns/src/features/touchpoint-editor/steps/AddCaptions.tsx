import { useId, useRef, useState } from 'react';
import { SelectField, isSupportedLanguage, languageNames, supportedLanguages } from '@outreach/shared-ui';
import { type LanguageCode } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../../i18n/areaTranslations';
import { FieldError, UploadLabel } from '../fields/Fields.styles';
import { Row } from './Step.styles';
import { CaptionsGroup, CaptionsLegend } from './VideoCaptions.styles';

export interface AddCaptionsProps {
  /** The languages the video has captions in already: a file in one of them replaces those. */
  present: readonly LanguageCode[];
  /** The language chosen at first. */
  initialLanguage: LanguageCode;
  /** True while a change of the video's captions is under way. */
  busy: boolean;
  /** What is wrong with the file chosen last, if anything. */
  problem: string | null;
  onFile: (language: LanguageCode, file: File) => Promise<void>;
}

/** A language and a WebVTT file of captions in it. */
export function AddCaptions({ present, initialLanguage, busy, problem, onFile }: AddCaptionsProps) {
  const { t } = useAreaTranslation();
  const problemId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [language, setLanguage] = useState<LanguageCode>(initialLanguage);

  const choices = supportedLanguages.map((code) => ({
    value: code,
    label: present.includes(code)
      ? t('captions.replaceChoice', { language: languageNames[code] })
      : languageNames[code],
  }));

  const send = async (file: File) => {
    await onFile(language, file);
    // The input was disabled while the file went up, which took the keyboard's focus away from it.
    input.current?.focus();
  };

  return (
    <CaptionsGroup>
      <CaptionsLegend>{t('captions.add')}</CaptionsLegend>
      <Row>
        <SelectField
          label={t('captions.language')}
          value={language}
          choices={choices}
          disabled={busy}
          onChange={(value) => {
            if (isSupportedLanguage(value)) setLanguage(value);
          }}
        />
        <UploadLabel>
          {t('captions.file')}
          <input
            ref={input}
            type="file"
            accept=".vtt,text/vtt"
            disabled={busy}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Choosing the same file again, once fixed, must fire a change too.
              event.target.value = '';
              if (file) void send(file);
            }}
          />
        </UploadLabel>
      </Row>
      {problem && (
        <FieldError id={problemId} role="alert">
          {problem}
        </FieldError>
      )}
    </CaptionsGroup>
  );
}
