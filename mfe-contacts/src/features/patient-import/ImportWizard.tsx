import { useEffect, useRef, useState } from 'react';
import { Button, Modal, isApiError } from '@outreach/shared-ui';
import {
  fileProblemOf,
  type PatientImportCheck,
  type PatientImportStatus,
} from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { useContactsFormat } from '../../i18n/useContactsFormat';
import { useCohorts } from '../cohorts/api';
import { useRefreshContacts } from '../contacts/state';
import { useWriteErrorMessage } from '../contacts/useWriteErrorMessage';
import { commitPatientImport } from './api';
import { CheckReport } from './CheckReport';
import { ChooseFileStep } from './ChooseFileStep';
import { ImportResult } from './ImportResult';
import { Muted, Problem, StepTitle, WizardBody } from './ImportWizard.styles';
import { ProgressBar } from './ProgressBar';
import { RejectedRowsDownload } from './RejectedRowsDownload';
import { fileProblem, MAX_MEGABYTES, useRefusal } from './refusal';
import { StepIndicator } from './StepIndicator';
import { uploadPatientCsv } from './uploadPatientCsv';
import { useImportPolling } from './useImportPolling';
import { useImportWording } from './useImportWording';
import { indicatorStep, type Phase } from './wizardPhase';
import { WizardFooter } from './WizardFooter';

export interface ImportWizardProps {
  onClose: () => void;
}

/**
 * Imports patients from a CSV file in four steps: choose the file (and a cohort), read the dry
 * run's report, follow the import's progress, see what it did and take the rejected rows back.
 */
