import { useRef } from 'react';
import { useAreaTranslation } from '../../../i18n/areaTranslations';
import { useEditor } from '../EditorContext';
import { TranslatedTextField } from '../fields/TranslatedTextField';
import { textIn, withText } from '../localized';
import { insertAtCursor } from './insertAtCursor';
import { Note } from './Step.styles';
import { VariableButtons } from '../fields/VariableButtons';

/** The SMS text with its length as the server counts it, and the variables to insert where the cursor is. */
export function SmsField() {
  const { t } = useAreaTranslation();
  const { content, language, touchpoint, update } = useEditor();
  const area = useRef<HTMLTextAreaElement>(null);
  const stats = touchpoint.sms_stats[language];
  const label = t('messages.smsText');

  const setText = (value: string) =>
    update((current) => ({
      ...current,
      sms: { ...current.sms, text: withText(current.sms.text, language, value) },
    }));

  return (
    <>
      <TranslatedTextField
        areaRef={area}
        label={label}
        path="sms.text"
        rows={4}
        text={content.sms.text}
        onChange={(text) => update((current) => ({ ...current, sms: { ...current.sms, text } }))}
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
      <VariableButtons
        field={label}
        onInsert={(token) => insertAtCursor(area.current, textIn(content.sms.text, language), token, setText)}
      />
    </>
  );
}
