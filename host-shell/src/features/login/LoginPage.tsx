import { useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetAtom } from 'jotai';
import { Link } from 'react-router';
import {
  Button,
  CardAlert,
  CardText,
  TextField,
  errorMessage,
  isApiError,
  isPasswordExpiredError,
  sessionAtom,
} from '@outreach/shared-ui';
import { AuthLayout } from '../auth-layout/AuthLayout';
import { AuthActions, AuthForm, ToggleButton } from '../auth-layout/AuthLayout.styles';
import { checkCredentials, login, sessionFromLogin } from '../session/sessionApi';

type Step = 'credentials' | 'token' | 'expired';

/**
 * Two-step staff sign-in: username and password are checked first, then the one-time code
 * completes the login and stores the session.
 */
export function LoginPage() {
  const { t } = useTranslation('common');
  const setSession = useSetAtom(sessionAtom);
  const [step, setStep] = useState<Step>('credentials');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [token, setToken] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** Set when the one-time code was the part refused, so the field says so and takes the focus. */
  const [codeRefused, setCodeRefused] = useState(false);
  const tokenField = useRef<HTMLInputElement>(null);

  const credentialsReady = username.trim() !== '' && password !== '';
  const canSubmit = step === 'credentials' ? credentialsReady : credentialsReady && token.trim() !== '';

  async function handleSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit || busy) return;
    setBusy(true);
    setError(null);
    setCodeRefused(false);
    try {
      if (step === 'credentials') {
        await checkCredentials(username.trim(), password);
        setStep('token');
      } else {
        const response = await login(username.trim(), password, token.trim());
        setSession(sessionFromLogin(response));
      }
    } catch (caught) {
      if (isPasswordExpiredError(caught)) {
        setStep('expired');
      } else {
        const fallback = step === 'credentials' ? 'login.incorrectDetails' : 'login.invalidLogin';
        // The credentials passed the first step, so a refused second step is the code (or its age).
        if (step === 'token' && isApiError(caught) && caught.code === 'INVALID_LOGIN') {
          setCodeRefused(true);
          tokenField.current?.focus();
          tokenField.current?.select();
        }
        setError(
          errorMessage(caught, t, {
            INVALID_CREDENTIALS: fallback,
            INVALID_LOGIN: fallback,
            VALIDATION_FAILED: fallback,
            UNAUTHENTICATED: fallback,
          }),
        );
      }
    } finally {
      setBusy(false);
    }
  }

  function backToLogin() {
    setStep('credentials');
    setPassword('');
    setToken('');
    setError(null);
    setCodeRefused(false);
  }

  if (step === 'expired') {
    return (
      <AuthLayout title={t('login.expiredTitle')}>
        <CardText>{t('login.expiredBody')}</CardText>
        <Button type="button" onClick={backToLogin}>
          {t('login.backToLogin')}
        </Button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('login.title')}>
      <AuthForm onSubmit={(event) => void handleSubmit(event)} noValidate>
        <TextField
          label={t('login.username')}
          name="username"
          autoComplete="username"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
        <TextField
          label={t('login.password')}
          name="password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          trailing={
            <ToggleButton
              type="button"
              aria-pressed={showPassword}
              onClick={() => setShowPassword((shown) => !shown)}
            >
              {showPassword ? t('login.hidePassword') : t('login.showPassword')}
            </ToggleButton>
          }
        />
        {step === 'token' && (
          <TextField
            ref={tokenField}
            label={t('login.token')}
            name="otp"
            hint={t('login.tokenHint')}
            error={codeRefused ? t('login.codeRefused') : null}
            placeholder="123456"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            // Focus moves here once the credentials are accepted, as the next thing to type.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            value={token}
            onChange={(event) => {
              setToken(event.target.value.replace(/\D/g, ''));
              setCodeRefused(false);
            }}
          />
        )}
        {error && <CardAlert role="alert">{error}</CardAlert>}
        <AuthActions>
          <Link to="/password/forgot">{t('login.forgot')}</Link>
          <Button type="submit" disabled={!canSubmit || busy} aria-busy={busy}>
            {step === 'credentials' ? t('login.continue') : t('login.submit')}
          </Button>
        </AuthActions>
      </AuthForm>
    </AuthLayout>
  );
}
