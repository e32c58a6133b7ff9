import { useTranslation } from 'react-i18next';
import { LoadingState } from '@outreach/shared-ui';
import { useAreaTranslation } from '../../../../i18n/areaTranslations';
import { useCampaignsFormat } from '../../../../i18n/useCampaignsFormat';
import { useHistory } from '../../api';
import { useEditor } from '../../EditorContext';
import { FieldError } from '../../fields/Fields.styles';
import { ItemList, Note, Stack, SubHeading } from '../Step.styles';

/** The versions published so far and the reviews given. */
export function HistoryPanel() {
  const { t } = useAreaTranslation();
  const { t: tCommon } = useTranslation('common');
  const { touchpoint } = useEditor();
  const history = useHistory(touchpoint.id, touchpoint.revision);
  const format = useCampaignsFormat();

  return (
    <Stack as="section" aria-labelledby="review-history">
      <SubHeading id="review-history">{t('review.history')}</SubHeading>
      {history.error ? (
        <FieldError role="alert">{tCommon('errors.generic')}</FieldError>
      ) : !history.data ? (
        <LoadingState label={t('review.loadingHistory')} />
      ) : history.data.versions.length === 0 && history.data.reviews.length === 0 ? (
        <Note>{t('review.noHistory')}</Note>
      ) : (
        <ItemList>
          {history.data.versions.map((version) => (
            <li key={`v${version.version}`}>
              {t('review.versionLine', {
                version: version.version,
                date: format.date(version.published_at),
                publisher: version.published_by.name,
                approver: version.approved_by.name,
              })}
            </li>
          ))}
          {history.data.reviews.map((review) => (
            <li key={`r${review.id}`}>
              {t(review.decision === 'approve' ? 'review.reviewApproved' : 'review.reviewChanges', {
                name: review.reviewer.name,
                date: format.date(review.created_at),
              })}
              {review.comment && `: ${review.comment}`}
            </li>
          ))}
        </ItemList>
      )}
    </Stack>
  );
}
