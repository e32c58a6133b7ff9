import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { supportedLanguages } from '@outreach/shared-contracts/core';
import { languageNames } from './languages';
import { SwitcherLabel, SwitcherSelect, SwitcherWrapper } from './LanguageSwitcher.styles';

export interface LanguageSwitcherProps {
  className?: string;
}

/** A labelled select that lists every language in its own name and switches the interface. */
export function LanguageSwitcher({ className }: LanguageSwitcherProps) {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  const current = i18n.resolvedLanguage ?? i18n.language;

  function handleChange(event: ChangeEvent<HTMLSelectElement>) {
    void i18n.changeLanguage(event.target.value);
  }

  return (
    <SwitcherWrapper className={className}>
      <SwitcherLabel htmlFor={id}>{t('language.label')}</SwitcherLabel>
      <SwitcherSelect id={id} value={current} onChange={handleChange}>
        {supportedLanguages.map((code) => (
          <option key={code} value={code} lang={code}>
            {languageNames[code]}
          </option>
        ))}
      </SwitcherSelect>
    </SwitcherWrapper>
  );
}
