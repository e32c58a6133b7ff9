import { useRef } from 'react';
import type { TouchpointContent } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../../i18n/areaTranslations';
import { useEditor } from '../EditorContext';
import { OriginalText } from '../fields/OriginalText';
import { RichTextField } from '../fields/RichTextField';
import { TranslatedTextField } from '../fields/TranslatedTextField';
import { textIn, withText } from '../localized';
import { insertAtCursor } from './insertAtCursor';
import { VariableButtons } from '../fields/VariableButtons';

type Email = TouchpointContent['email'];

/** The e-mail's subject, body and plain-text version, each with the variables to insert. */
export function EmailFields() {
  const { t } = useAreaTranslation();
  const { content, language, update } = useEditor();
  const subject = useRef<HTMLInputElement>(null);
  const plain = useRef<HTMLTextAreaElement>(null);
  const email = content.email;
  const changeEmail = (next: Partial<Email>) =>
    update((current) => ({ ...current, email: { ...current.email, ...next } }));
  // Each insert reads the text as it is now, so two quick inserts both land.
  const setIn = (field: 'subject' | 'text') => (value: string) =>
    update((current) => ({
      ...current,
      email: { ...current.email, [field]: withText(current.email[field], language, value) },
    }));
  const labels = { subject: t('messages.subject'), html: t('messages.html'), text: t('messages.text') };

  return (
    <>
      <TranslatedTextField
        inputRef={subject}
        label={labels.subject}
        path="email.subject"
        text={email.subject}
        onChange={(text) => changeEmail({ subject: text })}
      />
      <VariableButtons
        field={labels.subject}
        onInsert={(token) =>
          insertAtCursor(subject.current, textIn(email.subject, language), token, setIn('subject'))
        }
      />
      <RichTextField
        label={labels.html}
        path="email.html"
        hint={t('messages.htmlHint', { variable: '{{link}}' })}
        value={textIn(email.html, language)}
        onChange={(html) => changeEmail({ html: withText(email.html, language, html) })}
        variables
      />
      <OriginalText label={labels.html} text={email.html} html />
      <TranslatedTextField
        areaRef={plain}
        label={labels.text}
        hint={t('messages.textHint')}
        path="email.text"
        rows={5}
        text={email.text}
        onChange={(text) => changeEmail({ text })}
      />
      <VariableButtons
        field={labels.text}
        onInsert={(token) =>
          insertAtCursor(plain.current, textIn(email.text, language), token, setIn('text'))
        }
      />
    </>
  );
}
