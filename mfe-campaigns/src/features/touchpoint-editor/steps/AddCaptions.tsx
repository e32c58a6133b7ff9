import { useId, useState } from 'react';
import {
  FilePicker,
  SelectField,
  isSupportedLanguage,
  languageNames,
  supportedLanguages,
} from '@outreach/shared-ui';
import { type LanguageCode } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../../i18n/areaTranslations';
import { FieldError } from '../fields/Fields.styles';
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
  const [language, setLanguage] = useState<LanguageCode>(initialLanguage);

  const choices = supportedLanguages.map((code) => ({
    value: code,
    label: present.includes(code)
      ? t('captions.replaceChoice', { language: languageNames[code] })
      : languageNames[code],
  }));

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
        {/* While busy the picker's button does nothing but keeps the keyboard's focus. */}
        <FilePicker
          label={t('captions.file')}
          buttonLabel={t('fields.chooseFile')}
          // The group's own status says what the file is doing.
          status=""
          accept=".vtt,text/vtt"
          busy={busy}
          describedBy={problem ? problemId : undefined}
          invalid={Boolean(problem)}
          onFile={(file) => void onFile(language, file)}
        />
      </Row>
      {problem && (
        <FieldError id={problemId} role="alert">
          {problem}
        </FieldError>
      )}
    </CaptionsGroup>
  );
}