export function ImportWizard({ onClose }: ImportWizardProps) {
  const { t } = useAreaTranslation();
  const format = useContactsFormat();
  const cohorts = useCohorts();
  const refresh = useRefreshContacts();
  const writeError = useWriteErrorMessage();
  const refusalOf = useRefusal();
  const wording = useImportWording();
  const [phase, setPhase] = useState<Phase>({ step: 'choose', refusal: null });
  const [file, setFile] = useState<File | null>(null);
  const [cohortId, setCohortId] = useState('');
  const [pollRound, setPollRound] = useState(0);
  const upload = useRef<AbortController | null>(null);
  const [committed, setCommitted] = useState(false);
  const fileButtonRef = useRef<HTMLButtonElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const shownStep = indicatorStep[phase.step];
  const previousStep = useRef(phase.step);

  // A cancelled or closed wizard leaves no upload running.
  useEffect(() => () => upload.current?.abort(), []);

  useEffect(() => {
    // A refused file takes the keyboard back to the file field's button; any other new step to its title.
    const before = previousStep.current;
    previousStep.current = phase.step;
    if (phase.step === 'choose' && phase.refusal) fileButtonRef.current?.focus();
    else if (before !== phase.step) titleRef.current?.focus();
  }, [phase]);

  const close = () => {
    // Patients an import added must show in the list, whether or not the wizard saw it finish.
    if (committed) refresh();
    onClose();
  };

  const applyStatus = (check: PatientImportCheck, status: PatientImportStatus) => {
    if (status.state === 'done') setPhase({ step: 'result', status });
    else if (status.state === 'failed') setPhase({ step: 'failed', failure: status.failure?.code ?? null });
    else setPhase({ step: 'importing', check, status, pollError: null });
  };

  const checkFile = () => {
    if (!file) {
      setPhase({ step: 'choose', refusal: { message: t('import.choose.noFile'), details: [] } });
      return;
    }
    const problem = fileProblem(file);
    if (problem) {
      const message = t(`import.refused.${problem}`, { size: MAX_MEGABYTES });
      setPhase({ step: 'choose', refusal: { message, details: [] } });
      return;
    }
    const controller = new AbortController();
    upload.current = controller;
    setPhase({ step: 'checking', fraction: 0 });
    uploadPatientCsv(file, {
      cohortId: cohortId === '' ? undefined : Number(cohortId),
      signal: controller.signal,
      onProgress: (fraction) => setPhase({ step: 'checking', fraction }),
    }).then(
      (check) => setPhase({ step: 'report', check, error: null }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setPhase({ step: 'choose', refusal: refusalOf(error) });
      },
    );
  };

  const cancelCheck = () => {
    upload.current?.abort();
    setPhase({ step: 'choose', refusal: null });
  };

  const commit = (check: PatientImportCheck) => {
    setCommitted(true);
    setPhase({ step: 'importing', check, status: null, pollError: null });
    commitPatientImport(check.import_id).then(
      (status) => applyStatus(check, status),
      (error: unknown) => {
        const gone = isApiError(error) && error.code === 'NOT_FOUND';
        const problem = isApiError(error) ? error.details?.map(fileProblemOf).find(Boolean) : null;
        const message = gone
          ? t('import.report.gone')
          : problem
            ? wording.fileProblem(problem)
            : writeError(error);
        setPhase({ step: 'report', check, error: message });
      },
    );
  };

  const following = phase.step === 'importing' && phase.status !== null ? phase.check.import_id : null;
  useImportPolling({
    importId: following,
    round: pollRound,
    onStatus: (status) => {
      if (phase.step === 'importing') applyStatus(phase.check, status);
    },
    onError: (error) => {
      if (phase.step === 'importing') setPhase({ ...phase, pollError: writeError(error) });
    },
  });

  const body = () => {
    switch (phase.step) {
      case 'choose':
      case 'checking':
        return (
          <>
            <ChooseFileStep
              file={file}
              onFile={(chosen) => {
                setFile(chosen);
                setPhase({ step: 'choose', refusal: null });
              }}
              cohortId={cohortId}
              onCohort={setCohortId}
              cohorts={cohorts.data}
              refusal={phase.step === 'choose' ? phase.refusal : null}
              disabled={phase.step === 'checking'}
              fileButtonRef={fileButtonRef}
            />
            {phase.step === 'checking' && (
              <ProgressBar
                label={t('import.choose.progress')}
                value={Math.round(phase.fraction * 100)}
                max={100}
                valueText={t('import.choose.checking', { percent: Math.round(phase.fraction * 100) })}
              />
            )}
          </>
        );
      case 'report':
        return (
          <>
            <CheckReport check={phase.check} />
            {phase.check.rejected_rows > 0 && <RejectedRowsDownload importId={phase.check.import_id} />}
            {phase.error && <Problem role="alert">{phase.error}</Problem>}
          </>
        );
      case 'importing': {
        const total = phase.status?.progress.total ?? phase.check.valid_rows;
        const processed = phase.status?.progress.processed ?? 0;
        return (
          <>
            <ProgressBar
              label={t('import.progress.label')}
              value={processed}
              max={total}
              valueText={t('import.progress.text', {
                processed: format.number(processed),
                total: format.number(total),
              })}
            />
            <Muted>{t('import.progress.keepOpen')}</Muted>
            {phase.pollError && (
              <Problem role="alert">
                <p>{phase.pollError}</p>
                <Button type="button" onClick={() => setPollRound((round) => round + 1)}>
                  {t('import.progress.checkAgain')}
                </Button>
              </Problem>
            )}
          </>
        );
      }
      case 'failed':
        return (
          <Problem role="alert">
            <h3>{t('import.failed.title')}</h3>
            {phase.failure && <p>{wording.failure(phase.failure)}</p>}
            <p>{t('import.failed.nothingChanged')}</p>
          </Problem>
        );
      case 'result':
        return (
          <>
            <ImportResult status={phase.status} />
            {phase.status.rejected_rows > 0 && <RejectedRowsDownload importId={phase.status.import_id} />}
          </>
        );
    }
  };

  return (
    <Modal
      open
      title={t('import.title')}
      onClose={close}
      width="760px"
      showCloseButton
      footer={
        <WizardFooter
          phase={phase}
          onClose={close}
          onCheck={checkFile}
          onCancelCheck={cancelCheck}
          onBack={() => setPhase({ step: 'choose', refusal: null })}
          onCommit={commit}
        />
      }
    >
      <WizardBody>
        <StepIndicator current={shownStep} />
        <StepTitle ref={titleRef} tabIndex={-1}>
          {t(`import.steps.${shownStep}`)}
        </StepTitle>
        {body()}
      </WizardBody>
    </Modal>
  );
}
