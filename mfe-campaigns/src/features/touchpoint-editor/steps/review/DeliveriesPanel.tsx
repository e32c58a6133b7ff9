import { useCallback } from 'react';
import { Button, LoadingState } from '@outreach/shared-ui';
import type { Send } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../../../i18n/areaTranslations';
import { useSends } from '../../api';
import { useEditor } from '../../EditorContext';
import { FieldError } from '../../fields/Fields.styles';
import { ItemList, Note, Row, Stack, SubHeading } from '../Step.styles';
import { DeliveryItem } from './DeliveryItem';

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
  const { mutate } = sends;
  const retry = useCallback(() => void mutate(), [mutate]);

  const changed = useCallback(
    (send: Send) =>
      void mutate(
        (list) => list && { results: list.results.map((one) => (one.id === send.id ? send : one)) },
        { revalidate: true },
      ),
    [mutate],
  );

  return (
    <Stack as="section" aria-labelledby="review-deliveries">
      <SubHeading id="review-deliveries">{t('deliveries.title')}</SubHeading>
      {!published ? (
        <Note>{t('deliveries.none')}</Note>
      ) : sends.error && !sends.data ? (
        <Row role="alert">
          <FieldError>{t('deliveries.failed')}</FieldError>
          <Button type="button" $variant="link" onClick={retry}>
            {t('send.retry')}
          </Button>
        </Row>
      ) : !sends.data ? (
        <LoadingState label={t('deliveries.loading')} />
      ) : sends.data.results.length === 0 ? (
        <Note>{t('deliveries.none')}</Note>
      ) : (
        <>
          {sends.error && (
            // The last figures stay on screen; polling waits until a read succeeds again.
            <Row role="alert">
              <FieldError>{t('deliveries.stale')}</FieldError>
              <Button type="button" $variant="link" onClick={retry}>
                {t('send.retry')}
              </Button>
            </Row>
          )}
          <ItemList>
            {sends.data.results.map((send) => (
              <li key={send.id}>
                <DeliveryItem send={send} onChanged={changed} />
              </li>
            ))}
          </ItemList>
        </>
      )}
    </Stack>
  );
}
