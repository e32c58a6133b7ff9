import type {
  PatientImportCheck,
  PatientImportFailureCode,
  PatientImportStatus,
} from '@outreach/shared-contracts/core';
import type { Refusal } from './refusal';
import type { WizardStep } from './StepIndicator';

/** Where the wizard stands, with what that step shows. */
export type Phase =
  | { step: 'choose'; refusal: Refusal | null }
  | { step: 'checking'; fraction: number }
  | { step: 'report'; check: PatientImportCheck; error: string | null }
  | {
      step: 'importing';
      check: PatientImportCheck;
      status: PatientImportStatus | null;
      pollError: string | null;
    }
  | { step: 'failed'; failure: PatientImportFailureCode | null }
  | { step: 'result'; status: PatientImportStatus };

/** The step the indicator marks for each phase. */
export const indicatorStep: Record<Phase['step'], WizardStep> = {
  choose: 'choose',
  checking: 'choose',
  report: 'check',
  importing: 'import',
  failed: 'import',
  result: 'result',
};
