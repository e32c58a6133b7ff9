import type { PatientImportStatus } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { ImportCounts } from './ImportCounts';
import { Section } from './ImportWizard.styles';

export interface ImportResultProps {
  status: PatientImportStatus;
}

/** What the finished import did, row by row of the file. */
export function ImportResult({ status }: ImportResultProps) {
  const { t } = useAreaTranslation();
  return (
    <Section>
      <p role="status">{t('import.result.done')}</p>
      <ImportCounts
        label={t('import.result.counts')}
        counts={[
          ['new', status.new_patients],
          ['updated', status.updated_patients],
          ['unchanged', status.unchanged_patients],
          ['rejected', status.rejected_rows],
        ]}
      />
      {status.rejected_rows > 0 && <p>{t('import.result.rejectedNote')}</p>}
    </Section>
  );
}
