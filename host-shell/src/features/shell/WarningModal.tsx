import { useTranslation } from 'react-i18next';
import { useAtom } from 'jotai';
import { useNavigate } from 'react-router';
import { ModalAlert, sessionWarningAtom } from '@outreach/shared-ui';
import { useShellTranslation } from './shellTranslations';

/** Shows the session's warning (e.g. a password about to expire) and offers to change the password now. */
export function WarningModal() {
  const { t } = useTranslation('common');
  const { t: tShell } = useShellTranslation();
  const navigate = useNavigate();
  const [warning, setWarning] = useAtom(sessionWarningAtom);
  return (
    <ModalAlert
      open={warning !== null}
      title={tShell('warning.title')}
      message={
        <>
          <p>{warning}</p>
          <p>{tShell('warning.question')}</p>
        </>
      }
      primaryLabel={t('actions.yes')}
      onPrimary={() => {
        setWarning(null);
        void navigate('/password/change');
      }}
      secondaryLabel={t('actions.no')}
      onSecondary={() => setWarning(null)}
    />
  );
}
