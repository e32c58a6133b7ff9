import { useRef } from 'react';
import { Button, TextAreaField } from '@outreach/shared-ui';
import { useAreaTranslation } from '../../../i18n/areaTranslations';
import { useSmsVariables } from '../api';
import { useEditor } from '../EditorContext';
import { textIn, withText } from '../localized';
import { Note, Row } from './Step.styles';

/** The SMS text with its length as the server counts it, and the variables to insert where the cursor is. */
export function SmsField() {
  const { t } = useAreaTranslation();
  const { content, language, touchpoint, update } = useEditor();
  const variables = useSmsVariables();
  const area = useRef<HTMLTextAreaElement>(null);
  const text = textIn(content.sms.text, language);
  const stats = touchpoint.sms_stats[language];

  const setText = (value: string) =>
    update((current) => ({
      ...current,
      sms: { ...current.sms, text: withText(current.sms.text, language, value) },
    }));

  const insert = (name: string) => {
    const token = `{{${name}}}`;
    const element = area.current;
    const start = element?.selectionStart ?? text.length;
    const end = element?.selectionEnd ?? text.length;
    setText(text.slice(0, start) + token + text.slice(end));
    // Put the cursor after the variable once React has written the new text.
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  return (
    <>
      <TextAreaField
        ref={area}
        label={t('messages.smsText')}
        rows={4}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Note>
        {stats
          ? t('messages.smsStats', {
              characters: stats.characters,
              segments: stats.segments,
              encoding: stats.encoding,
              limit: touchpoint.sms_segment_limit,
            })
          : t('messages.smsStatsPending')}
      </Note>
      {variables.data && (
        <Row role="group" aria-label={t('messages.variables')}>
          {variables.data.results.map((variable) => (
            <Button
              key={variable.name}
              type="button"
              $variant="secondary"
              title={variable.sample}
              onClick={() => insert(variable.name)}
            >
              {t('messages.insertVariable', { name: variable.name })}
            </Button>
          ))}
        </Row>
      )}
    </>
  );
}
