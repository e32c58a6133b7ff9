import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, errorMessage } from '@outreach/shared-ui';
import { useAreaTranslation } from '../../../../i18n/areaTranslations';
import { publishTouchpoint } from '../../api';
import { useEditor } from '../../EditorContext';
import { FieldError } from '../../fields/Fields.styles';
import { Note, Stack, SubHeading } from '../Step.styles';

/** Publishes the approved revision, or makes the next version of a published touchpoint live. */
export function PublishPanel() {
  const { t } = useAreaTranslation();
  const { t: tCommon } = useTranslation('common');
  const { touchpoint, adopt } = useEditor();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const republish = touchpoint.published_version !== null;
  // The live version is the newest: there is nothing to publish until an edit starts the next one.
  const upToDate = touchpoint.status === 'published';

  const publish = async () => {
    setBusy(true);
    setFailure(null);
    setDone(null);
    try {
      const published = await publishTouchpoint(touchpoint);
      adopt(published);
      setDone(t('review.published', { version: published.published_version ?? published.version }));
    } catch (error) {
      setFailure(errorMessage(error, tCommon));
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
