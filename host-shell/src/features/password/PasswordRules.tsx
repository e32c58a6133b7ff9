import { useTranslation } from 'react-i18next';
import {
  PASSWORD_MIN_LENGTH,
  passwordRules,
  passwordRuleVerdicts,
  type PasswordRuleContext,
} from '@outreach/shared-contracts/core';
import { Rule, Rules, Unseen } from './PasswordRules.styles';

export interface PasswordRulesProps extends PasswordRuleContext {
  /** The list's id, which the new password's field names in its aria-describedby. */
  id: string;
  password: string;
}

/**
 * The rules a new password keeps, shown before anything is sent and ticked off as it is typed; a
 * rule that cannot be judged here (the username on the reset page) is listed without a mark.
 */
export function PasswordRules({ id, password, username, current }: PasswordRulesProps) {
  const { t } = useTranslation('common');
  const verdicts = passwordRuleVerdicts(password, { username, current });
  const typed = password !== '';
  return (
    <Rules id={id}>
      <p>{t('passwordRules.intro')}</p>
      <ul>
        {passwordRules.map((rule) => {
          const kept = typed ? verdicts[rule] : null;
          return (
            <Rule key={rule} $kept={kept}>
              <span aria-hidden="true">{kept === true ? '✓' : '•'}</span>
              <span>{t(`passwordRules.${rule}`, { min: PASSWORD_MIN_LENGTH })}</span>
              {kept !== null && (
                <Unseen> {kept ? t('passwordRules.kept') : t('passwordRules.notYet')}</Unseen>
              )}
            </Rule>
          );
        })}
      </ul>
    </Rules>
  );
}
