import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGO_MAX_BYTES } from '@outreach/shared-contracts/core';
import { Button } from '../form/Button';
import { checkLogoFile, LOGO_ACCEPT, type LogoRefusal } from './logoFile';
import { Actions, Bar, DropZone, Hint, Preview, Refusal, Track } from './LogoUploadArea.styles';

export interface LogoUploadAreaProps {
  /** URL of the current logo, or null when there is none. */
  value: string | null;
  /** Receives only files that passed the type and size checks. */
  onFileSelected: (file: File) => void;
  onRemove: () => void;
  /** Largest accepted file in bytes; defaults to LOGO_MAX_BYTES (2 MB). */
  maxBytes?: number;
  /** While true, choosing, dropping and removing are disabled and a progress bar shows. */
  uploading?: boolean;
  /** Upload progress 0–100; without it the bar is indeterminate. */
  progress?: number;
  /** An error from the caller (e.g. the server refused the file), shown like a refusal. */
  error?: string | null;
  /** Defaults to 'Logo'. */
  label?: string;
  disabled?: boolean;
}

const BYTES_PER_MB = 1_048_576;

/** A drop zone and a "choose file" button for a tenant's logo, refusing wrong types and big files. */
export function LogoUploadArea({
  value,
  onFileSelected,
  onRemove,
  maxBytes = LOGO_MAX_BYTES,
  uploading = false,
  progress,
  error,
  label,
  disabled = false,
}: LogoUploadAreaProps) {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<LogoRefusal | null>(null);
  const [dragging, setDragging] = useState(false);
  const busy = disabled || uploading;
  const size = new Intl.NumberFormat(i18n.language, {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 1,
  }).format(maxBytes / BYTES_PER_MB);

  const take = (file: File | undefined) => {
    if (!file || busy) return;
    const reason = checkLogoFile(file, maxBytes);
    setRefusal(reason);
    if (reason === null) onFileSelected(file);
  };

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    // Without preventDefault the browser would open the dropped file instead of handing it over.
    event.preventDefault();
    if (!busy) setDragging(true);
  };

  const message = refusal
    ? t(refusal === 'type' ? 'logoUpload.wrongType' : 'logoUpload.tooLarge', { size })
    : error;
  const percent = progress === undefined ? undefined : Math.min(100, Math.max(0, Math.round(progress)));

  return (
    <div role="group" aria-labelledby={`${id}-label`}>
      <DropZone
        $active={dragging}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={(event) => {
          const next = event.relatedTarget;
          if (!(next instanceof Node && event.currentTarget.contains(next))) setDragging(false);
        }}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          take(event.dataTransfer.files[0]);
        }}
      >
        <strong id={`${id}-label`}>{label ?? t('logoUpload.label')}</strong>
        {value ? <Preview src={value} alt={t('logoUpload.preview')} /> : <Hint>{t('logoUpload.none')}</Hint>}
        <Hint id={`${id}-hint`}>{t('logoUpload.hint', { size })}</Hint>
        <input
          ref={inputRef}
          id={`${id}-file`}
          type="file"
          className="visually-hidden"
          tabIndex={-1}
          aria-label={t('logoUpload.choose')}
          accept={LOGO_ACCEPT}
          disabled={busy}
          onChange={(event) => {
            take(event.target.files?.[0]);
            // Clearing lets the same file be chosen again after a refusal or a removal.
            event.target.value = '';
          }}
        />
        <Actions>
          <Button
            type="button"
            $variant="secondary"
            disabled={busy}
            aria-describedby={`${id}-hint`}
            onClick={() => inputRef.current?.click()}
          >
            {t('logoUpload.choose')}
          </Button>
          {value && (
            <Button type="button" $variant="link" disabled={busy} onClick={onRemove}>
              {t('logoUpload.remove')}
            </Button>
          )}
        </Actions>
        {uploading && (
          <Track
            role="progressbar"
            aria-label={t('logoUpload.uploading')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <Bar style={{ inlineSize: `${String(percent ?? 100)}%` }} />
          </Track>
        )}
        {message && <Refusal role="alert">{message}</Refusal>}
      </DropZone>
    </div>
  );
}
