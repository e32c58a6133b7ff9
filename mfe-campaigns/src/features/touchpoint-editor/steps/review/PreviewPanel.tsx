import { languageNames, Tabs } from '@outreach/shared-ui';
import { useId, useState } from 'react';
import { type LanguageCode } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../../../i18n/areaTranslations';
import { useEditor } from '../../EditorContext';
import { Stack, SubHeading } from '../Step.styles';
import { PreviewContent } from './PreviewContent';

/** The saved draft as a sample patient receives it, one tab per language. */
export function PreviewPanel() {
  const { t } = useAreaTranslation();
  const { content } = useEditor();
  const headingId = useId();
  const [chosen, setChosen] = useState<LanguageCode>(content.default_language);
  const current = content.languages.includes(chosen) ? chosen : content.default_language;

  return (
    <Stack as="section" aria-labelledby={headingId}>
      <SubHeading id={headingId}>{t('preview.title')}</SubHeading>
      <Tabs
        label={t('preview.languages')}
        selected={current}
        onSelect={setChosen}
        // Each language's preview is fetched and drawn on its own: only the one shown is.
        keepMounted={false}
        tabs={content.languages.map((language) => ({
          id: language,
          label: languageNames[language],
          panel: <PreviewContent language={language} />,
        }))}
      />
    </Stack>
  );
}
