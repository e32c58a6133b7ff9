import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, CardAlert, CardText, TextField, errorMessage } from '@outreach/shared-ui';
import { AuthLayout } from '../auth-layout/AuthLayout';
import { AuthActions, AuthForm, AuthSuccess } from '../auth-layout/AuthLayout.styles';
import { requestPasswordReset } from './passwordApi';

/** Asks for the account's e-mail address and sends the reset link; the answer never reveals whether it exists. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('common');
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [resent, setResent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function send() {
    setBusy(true);
    setError(null);
    try {
      await requestPasswordReset(email.trim());
      if (sent) setResent(true);
      setSent(true);
    } catch (caught) {
      setResent(false);
      setError(
        errorMessage(caught, t, {
          EMAIL_SEND_FAILED: 'forgot.error',
          VALIDATION_FAILED: 'forgot.error',
          INTERNAL: 'forgot.error',
        }),
      );
    } finally {
      setBusy(false);
    }
  }

  function handleSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (email.trim() !== '' && !busy) void send();
  }

  if (sent) {
    return (
      <AuthLayout title={t('forgot.checkTitle')}>
        <CardText>{t('forgot.checkBody')}</CardText>
        {resent && <AuthSuccess role="status">{t('forgot.resent')}</AuthSuccess>}
        {error && <CardAlert role="alert">{error}</CardAlert>}
        <AuthActions>
          <Link to="/">{t('forgot.backToLogin')}</Link>
          <Button type="button" $variant="secondary" disabled={busy} onClick={() => void send()}>
            {t('forgot.resend')}
          </Button>
        </AuthActions>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('forgot.title')}>
      <CardText>{t('forgot.intro')}</CardText>
      <AuthForm onSubmit={handleSubmit} noValidate>
        <TextField
          label={t('forgot.email')}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        {error && <CardAlert role="alert">{error}</CardAlert>}
        <AuthActions>
          <Link to="/">{t('forgot.backToLogin')}</Link>
          <Button type="submit" disabled={email.trim() === '' || busy}>
            {t('forgot.send')}
          </Button>
        </AuthActions>
      </AuthForm>
    </AuthLayout>
  );
}
