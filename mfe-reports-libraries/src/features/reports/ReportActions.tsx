import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DropdownMenuButton, FormError, TextLink, errorMessage } from '@outreach/shared-ui';
import type { ReportBreakdown, ReportExportKind } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { createReportExport, useRevalidateReportLists, type ReportScope } from './api';
import { SaveReportModal } from './SaveReportModal';
import { EXPORTS_PATH, SAVED_REPORTS_PATH } from './state';
import { Row, SuccessNote } from './Reports.styles';

export interface ReportActionsProps {
  /** Null while the date range is not valid: nothing can be saved or exported then. */
  scope: ReportScope | null;
  breakdown: ReportBreakdown | null;
  /** The name a saved report is offered: the campaign's and the scope in words. */
  defaultName: string;
}

type Done = { kind: 'saved'; name: string } | { kind: 'exporting' };

/** Saves the report as it stands under a name, and starts CSV exports of it. */
export function ReportActions({ scope, breakdown, defaultName }: ReportActionsProps) {
  const { t } = useAreaTranslation();
  const { t: tCommon } = useTranslation('common');
  const revalidate = useRevalidateReportLists();
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState<Done | null>(null);
  const [error, setError] = useState<string | null>(null);

  const startExport = (kind: ReportExportKind) => {
    if (!scope) return;
    setDone(null);
    setError(null);
    createReportExport(kind, scope, breakdown).then(
      () => {
        setDone({ kind: 'exporting' });
        void revalidate();
      },
      (failure: unknown) => setError(errorMessage(failure, tCommon)),
    );
  };

  return (
    <>
      <Row>
        <Button type="button" $variant="secondary" disabled={!scope} onClick={() => setSaving(true)}>
          {t('save.open')}
        </Button>
        {scope && (
          <DropdownMenuButton
            label={t('export.open')}
            items={[
              { id: 'aggregates', label: t('export.aggregates'), onSelect: () => startExport('aggregates') },
              { id: 'patients', label: t('export.patients'), onSelect: () => startExport('patients') },
            ]}
          />
        )}
      </Row>
      {done?.kind === 'saved' && (
        <SuccessNote role="status">
          {t('save.saved', { name: done.name })}{' '}
          <TextLink to={SAVED_REPORTS_PATH}>{t('save.openList')}</TextLink>
        </SuccessNote>
      )}
      {done?.kind === 'exporting' && (
        <SuccessNote role="status">
          {t('export.started')} <TextLink to={EXPORTS_PATH}>{t('export.openList')}</TextLink>
        </SuccessNote>
      )}
      {error && <FormError role="alert">{error}</FormError>}
      {saving && scope && (
        <SaveReportModal
          scope={scope}
          breakdown={breakdown}
          initialName={defaultName}
          onClose={() => setSaving(false)}
          onSaved={(report) => {
            setSaving(false);
            setError(null);
            setDone({ kind: 'saved', name: report.name });
            void revalidate();
          }}
        />
      )}
    </>
  );
}
