import { Body, Card } from '../features/link/LinkUnavailablePage.styles';
import { useAreaTranslation } from '../i18n/areaTranslations';
import { SecondaryButton } from './buttons.styles';

export interface LoadFailedProps {
  onRetry: () => void;
}

/** A page whose first call got no answer, or an unexpected one: say so, and offer to ask again. */
export function LoadFailed({ onRetry }: LoadFailedProps) {
  const { t } = useAreaTranslation();
  return (
    <Card>
      <Body role="alert">{t('loadFailed')}</Body>
      <SecondaryButton type="button" onClick={onRetry}>
        {t('retry')}
      </SecondaryButton>
    </Card>
  );
}
