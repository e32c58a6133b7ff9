import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { regionalLocale } from '@outreach/shared-ui';
import { patientCall, PatientApiError } from '../../api/patientApi';
import { PrimaryButton } from '../../app/buttons.styles';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { checkDateOfBirth, datePartOrder, exampleDate, type DatePart } from './dateParts';
import {
  ErrorText,
  Fieldset,
  Form,
  Hint,
  Input,
  Label,
  Legend,
  Part,
  Parts,
  Small,
} from './DateOfBirthForm.styles';

export interface DateOfBirthFormProps {
  token: string;
  privacyPolicyUrl: string | null;
  /** The date matched: the session cookie is set. */
  onVerified: () => void;
  /** The link locked (now or already): the page shows whom to call. */
  onLocked: () => void;
}

type Problem = 'incomplete' | 'invalid' | 'wrong' | 'tooMany' | 'failed';

const autoComplete: Record<DatePart, string> = { day: 'bday-day', month: 'bday-month', year: 'bday-year' };

/**
 * The date-of-birth check: day, month and year fields in the order the patient's language writes a
 * date, each labelled, numeric on a phone, with one message for whatever was wrong.
 */
export function DateOfBirthForm({ token, privacyPolicyUrl, onVerified, onLocked }: DateOfBirthFormProps) {
  const { t, i18n } = useAreaTranslation();
  const locale = regionalLocale(i18n.language);
  const [values, setValues] = useState<Record<DatePart, string>>({ day: '', month: '', year: '' });
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  const first = useRef<HTMLInputElement>(null);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const order = datePartOrder(locale);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const checked = checkDateOfBirth(values);
    if (!checked.ok) {
      setProblem(checked.reason);
      first.current?.focus();
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await patientCall('verifyInteraction', { id: token }, { date_of_birth: checked.iso });
      onVerified();
    } catch (error) {
      const code = error instanceof PatientApiError ? error.code : null;
      if (code === 'LINK_LOCKED') return onLocked();
      setProblem(
        code === 'DOB_INCORRECT'
          ? 'wrong'
          : code === 'TOO_MANY_ATTEMPTS'
            ? 'tooMany'
            : code === 'VALIDATION_FAILED'
              ? 'invalid'
              : 'failed',
      );
      first.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  const message = problem === 'failed' ? t('loadFailed') : problem === null ? null : t(`dob.${problem}`);
  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      <Fieldset aria-describedby={message ? `${hintId} ${errorId}` : hintId}>
        <Legend>{t('dob.legend')}</Legend>
        <Hint id={hintId}>{t('dob.example', { example: exampleDate(locale) })}</Hint>
        {message && (
          <ErrorText id={errorId} role="alert">
            {message}
          </ErrorText>
        )}
        <Parts>
          {order.map((part, index) => (
            <Part key={part} $wide={part === 'year'}>
              <Label htmlFor={`${id}-${part}`}>{t(`dob.${part}`)}</Label>
              <Input
                id={`${id}-${part}`}
                ref={index === 0 ? first : undefined}
                name={part}
                inputMode="numeric"
                autoComplete={autoComplete[part]}
                maxLength={part === 'year' ? 4 : 2}
                value={values[part]}
                aria-invalid={problem !== null && problem !== 'failed' && problem !== 'tooMany'}
                onChange={(event) => {
                  const value = event.target.value.replace(/\D/g, '');
                  setValues((current) => ({ ...current, [part]: value }));
                }}
              />
            </Part>
          ))}
        </Parts>
      </Fieldset>
      <PrimaryButton type="submit" disabled={busy}>
        {busy ? t('dob.checking') : t('dob.submit')}
      </PrimaryButton>
      <Small>
        {t('dob.disclaimer')}{' '}
        {privacyPolicyUrl && (
          <a href={privacyPolicyUrl} target="_blank" rel="noopener noreferrer">
            {t('dob.privacy')}
          </a>
        )}
      </Small>
    </Form>
  );
}
