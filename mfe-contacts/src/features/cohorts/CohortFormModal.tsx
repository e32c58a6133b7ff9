import { CohortTitleModal } from '@outreach/shared-ui';
import { MIN_NAME_LENGTH, type Cohort } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { useNotify, useRefreshContacts } from '../contacts/state';
import { useWriteErrorMessage } from '../contacts/useWriteErrorMessage';
import { createCohort, renameCohort } from './api';

export interface CohortFormModalProps {
  /** The cohort to rename; absent to create one. */
  cohort?: Cohort;
  onClose: () => void;
}

/** Creates or renames a cohort; a title needs at least two characters and must be new. */
export function CohortFormModal({ cohort, onClose }: CohortFormModalProps) {
  const { t } = useAreaTranslation();
  const notify = useNotify();
  const refresh = useRefreshContacts();
  const writeError = useWriteErrorMessage();

  const save = async (title: string) => {
    await (cohort ? renameCohort(cohort.id, title) : createCohort(title));
    notify(cohort ? t('cohorts.renamed') : t('cohorts.created'));
    refresh();
    onClose();
  };

  return (
    <CohortTitleModal
      heading={cohort ? t('cohorts.renameTitle') : t('cohorts.createTitle')}
      initialTitle={cohort?.title}
      words={{
        titleLabel: t('cohorts.titleLabel'),
        titleTooShort: t('cohorts.titleTooShort', { min: MIN_NAME_LENGTH }),
        duplicate: t('cohorts.duplicate'),
        cancel: t('form.cancel'),
        save: t('form.save'),
        saving: t('form.saving'),
      }}
      save={save}
      errorText={writeError}
      onClose={onClose}
    />
  );
}
