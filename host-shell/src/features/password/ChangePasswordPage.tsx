import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import { Button, CardAlert, TextField, errorMessage, sessionAtom } from '@outreach/shared-ui';
import { AuthForm, AuthSuccess } from '../auth-layout/AuthLayout.styles';
import { ChangeHeading, ChangeSection } from './ChangePasswordPage.styles';
import { NewPasswordFields } from './NewPasswordFields';
import { changePassword } from './passwordApi';

/** Changes the signed-in staff member's password, inside the shell. */
export function ChangePasswordPage() {
  const { t } = useTranslation('common');
  const username = useAtomValue(sessionAtom)?.user.username;
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (next !== confirmation) {
      setError(t('reset.mismatch'));
      return;
    }
    setBusy(true);
    setError(null);
    setDone(false);
    try {
      await changePassword(current, next);
      setDone(true);
      setCurrent('');
      setNext('');
      setConfirmation('');
    } catch (caught) {
      setError(errorMessage(caught, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ChangeSection>
      <ChangeHeading>{t('change.title')}</ChangeHeading>
      <AuthForm onSubmit={(event) => void handleSubmit(event)} noValidate>
        <TextField
          label={t('change.currentPassword')}
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
        />
        <NewPasswordFields
          password={next}
          confirmation={confirmation}
          username={username}
          current={current}
          onPasswordChange={setNext}
          onConfirmationChange={setConfirmation}
        />
        {error && <CardAlert role="alert">{error}</CardAlert>}
        {done && <AuthSuccess role="status">{t('change.success')}</AuthSuccess>}
        <div>
          <Button type="submit" disabled={current === '' || next === '' || confirmation === '' || busy}>
            {t('change.submit')}
          </Button>
        </div>
      </AuthForm>
    </ChangeSection>
  );
}
