import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError, errorMessage, getRuntimeConfig, saveFile } from '@outreach/shared-ui';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { useReportsFormat } from '../../i18n/useReportsFormat';
import { exportFilePath, fetchExportFile, type ReportExport } from './api';
import { DownloadLink, Progress, StateCell } from './ExportState.styles';

export interface ExportStateProps {
  item: ReportExport;
}

/** Where an export stands: its progress while it is written, its file once done, or its failure. */
export function ExportState({ item }: ExportStateProps) {
  const { t } = useAreaTranslation();
  const format = useReportsFormat();
  const label = t('exports.progress', {
    campaign: item.campaign_name,
    kind: t(`exports.kinds.${item.kind}`),
  });

  if (item.state === 'done') return <ExportDownload item={item} />;
  if (item.state === 'failed') return <StateCell>{t('exports.failed')}</StateCell>;
  const counted = item.rows_total !== null && item.state === 'running';
  return (
    <StateCell>
      {counted ? (
        <Progress aria-label={label} value={item.rows_written} max={Math.max(1, item.rows_total ?? 0)} />
      ) : (
        <Progress aria-label={label} />
      )}
      <span>
        {item.state === 'queued'
          ? t('exports.queued')
          : counted
            ? t('exports.rows', {
                written: format.number(item.rows_written),
                total: format.number(item.rows_total ?? 0),
              })
            : t('exports.counting')}
      </span>
    </StateCell>
  );
}

/** The finished file: a link to it, fetched through the API client so a lapsed session is renewed. */
function ExportDownload({ item }: ExportStateProps) {
  const { t } = useAreaTranslation();
  const { t: tCommon } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    fetchExportFile(item.id).then(
      (blob) => {
        saveFile(blob, item.filename);
        setBusy(false);
      },
      (failure: unknown) => {
        setBusy(false);
        setError(errorMessage(failure, tCommon));
      },
    );
  };

  return (
    <StateCell>
      <DownloadLink
        href={`${getRuntimeConfig().apiBaseUrl}${exportFilePath(item.id)}`}
        download={item.filename}
        aria-busy={busy}
        onClick={download}
      >
        {t('exports.download')}
      </DownloadLink>
      {error && <FormError role="alert">{error}</FormError>}
    </StateCell>
  );
}
