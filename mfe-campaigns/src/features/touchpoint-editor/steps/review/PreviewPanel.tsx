import { languageNames } from '@outreach/shared-ui';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { type LanguageCode } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../../../i18n/areaTranslations';
import { useEditor } from '../../EditorContext';
import { Stack, SubHeading } from '../Step.styles';
import { PreviewContent } from './PreviewContent';
import { Tab, TabList } from './PreviewPanel.styles';

/** The saved draft as a sample patient receives it, one tab per language. */
export function PreviewPanel() {
  const { t } = useAreaTranslation();
  const { content } = useEditor();
  const baseId = useId();
  const [chosen, setChosen] = useState<LanguageCode>(content.default_language);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const languages = content.languages;
  const current = languages.includes(chosen) ? chosen : content.default_language;

  // Arrow keys move between the tabs, as a tab list does in every platform.
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const next = (index + (rtl ? -step : step) + languages.length) % languages.length;
    const language = languages[next];
    if (language) setChosen(language);
    tabs.current[next]?.focus();
  };

  return (
    <Stack as="section" aria-labelledby={`${baseId}-heading`}>
      <SubHeading id={`${baseId}-heading`}>{t('preview.title')}</SubHeading>
      <TabList role="tablist" aria-label={t('preview.languages')}>
        {languages.map((language, index) => (
          <Tab
            key={language}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${language}`}
            aria-selected={language === current}
            aria-controls={`${baseId}-panel`}
            tabIndex={language === current ? 0 : -1}
            onClick={() => setChosen(language)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {languageNames[language]}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${current}`}>
        <PreviewContent language={current} />
      </div>
    </Stack>
  );
}
