import { SelectField, languageNames, supportedLanguages } from '@outreach/shared-ui';
import { type LanguageCode } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../../i18n/areaTranslations';
import { useEditor } from '../EditorContext';
import { CheckboxField } from '../fields/CheckboxField';
import { LanguageGrid } from './LanguagesStep.styles';
import { Note, Stack } from './Step.styles';

/** The languages patients can read the touchpoint in, and the one it falls back to. */
export function LanguagesStep() {
  const { t } = useAreaTranslation();
  const { content, update } = useEditor();
  const chosen = content.languages;

  const toggle = (language: LanguageCode, on: boolean) =>
    update((current) => ({
      ...current,
      languages: on
        ? supportedLanguages.filter((code) => code === language || current.languages.includes(code))
        : current.languages.filter((code) => code !== language),
    }));

  return (
    <Stack>
      <SelectField
        label={t('languages.default')}
        value={content.default_language}
        choices={chosen.map((code) => ({ value: code, label: languageNames[code] }))}
        onChange={(value) => {
          const next = chosen.find((code) => code === value);
          if (next) update((current) => ({ ...current, default_language: next }));
        }}
      />
      <Note>{t('languages.hint')}</Note>
      <LanguageGrid role="group" aria-label={t('languages.offered')}>
        {supportedLanguages.map((code) => (
          <span key={code} lang={code}>
            <CheckboxField
              label={languageNames[code]}
              checked={chosen.includes(code)}
              disabled={code === content.default_language}
              onChange={(on) => toggle(code, on)}
            />
          </span>
        ))}
      </LanguageGrid>
    </Stack>
  );
}
