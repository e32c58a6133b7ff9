import { useId } from 'react';
import type { PatientImportCheck } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { useContactsFormat } from '../../i18n/useContactsFormat';
import { useImportWording } from './useImportWording';
import { ImportCounts } from './ImportCounts';
import { Muted, Problem, RowsScroller, Section } from './ImportWizard.styles';

export interface CheckReportProps {
  check: PatientImportCheck;
}

/**
 * The dry run's report, before anything is written: the totals and what importing would do, the
 * column findings first, then each rejected row with its line and reasons.
 */
export function CheckReport({ check }: CheckReportProps) {
  const { t } = useAreaTranslation();
  const format = useContactsFormat();
  const wording = useImportWording();
  const columnsId = useId();
  const rowsId = useId();
  const unlisted = check.rejected_rows - check.errors.length;
  const { missing, unknown } = check.columns;
  return (
    <>
      <ImportCounts
        label={t('import.report.totals')}
        counts={[
          ['total', check.total_rows],
          ['valid', check.valid_rows],
          ['rejected', check.rejected_rows],
        ]}
      />
      <ImportCounts
        label={t('import.report.outcome')}
        counts={[
          ['new', check.new_patients],
          ['updated', check.updated_patients],
          ['unchanged', check.unchanged_patients],
        ]}
      />
      {(missing.length > 0 || unknown.length > 0) && (
        <Section aria-labelledby={columnsId}>
          <h3 id={columnsId}>{t('import.report.columns')}</h3>
          {missing.length > 0 && <p>{t('import.report.missing', { columns: format.list(missing) })}</p>}
          {unknown.length > 0 && <p>{t('import.report.unknown', { columns: format.list(unknown) })}</p>}
        </Section>
      )}
      {check.valid_rows === 0 && (
        <Problem role="alert">
          <p>{t('import.report.noneValid')}</p>
        </Problem>
      )}
      {check.errors.length > 0 && (
        <Section aria-labelledby={rowsId}>
          <h3 id={rowsId}>{t('import.report.rows')}</h3>
          {/* Scrolls inside the dialog; focusable so a keyboard can scroll it too. */}
          <RowsScroller tabIndex={0} role="group" aria-labelledby={rowsId}>
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('import.report.line')}</th>
                  <th scope="col">{t('import.report.reasons')}</th>
                </tr>
              </thead>
              <tbody>
                {check.errors.map((row) => (
                  <tr key={row.line}>
                    <th scope="row">{format.number(row.line)}</th>
                    <td>
                      <ul>
                        {row.reasons.map((reason) => (
                          <li key={JSON.stringify(reason)}>{wording.reasonAt(reason)}</li>
                        ))}
                      </ul>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </RowsScroller>
          {unlisted > 0 && <Muted>{t('import.report.more', { rows: format.number(unlisted) })}</Muted>}
        </Section>
      )}
    </>
  );
}
