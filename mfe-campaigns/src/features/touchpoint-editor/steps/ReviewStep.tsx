import { useAreaTranslation } from '../../../i18n/areaTranslations';
import { useEditor } from '../EditorContext';
import { DeliveriesPanel } from './review/DeliveriesPanel';
import { HistoryPanel } from './review/HistoryPanel';
import { PreviewPanel } from './review/PreviewPanel';
import { PublishPanel } from './review/PublishPanel';
import { ReviewDecisionPanel } from './review/ReviewDecisionPanel';
import { ReviewersPanel } from './review/ReviewersPanel';
import { SendPanel } from './review/SendPanel';
import { TestLinkPanel } from './review/TestLinkPanel';
import { Note, Stack } from './Step.styles';

/**
 * Who reviews, their decision, publishing, a test link of what is published, sending it to patients
 * and following its deliveries, what was published before, and a preview per language.
 */
export function ReviewStep() {
  const { t } = useAreaTranslation();
  const { touchpoint } = useEditor();
  return (
    <Stack>
      <Note>
        {t('review.status', {
          status: t(`touchpointStatus.${touchpoint.status}`),
          version: touchpoint.version,
        })}
        {touchpoint.approval && ` ${t('review.approvedBy', { name: touchpoint.approval.by.name })}`}
      </Note>
      <ReviewersPanel />
      <ReviewDecisionPanel />
      <PublishPanel />
      <TestLinkPanel />
      <SendPanel />
      <DeliveriesPanel />
      <PreviewPanel />
      <HistoryPanel />
    </Stack>
  );
}
