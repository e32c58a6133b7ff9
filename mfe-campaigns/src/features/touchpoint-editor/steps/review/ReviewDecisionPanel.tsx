import { useState } from 'react';
import { Button, TextAreaField } from '@outreach/shared-ui';
import type { ReviewDecision } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../../../i18n/areaTranslations';
import { reviewTouchpoint } from '../../api';
import { useEditor } from '../../EditorContext';
import { FieldError } from '../../fields/Fields.styles';
import { Note, Row, Stack, SubHeading } from '../Step.styles';
import { useFailure } from './useFailure';

/**
 * An assigned reviewer approves the saved revision or asks for changes, saying which. Approve is
 * offered only to a reviewer who may approve: not to one who edited this version.
 */
export function ReviewDecisionPanel() {
  const { t } = useAreaTranslation();
  const { touchpoint, adopt } = useEditor();
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const { failure, fail, clear } = useFailure();
  const [done, setDone] = useState<string | null>(null);
  const mayApprove = touchpoint.actions.includes('approve');
  // Only while the version waits for a decision is there an approval this reviewer cannot give.
  const cannotApprove = !mayApprove && touchpoint.status === 'in_review';

  const decide = async (decision: ReviewDecision) => {
    setBusy(true);
    clear();
    setDone(null);
    try {
      adopt(await reviewTouchpoint(touchpoint.id, { revision: touchpoint.revision, decision, comment }));
      setComment('');
      setDone(t(decision === 'approve' ? 'review.approved' : 'review.changesRequested'));
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack as="section" aria-labelledby="review-decision">
      <SubHeading id="review-decision">{t('review.decisionTitle')}</SubHeading>
      <TextAreaField
        label={t('review.comment')}
        hint={t('review.commentHint')}
        rows={3}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      {cannotApprove && <Note>{t('review.cannotApprove')}</Note>}
      <Row>
        {mayApprove && (
          <Button type="button" disabled={busy} onClick={() => void decide('approve')}>
            {t('review.approve')}
          </Button>
        )}
        <Button
          type="button"
          $variant="secondary"
          disabled={busy || comment.trim() === ''}
          onClick={() => void decide('request_changes')}
        >
          {t('review.requestChanges')}
        </Button>
      </Row>
      {done && <Note role="status">{done}</Note>}
      {failure && <FieldError role="alert">{failure}</FieldError>}
    </Stack>
  );
}
