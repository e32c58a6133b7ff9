import { SelectField, languageNames } from '@outreach/shared-ui';
import { type LanguageCode, type Touchpoint } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../i18n/areaTranslations';

export interface EditLanguagePickerProps {
  languages: readonly LanguageCode[];
  value: LanguageCode;
  checks: Touchpoint['checks'];
  onChange: (language: LanguageCode) => void;
}

/** The number of texts the check list finds missing in each language. */
export function missingTexts(checks: Touchpoint['checks'], language: LanguageCode): number {
  return checks.filter((check) => check.code === 'translation_missing' && check.language === language).length;
}

/** Which of the touchpoint's languages the steps show, with how many of its texts are missing. */
export function EditLanguagePicker({ languages, value, checks, onChange }: EditLanguagePickerProps) {
  const { t } = useAreaTranslation();
  const choices = languages.map((language) => {
    const name = languageNames[language];
    const missing = missingTexts(checks, language);
    return {
      value: language,
      label: missing > 0 ? t('editor.languageMissing', { name, missing }) : name,
    };
  });
  return (
    <SelectField
      label={t('editor.language')}
      value={value}
      choices={choices}
      onChange={(next) => {
        const chosen = languages.find((language) => language === next);
        if (chosen) onChange(chosen);
      }}
    />
  );
}
