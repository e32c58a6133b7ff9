import { useId, useState } from 'react';
import { Button } from '@outreach/shared-ui';
import type { Send } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../../../i18n/areaTranslations';
import { useShowSend } from '../../api';
import { useEditor } from '../../EditorContext';
import { Note, Stack, SubHeading } from '../Step.styles';
// Not lazily loaded: the builder's bundle budget counts lazy chunks too, and as a chunk of its own the
// form compressed about 1.6 KB worse than inside the builder's chunk.
import { SendModal } from './SendModal';

/**
 * 'Send': the published version goes to cohorts and single patients, now or at a time. Offered once
 * the touchpoint is published; a send made shows at once among the deliveries.
 */
export function SendPanel() {
  const { t } = useAreaTranslation();
  const { touchpoint } = useEditor();
  const showSend = useShowSend();
  const [open, setOpen] = useState(false);
  const [made, setMade] = useState(false);
  const whyId = useId();
  const published = touchpoint.published_version !== null;

  const sent = (send: Send) => {
    setOpen(false);
    setMade(true);
    // Shown at once, in the campaign's deliveries too, then read again so the lists start following it.
    showSend(send, touchpoint.campaign);
  };

  return (
    <Stack as="section" aria-labelledby="review-send">
      <SubHeading id="review-send">{t('send.title')}</SubHeading>
      <Note id={whyId}>{published ? t('send.intro') : t('send.notPublished')}</Note>
      <div>
        <Button
          type="button"
          disabled={!published}
          aria-describedby={whyId}
          onClick={() => {
            setMade(false);
            setOpen(true);
          }}
        >
          {t('send.open')}
        </Button>
      </div>
      <div role="status">{made && <Note>{t('send.made')}</Note>}</div>
      {open && <SendModal touchpointId={touchpoint.id} onClose={() => setOpen(false)} onSent={sent} />}
    </Stack>
  );
}
