import { Button } from '@outreach/shared-ui';
import type { PatientImportCheck } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { useContactsFormat } from '../../i18n/useContactsFormat';
import type { Phase } from './wizardPhase';

export interface WizardFooterProps {
  phase: Phase;
  onClose: () => void;
  onCheck: () => void;
  onCancelCheck: () => void;
  /** Back to the first step, to choose another file. */
  onBack: () => void;
  onCommit: (check: PatientImportCheck) => void;
}

/** The buttons of each step of the import wizard. */
export function WizardFooter({
  phase,
  onClose,
  onCheck,
  onCancelCheck,
  onBack,
  onCommit,
}: WizardFooterProps) {
  const { t } = useAreaTranslation();
  const format = useContactsFormat();
  switch (phase.step) {
    case 'choose':
      return (
        <>
          <Button type="button" $variant="secondary" onClick={onClose}>
            {t('import.choose.cancel')}
          </Button>
          <Button type="button" onClick={onCheck}>
            {t('import.choose.check')}
          </Button>
        </>
      );
    case 'checking':
      return (
        <Button type="button" $variant="secondary" onClick={onCancelCheck}>
          {t('import.choose.cancel')}
        </Button>
      );
    case 'report': {
      const valid = phase.check.valid_rows;
      return (
        <>
          <Button type="button" $variant="secondary" onClick={onBack}>
            {t('import.report.back')}
          </Button>
          <Button type="button" disabled={valid === 0} onClick={() => onCommit(phase.check)}>
            {valid === 1
              ? t('import.report.commitOne')
              : t('import.report.commit', { number: format.number(valid) })}
          </Button>
        </>
      );
    }
    case 'importing':
      return null;
    case 'failed':
      return (
        <>
          <Button type="button" $variant="secondary" onClick={onClose}>
            {t('import.failed.close')}
          </Button>
          <Button type="button" onClick={onBack}>
            {t('import.report.back')}
          </Button>
        </>
      );
    case 'result':
      return (
        <Button type="button" onClick={onClose}>
          {t('import.result.finish')}
        </Button>
      );
  }
}
