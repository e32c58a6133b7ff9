import { useTranslation } from 'react-i18next';
import { TextField } from '@outreach/shared-ui';

export interface NewPasswordFieldsProps {
  password: string;
  confirmation: string;
  onPasswordChange: (password: string) => void;
  onConfirmationChange: (confirmation: string) => void;
}

/**
 * The new password and its confirmation, as the reset and change pages both ask for them.
 * `new-password` lets the browser's password manager offer a generated password for both.
 */
export function NewPasswordFields({
  password,
  confirmation,
  onPasswordChange,
  onConfirmationChange,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation('common');
  return (
    <>
      <TextField
        label={t('reset.newPassword')}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => onPasswordChange(event.target.value)}
      />
      <TextField
        label={t('reset.confirmPassword')}
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onChange={(event) => onConfirmationChange(event.target.value)}
      />
    </>
  );
}
