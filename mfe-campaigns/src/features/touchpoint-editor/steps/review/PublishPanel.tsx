import { useState } from 'react';
import { Button } from '@outreach/shared-ui';
import { useAreaTranslation } from '../../../../i18n/areaTranslations';
import { publishTouchpoint } from '../../api';
import { useEditor } from '../../EditorContext';
import { FieldError } from '../../fields/Fields.styles';
import { Note, Stack, SubHeading } from '../Step.styles';
import { useFailure } from './useFailure';

/**
 * Publishes the approved revision, or makes the next version of a published touchpoint live: offered
 * only when the server says it may be done, and otherwise saying what it waits for.
 */
export function PublishPanel() {
  const { t } = useAreaTranslation();
  const { touchpoint, adopt } = useEditor();
  const [busy, setBusy] = useState(false);
  const { failure, fail, clear } = useFailure();
  const [done, setDone] = useState<string | null>(null);
  const republish = touchpoint.published_version !== null;
  const allowed = touchpoint.actions.includes(republish ? 'republish' : 'publish');
  // The live version is the newest: there is nothing to publish until an edit starts the next one.
  const upToDate = touchpoint.status === 'published';
  const waitsFor = touchpoint.approval ? 'review.publishNeedsChecks' : 'review.publishNeedsApproval';

  const publish = async () => {
    setBusy(true);
    clear();
    setDone(null);
    try {
      const published = await publishTouchpoint(touchpoint);
      adopt(published);
      setDone(t('review.published', { version: published.published_version ?? published.version }));
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack as="section" aria-labelledby="review-publish">
      <SubHeading id="review-publish">{t('review.publishTitle')}</SubHeading>
      {republish && <Note>{t('review.publishedVersion', { version: touchpoint.published_version })}</Note>}
      {upToDate ? (
        <Note>{t('review.nothingNew', { next: touchpoint.version + 1 })}</Note>
      ) : !allowed ? (
        <Note>{t(waitsFor)}</Note>
      ) : (
        <div>
          <Button type="button" disabled={busy} onClick={() => void publish()}>
            {republish ? t('review.republish') : t('review.publish')}
          </Button>
        </div>
      )}
      {done && <Note role="status">{done}</Note>}
      {failure && <FieldError role="alert">{failure}</FieldError>}
    </Stack>
  );
}
