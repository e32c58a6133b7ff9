import { TextAreaField, TextField } from '@outreach/shared-ui';
import { useAreaTranslation } from '../../../i18n/areaTranslations';
import { loadEmailTemplates, loadSmsTemplates } from '../api';
import { useEditor } from '../EditorContext';
import { TemplatePicker } from '../fields/TemplatePicker';
import { RichTextField } from '../fields/RichTextField';
import { textIn, withText } from '../localized';
import { SmsField } from './SmsField';
import { Stack, SubHeading } from './Step.styles';

/** The e-mail and the SMS that carry the patient's link, as the touchpoint's channels need them. */
export function MessagesStep() {
  const { t } = useAreaTranslation();
  const { content, language, update } = useEditor();
  const email = content.email;
  const changeEmail = (next: Partial<typeof email>) =>
    update((current) => ({ ...current, email: { ...current.email, ...next } }));
  const sendsEmail = content.channels !== 'sms';
  const sendsSms = content.channels !== 'email';

  return (
    <Stack>
      {sendsEmail && (
        <Stack>
          <SubHeading>{t('messages.email')}</SubHeading>
          <TemplatePicker
            label={t('messages.emailTemplate')}
            listKey="email"
            load={loadEmailTemplates}
            onApply={(template) =>
              update((current) => ({
                ...current,
                email: {
                  template_id: template.id,
                  source: 'local',
                  subject: template.subject,
                  html: template.html,
                  text: template.text,
                },
              }))
            }
          />
          <TextField
            label={t('messages.subject')}
            value={textIn(email.subject, language)}
            onChange={(event) =>
              changeEmail({ subject: withText(email.subject, language, event.target.value) })
            }
          />
          <RichTextField
            label={t('messages.html')}
            hint={t('messages.htmlHint', { variable: '{{link}}' })}
            value={textIn(email.html, language)}
            onChange={(html) => changeEmail({ html: withText(email.html, language, html) })}
          />
          <TextAreaField
            label={t('messages.text')}
            hint={t('messages.textHint')}
            rows={5}
            value={textIn(email.text, language)}
            onChange={(event) => changeEmail({ text: withText(email.text, language, event.target.value) })}
          />
        </Stack>
      )}
      {sendsSms && (
        <Stack>
          <SubHeading>{t('messages.sms')}</SubHeading>
          <TemplatePicker
            label={t('messages.smsTemplate')}
            listKey="sms"
            load={loadSmsTemplates}
            onApply={(template) =>
              update((current) => ({ ...current, sms: { template_id: template.id, text: template.text } }))
            }
          />
          <SmsField />
        </Stack>
      )}
    </Stack>
  );
}
