import { useAreaTranslation } from '../../../i18n/areaTranslations';
import { loadEmailTemplates, loadSmsTemplates } from '../api';
import { useEditor } from '../EditorContext';
import { TemplatePicker } from '../fields/TemplatePicker';
import { EmailFields } from './EmailFields';
import { SmsField } from './SmsField';
import { Stack, SubHeading } from './Step.styles';

/** The e-mail and the SMS that carry the patient's link, as the touchpoint's channels need them. */
export function MessagesStep() {
  const { t } = useAreaTranslation();
  const { content, update } = useEditor();
  const sendsEmail = content.channels !== 'sms';
  const sendsSms = content.channels !== 'email';

  return (
    <Stack>
      {sendsEmail && (
        <Stack>
          <SubHeading>{t('messages.email')}</SubHeading>
          <TemplatePicker
            label={t('messages.emailTemplate')}
            listRoute="listEmailTemplates"
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
          <EmailFields />
        </Stack>
      )}
      {sendsSms && (
        <Stack>
          <SubHeading>{t('messages.sms')}</SubHeading>
          <TemplatePicker
            label={t('messages.smsTemplate')}
            listRoute="listSmsTemplates"
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
