import { useId, useState, type Ref, type SyntheticEvent } from 'react';
import { PrimaryButton } from '../../app/buttons.styles';
import { PatientApiError } from '../../api/patientApi';
import { usePatientCall } from '../../api/patientCallContext';
import { Hint, Label, TextArea } from '../../app/fields.styles';
import { usePageTranslation } from './pageTranslations';
import { SentMessages } from './SentMessages';
import { Feedback, Section, SectionTitle } from './TouchpointPage.styles';

type State = 'idle' | 'sending' | 'sent' | 'empty' | 'failed' | 'limited';

export interface MessageFormProps {
  token: string;
  onSessionEnded: () => void;
  /** The studio's preview: the form is shown, but sends nothing. */
  disabled?: boolean;
  /** The section's heading, which the page brings into view when the patient moves on to it. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * A message from the patient to the care team, which staff read in their inbox, and below it the
 * messages already sent from this link with whether they were read.
 */
export function MessageForm({ token, onSessionEnded, disabled = false, headingRef }: MessageFormProps) {
  const { t } = usePageTranslation();
  const fieldId = useId();
  const hintId = useId();
  const feedbackId = useId();
  const [message, setMessage] = useState('');
  const [state, setState] = useState<State>('idle');
  const [sentCount, setSentCount] = useState(0);
  const patientCall = usePatientCall();

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (message.trim() === '') {
      setState('empty');
      return;
    }
    setState('sending');
    try {
      await patientCall('submitInteractionChat', { id: token }, { message: message.trim() });
      setMessage('');
      setState('sent');
      setSentCount((count) => count + 1);
    } catch (error) {
      if (error instanceof PatientApiError && error.code === 'VERIFICATION_REQUIRED') onSessionEnded();
      // A few messages a minute are taken from a link; the message stays in the box to send again.
      else if (error instanceof PatientApiError && error.code === 'RATE_LIMITED') setState('limited');
      else setState('failed');
    }
  };

  const feedback =
    state === 'sent'
      ? t('messageSent')
      : state === 'empty'
        ? t('messageEmpty')
        : state === 'failed'
          ? t('messageFailed')
          : state === 'limited'
            ? t('messageLimited')
            : null;
  return (
    <Section aria-labelledby={`${fieldId}-title`}>
      <SectionTitle id={`${fieldId}-title`} ref={headingRef} tabIndex={-1}>
        {t('messageTitle')}
      </SectionTitle>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Section>
          <Hint id={hintId}>{t('messageHint')}</Hint>
          <Label htmlFor={fieldId}>{t('messageLabel')}</Label>
          <TextArea
            id={fieldId}
            // The patient may write in another script than the page's.
            dir="auto"
            value={message}
            maxLength={2000}
            aria-invalid={state === 'empty' || undefined}
            aria-describedby={feedback ? `${hintId} ${feedbackId}` : hintId}
            onChange={(event) => {
              setMessage(event.target.value);
              if (state !== 'sending') setState('idle');
            }}
          />
          {disabled && <Hint>{t('messagePreview')}</Hint>}
          <PrimaryButton type="submit" disabled={disabled || state === 'sending'}>
            {state === 'sending' ? t('messageSending') : t('messageSend')}
          </PrimaryButton>
          <div aria-live="polite">
            {feedback && (
              <Feedback id={feedbackId} $error={state !== 'sent'}>
                {feedback}
              </Feedback>
            )}
          </div>
        </Section>
      </form>
      {!disabled && <SentMessages token={token} revision={sentCount} />}
    </Section>
  );
}
