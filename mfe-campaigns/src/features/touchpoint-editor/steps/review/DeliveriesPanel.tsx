import { useAreaTranslation } from '../../../../i18n/areaTranslations';
import { useSends } from '../../api';
import { useEditor } from '../../EditorContext';
import { Note, Stack, SubHeading } from '../Step.styles';
import { DeliveryList } from './DeliveryList';

/**
 * The touchpoint's sends, newest first, with their progress and what can still be done with each.
 * The list follows the sends closely while one is on its way, then slowly for a while after the last
 * one ended, while providers still report deliveries, opens and bounces; then it stops.
 */
export function DeliveriesPanel() {
  const { t } = useAreaTranslation();
  const { touchpoint } = useEditor();
  const published = touchpoint.published_version !== null;
  const sends = useSends(touchpoint.id, published);

  return (
    <Stack as="section" aria-labelledby="review-deliveries">
      <SubHeading id="review-deliveries">{t('deliveries.title')}</SubHeading>
      {published ? (
        <DeliveryList sends={sends} campaignId={touchpoint.campaign} emptyNote={t('deliveries.none')} />
      ) : (
        <Note>{t('deliveries.none')}</Note>
      )}
    </Stack>
  );
}
