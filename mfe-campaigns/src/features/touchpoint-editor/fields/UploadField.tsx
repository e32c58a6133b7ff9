import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, errorMessage, uploadFile } from '@outreach/shared-ui';
import type { UploadKind } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../../i18n/areaTranslations';
import { FieldError, FieldNote, UploadBox, UploadLabel } from './Fields.styles';

export interface UploadFieldProps {
  label: string;
  kind: UploadKind;
  accept: string;
  /** The stored key, or null for none. */
  value: string | null;
  onUploaded: (key: string, file: File) => void | Promise<void>;
  onRemove?: () => void;
}

/** A file chosen here goes to the folder through a signed URL; the key it answers goes into the content. */
export function UploadField({ label, kind, accept, value, onUploaded, onRemove }: UploadFieldProps) {
  const { t } = useAreaTranslation();
  const { t: tCommon } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const upload = async (file: File) => {
    setBusy(true);
    setFailure(null);
    try {
      const { key } = await uploadFile(kind, file);
      await onUploaded(key, file);
    } catch (error) {
      setFailure(errorMessage(error, tCommon));
    } finally {
      setBusy(false);
    }
  };

  return (
    <UploadBox>
      <UploadLabel>
        {label}
        <FieldNote>
          {busy ? t('fields.uploading') : value ? t('fields.uploaded') : t('fields.noFile')}
        </FieldNote>
        <input
          type="file"
          accept={accept}
          disabled={busy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
      </UploadLabel>
      {value && onRemove && (
        <Button type="button" $variant="link" onClick={onRemove}>
          {t('fields.removeFile', { label })}
        </Button>
      )}
      {failure && <FieldError role="alert">{failure}</FieldError>}
    </UploadBox>
  );
}
