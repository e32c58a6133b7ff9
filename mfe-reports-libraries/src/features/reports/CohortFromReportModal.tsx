import { useTranslation } from 'react-i18next';
import { CohortTitleModal, errorMessage } from '@outreach/shared-ui';
import { MIN_NAME_LENGTH, type ActOnStep, type Cohort } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { createCohortFromReport, type ReportScope } from './api';

export interface CohortFromReportModalProps {
  scope: ReportScope;
  step: ActOnStep;
  onClose: () => void;
  onMade: (cohort: Cohort) => void;
}

/** Asks a title, then makes a cohort of every patient to act on at the step (all pages). */
export function CohortFromReportModal({ scope, step, onClose, onMade }: CohortFromReportModalProps) {
  const { t } = useAreaTranslation();
  const { t: tCommon } = useTranslation('common');
  return (
    <CohortTitleModal
      heading={t('cohort.title')}
      intro={t('cohort.intro', { step: t(`actOn.steps.${step}`) })}
      words={{
        titleLabel: t('cohort.titleLabel'),
        titleTooShort: t('cohort.titleTooShort', { min: MIN_NAME_LENGTH }),
        duplicate: t('cohort.duplicate'),
        cancel: t('cohort.cancel'),
        save: t('cohort.make'),
        saving: t('cohort.making'),
      }}
      save={(title) => createCohortFromReport(scope, step, title).then(onMade)}
      errorText={(error) => errorMessage(error, tCommon)}
      onClose={onClose}
    />
  );
}
