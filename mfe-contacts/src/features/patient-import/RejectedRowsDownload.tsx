import { useState } from 'react';
import { Button, saveFile } from '@outreach/shared-ui';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { useWriteErrorMessage } from '../contacts/useWriteErrorMessage';
import { fetchRejectedRows, rejectedFileName } from './api';
import { Problem } from './ImportWizard.styles';

export interface RejectedRowsDownloadProps {
  importId: string;
}

/** Saves the rejected rows of an import as a CSV file, to be corrected and imported again. */
export function RejectedRowsDownload({ importId }: RejectedRowsDownloadProps) {
  const { t } = useAreaTranslation();
  const writeError = useWriteErrorMessage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = () => {
    setBusy(true);
    setError(null);
    fetchRejectedRows(importId).then(
      (blob) => {
        saveFile(blob, rejectedFileName());
        setBusy(false);
      },
      (failure: unknown) => {
        setBusy(false);
        setError(writeError(failure));
      },
    );
  };

  return (
    <div>
      <Button type="button" $variant="secondary" disabled={busy} onClick={download}>
        {t('import.report.download')}
      </Button>
      {error && <Problem role="alert">{error}</Problem>}
    </div>
  );
}
