import { directionOf, languageNames, TextAreaField } from '@outreach/shared-ui';
import type { LocalizedText } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../../i18n/areaTranslations';
import { useEditor } from '../EditorContext';

export interface OriginalTextProps {
  /** The label of the field being translated. */
  label: string;
  text: LocalizedText;
  /** Rich text: the original shows as its words, without markup. */
  html?: boolean;
}

function wordsOf(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

/**
 * The text in the touchpoint's default language beside its translation, read-only, so a translator
 * sees what they translate; nothing shows while the default language itself is being written.
 */
export function OriginalText({ label, text, html = false }: OriginalTextProps) {
  const { t } = useAreaTranslation();
  const { content, language } = useEditor();
  const original = content.default_language;
  if (language === original) return null;
  const value = text[original] ?? '';
  return (
    <TextAreaField
      label={t('fields.original', { label, language: languageNames[original] })}
      readOnly
      rows={2}
      lang={original}
      dir={directionOf(original)}
      value={html ? wordsOf(value) : value}
      placeholder={t('fields.noOriginal')}
    />
  );
}
