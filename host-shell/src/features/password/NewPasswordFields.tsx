import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@outreach/shared-ui';
import type { PasswordRuleContext } from '@outreach/shared-contracts/core';
import { PasswordRules } from './PasswordRules';

export interface NewPasswordFieldsProps extends PasswordRuleContext {
  password: string;
  confirmation: string;
  onPasswordChange: (password: string) => void;
  onConfirmationChange: (confirmation: string) => void;
}

/**
 * The new password and its confirmation, as the reset and change pages both ask for them, with the
 * password rules beside the first. `new-password` lets the browser's password manager offer a
 * generated password for both.
 */
export function NewPasswordFields({
  password,
  confirmation,
  onPasswordChange,
  onConfirmationChange,
  username,
  current,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation('common');
  const rulesId = useId();
  return (
    <>
      <TextField
        label={t('reset.newPassword')}
        type="password"
        autoComplete="new-password"
        aria-describedby={rulesId}
        value={password}
        onChange={(event) => onPasswordChange(event.target.value)}
      />
      <PasswordRules id={rulesId} password={password} username={username} current={current} />
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
