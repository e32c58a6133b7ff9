import { useId, useState, type DragEvent, type RefObject } from 'react';
import { Button, FilePicker, SelectField, saveFile } from '@outreach/shared-ui';
import {
  patientImportColumns,
  patientImportRequiredColumns,
  type Cohort,
} from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { DropZone, Help, Muted, Problem } from './ImportWizard.styles';
import { importTemplate, TEMPLATE_FILE_NAME } from './importTemplate';
import type { Refusal } from './refusal';

export interface ChooseFileStepProps {
  file: File | null;
  onFile: (file: File | null) => void;
  cohortId: string;
  onCohort: (cohortId: string) => void;
  cohorts: readonly Cohort[] | undefined;
  refusal: Refusal | null;
  disabled: boolean;
  /** The file field's button: a refused file brings the keyboard back to it. */
  fileButtonRef: RefObject<HTMLButtonElement | null>;
}

const required = new Set<string>(patientImportRequiredColumns);
const optionalColumns = patientImportColumns.filter((column) => !required.has(column));

/** The first step: the file (chosen or dropped), the cohort to join, and what the file must hold. */
export function ChooseFileStep({
  file,
  onFile,
  cohortId,
  onCohort,
  cohorts,
  refusal,
  disabled,
  fileButtonRef,
}: ChooseFileStepProps) {
  const { t } = useAreaTranslation();
  const helpId = useId();
  const problemId = useId();
  const [dragging, setDragging] = useState(false);

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files.item(0);
    if (dropped && !disabled) onFile(dropped);
  };

  return (
    <>
      <DropZone
        $active={dragging}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <FilePicker
          label={t('import.choose.file')}
          buttonLabel={t('import.choose.button')}
          status={file ? t('import.choose.chosen', { name: file.name }) : ''}
          accept=".csv,text/csv"
          busy={disabled}
          describedBy={refusal ? `${problemId} ${helpId}` : helpId}
          invalid={Boolean(refusal)}
          buttonRef={fileButtonRef}
          onFile={onFile}
        />
        <Muted>{t('import.choose.drop')}</Muted>
      </DropZone>
      {refusal && (
        <Problem id={problemId} role="alert">
          <h3>{t('import.refused.title')}</h3>
          <p>{refusal.message}</p>
          {refusal.details.length > 0 && (
            <ul>
              {refusal.details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          )}
          <p>{t('import.refused.again')}</p>
        </Problem>
      )}
      <SelectField
        label={t('import.choose.cohort')}
        value={cohortId}
        onChange={onCohort}
        emptyChoice={t('import.choose.noCohort')}
        choices={(cohorts ?? []).map((cohort) => ({ value: String(cohort.id), label: cohort.title }))}
        disabled={disabled}
      />
      <Help id={helpId}>
        <p>{t('import.choose.required', { columns: patientImportRequiredColumns.join(', ') })}</p>
        <p>{t('import.choose.optional', { columns: optionalColumns.join(', ') })}</p>
        <p>{t('import.choose.formats')}</p>
        <p>{t('import.choose.timeZones')}</p>
      </Help>
      <div>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => saveFile(importTemplate(), TEMPLATE_FILE_NAME)}
        >
          {t('import.choose.template')}
        </Button>
      </div>
    </>
  );
}
