import { useId, useState } from 'react';
import { Button } from '@outreach/shared-ui';
import { useAreaTranslation } from '../../../../i18n/areaTranslations';
import { useEditor } from '../../EditorContext';
import { Note, Stack, SubHeading } from '../Step.styles';
import { TestLinkModal } from './TestLinkModal';

/**
 * 'Send a test link': until messages are delivered, staff open the published touchpoint as a patient
 * would through a link of their own, marked as a test so no result counts it.
 */
export function TestLinkPanel() {
  const { t } = useAreaTranslation();
  const { touchpoint } = useEditor();
  const [open, setOpen] = useState(false);
  const whyId = useId();
  const published = touchpoint.published_version !== null;

  return (
    <Stack as="section" aria-labelledby="review-test-link">
      <SubHeading id="review-test-link">{t('testLink.title')}</SubHeading>
      <Note id={whyId}>{published ? t('testLink.intro') : t('testLink.notPublished')}</Note>
      <div>
        <Button
          type="button"
          $variant="secondary"
          disabled={!published}
          aria-describedby={whyId}
          onClick={() => setOpen(true)}
        >
          {t('testLink.send')}
        </Button>
      </div>
      {open && <TestLinkModal touchpointId={touchpoint.id} onClose={() => setOpen(false)} />}
    </Stack>
  );
}
