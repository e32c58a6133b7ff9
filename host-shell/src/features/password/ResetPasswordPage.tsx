import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button, CardAlert, errorMessage } from '@outreach/shared-ui';
import { AuthLayout } from '../auth-layout/AuthLayout';
import { AuthActions, AuthForm, AuthSuccess } from '../auth-layout/AuthLayout.styles';
import { NewPasswordFields } from './NewPasswordFields';
import { resetPassword } from './passwordApi';

/** The page the reset e-mail links to: sets a new password with the single-use token of the link. */
export function ResetPasswordPage() {
  const { t } = useTranslation('common');
  const { token = '' } = useParams();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (password !== confirmation) {
      setError(t('reset.mismatch'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await resetPassword(token, password);
      setDone(true);
    } catch (caught) {
      // A malformed token is refused by validation; to the user it is simply an invalid link.
      setError(errorMessage(caught, t, { VALIDATION_FAILED: 'errors.resetTokenInvalid' }));
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <AuthLayout title={t('reset.title')}>
        <AuthSuccess role="status">{t('reset.success')}</AuthSuccess>
        <Link to="/">{t('reset.goToLogin')}</Link>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('reset.title')}>
      <AuthForm onSubmit={(event) => void handleSubmit(event)} noValidate>
        <NewPasswordFields
          password={password}
          confirmation={confirmation}
          onPasswordChange={setPassword}
          onConfirmationChange={setConfirmation}
        />
        {error && <CardAlert role="alert">{error}</CardAlert>}
        <AuthActions>
          <Link to="/">{t('forgot.backToLogin')}</Link>
          <Button type="submit" disabled={password === '' || confirmation === '' || busy}>
            {t('reset.submit')}
          </Button>
        </AuthActions>
      </AuthForm>
    </AuthLayout>
  );
}
