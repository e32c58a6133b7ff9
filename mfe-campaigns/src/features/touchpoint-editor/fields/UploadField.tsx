import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FilePicker, errorMessage, uploadFile } from '@outreach/shared-ui';
import type { UploadKind } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../../i18n/areaTranslations';
import { FieldError, UploadBox } from './Fields.styles';

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
  // The store keeps a key, not the file's name: the name is known only for a file chosen here.
  const [chosen, setChosen] = useState<{ key: string; name: string } | null>(null);

  const upload = async (file: File) => {
    setBusy(true);
    setFailure(null);
    try {
      const { key } = await uploadFile(kind, file);
      await onUploaded(key, file);
      setChosen({ key, name: file.name });
    } catch (error) {
      setFailure(errorMessage(error, tCommon));
    } finally {
      setBusy(false);
    }
  };

  const status = busy
    ? t('fields.uploading')
    : value && chosen?.key === value
      ? t('fields.chosenFile', { name: chosen.name })
      : value
        ? t('fields.uploaded')
        : t('fields.noFile');

  return (
    <UploadBox>
      <FilePicker
        label={label}
        buttonLabel={value ? t('fields.replaceFile') : t('fields.chooseFile')}
        status={status}
        accept={accept}
        busy={busy}
        onFile={(file) => void upload(file)}
      />
      {value && onRemove && (
        <Button type="button" $variant="link" onClick={onRemove}>
          {t('fields.removeFile', { label })}
        </Button>
      )}
      {failure && <FieldError role="alert">{failure}</FieldError>}
    </UploadBox>
  );
}
