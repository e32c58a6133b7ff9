import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, LoadingState, SelectField } from '@outreach/shared-ui';
import { useAreaTranslation } from '../../../../i18n/areaTranslations';
import { addReviewer, fetchTouchpoint, removeReviewer, useReviewers } from '../../api';
import { useEditor } from '../../EditorContext';
import { FieldError } from '../../fields/Fields.styles';
import { ItemList, Note, Row, Stack, SubHeading } from '../Step.styles';
import { useFailure } from './useFailure';

/** What the studio says once a reviewer is assigned, by what became of their e-mail. */
const toldKey = {
  sent: 'review.reviewerEmailed',
  failed: 'review.reviewerNotEmailed',
  not_needed: 'review.reviewerAssigned',
} as const;

/**
 * The touchpoint's reviewers; assigning the first puts a draft into review. Whom the server could not
 * e-mail is named, so the author can tell them another way.
 */
export function ReviewersPanel() {
  const { t } = useAreaTranslation();
  const { t: tCommon } = useTranslation('common');
  const { touchpoint, adopt } = useEditor();
  const reviewers = useReviewers(touchpoint.id);
  const [userId, setUserId] = useState('');
  const { failure, fail, clear } = useFailure();
  const [told, setTold] = useState<{ name: string; email: 'sent' | 'failed' | 'not_needed' } | null>(null);

  const run = async (action: () => Promise<unknown>) => {
    clear();
    setTold(null);
    try {
      await action();
      await reviewers.mutate();
      // Assigning or removing a reviewer can move the status; the editor keeps the edits it holds.
      adopt(await fetchTouchpoint(touchpoint.id));
    } catch (error) {
      fail(error);
    }
  };

  const assigned = reviewers.data?.results ?? [];
  const candidates = (reviewers.data?.candidates ?? []).filter(
    (candidate) => !assigned.some((reviewer) => reviewer.user.id === candidate.id),
  );
  return (
    <Stack as="section" aria-labelledby="review-reviewers">
      <SubHeading id="review-reviewers">{t('review.reviewers')}</SubHeading>
      {reviewers.error ? (
        <FieldError role="alert">{tCommon('errors.generic')}</FieldError>
      ) : !reviewers.data ? (
        <LoadingState label={t('review.loadingReviewers')} />
      ) : assigned.length === 0 ? (
        <Note>{t('review.noReviewers')}</Note>
      ) : (
        <ItemList>
          {assigned.map((reviewer) => (
            <li key={reviewer.id}>
              <Row>
                <span>{reviewer.user.name}</span>
                <Button
                  type="button"
                  $variant="link"
                  onClick={() => void run(() => removeReviewer(reviewer.id))}
                >
                  {t('review.removeReviewer', { name: reviewer.user.name })}
                </Button>
              </Row>
            </li>
          ))}
        </ItemList>
      )}
      <Row>
        <SelectField
          label={t('review.candidate')}
          value={userId}
          emptyChoice={t('review.chooseCandidate')}
          choices={candidates.map((candidate) => ({ value: String(candidate.id), label: candidate.name }))}
          onChange={setUserId}
        />
        <Button
          type="button"
          $variant="secondary"
          disabled={userId === ''}
          onClick={() =>
            void run(async () => {
              const added = await addReviewer(touchpoint.id, Number(userId));
              setTold({ name: added.user.name, email: added.email });
              setUserId('');
            })
          }
        >
          {t('review.assign')}
        </Button>
      </Row>
      {told && <Note role="status">{t(toldKey[told.email], { name: told.name })}</Note>}
      {failure && <FieldError role="alert">{failure}</FieldError>}
    </Stack>
  );
}
