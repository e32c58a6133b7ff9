import { useRemoteTranslation } from './remoteTranslations';
import { Dot, Status } from './RemoteLoading.styles';

/** The placeholder while a remote page loads; a polite live region, so it is announced once. */
export function RemoteLoading() {
  const { t } = useRemoteTranslation();
  return (
    <Status role="status">
      <Dot aria-hidden="true" />
      {t('loading')}
    </Status>
  );
}
