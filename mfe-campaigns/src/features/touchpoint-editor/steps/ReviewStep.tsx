import { useAreaTranslation } from '../../../i18n/areaTranslations';
import { useEditor } from '../EditorContext';
import { useLiveStatus } from '../useLiveStatus';
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
 * and following its deliveries, what was published before, and a preview per language. Who is asked
 * to review sees what patients will get and their decision first; the status follows the reviewers'
 * decisions as they are made.
 */
export function ReviewStep() {
  const { t } = useAreaTranslation();
  const { touchpoint, adopt } = useEditor();
  useLiveStatus(touchpoint, adopt);
  const decides = touchpoint.actions.includes('request_changes');
  return (
    <Stack>
      <Note role="status">
        {touchpoint.awaiting_your_review
          ? t('review.awaitingYou', { version: touchpoint.version })
          : t('review.status', {
              status: t(`touchpointStatus.${touchpoint.status}`),
              version: touchpoint.version,
            })}
        {touchpoint.approval && ` ${t('review.approvedBy', { name: touchpoint.approval.by.name })}`}
      </Note>
      {touchpoint.awaiting_your_review && <PreviewPanel />}
      {decides && <ReviewDecisionPanel />}
      <ReviewersPanel />
      <PublishPanel />
      <TestLinkPanel />
      <SendPanel />
      <DeliveriesPanel />
      {!touchpoint.awaiting_your_review && <PreviewPanel />}
      <HistoryPanel />
    </Stack>
  );
}
