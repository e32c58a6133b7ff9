import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, uploadFile } from '@outreach/shared-ui';

interface UploadState {
  uploading: boolean;
  /** 0–100 while uploading. */
  progress: number | undefined;
  /** Why the last upload failed, ready to show. */
  error: string | null;
}

const idle: UploadState = { uploading: false, progress: undefined, error: null };

export interface LogoUpload extends UploadState {
  /**
   * Uploads a file to the tenant's `branding-logos` folder at once, replacing any upload still
   * running. On success `onUploaded` gets the new key and a local URL to preview the file by.
   */
  start: (tenantId: number, file: File, onUploaded: (key: string, previewUrl: string) => void) => void;
  /** The logo was removed: its local preview is no longer shown. */
  removed: () => void;
  /** Stops a running upload and forgets the preview, e.g. when another tenant is chosen. */
  reset: () => void;
}

/**
 * The logo upload of the Tenant Settings modal: progress, the error to show, and the object URL
 * that previews an uploaded file until the saved logo is served back. An upload still running
 * when the modal closes is aborted.
 */
export function useLogoUpload(): LogoUpload {
  const { t } = useTranslation('common');
  const [state, setState] = useState<UploadState>(idle);
  const running = useRef<AbortController | null>(null);
  const preview = useRef<string | null>(null);

  const releasePreview = useCallback(() => {
    if (preview.current) URL.revokeObjectURL(preview.current);
    preview.current = null;
  }, []);

  const reset = useCallback(() => {
    running.current?.abort();
    running.current = null;
    releasePreview();
    setState(idle);
  }, [releasePreview]);

  useEffect(
    () => () => {
      running.current?.abort();
      releasePreview();
    },
    [releasePreview],
  );

  const start: LogoUpload['start'] = (tenantId, file, onUploaded) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    // Answers of an upload that was replaced or aborted since are ignored.
    const current = () => running.current === controller;
    setState({ uploading: true, progress: 0, error: null });
    uploadFile('branding-logos', file, {
      tenantId,
      signal: controller.signal,
      onProgress: (progress) => {
        if (current()) setState((state) => ({ ...state, progress }));
      },
    }).then(
      ({ key }) => {
        if (!current()) return;
        running.current = null;
        const previous = preview.current;
        preview.current = URL.createObjectURL(file);
        onUploaded(key, preview.current);
        if (previous) URL.revokeObjectURL(previous);
        setState(idle);
      },
      (failure: unknown) => {
        if (!current()) return;
        running.current = null;
        setState({ uploading: false, progress: undefined, error: errorMessage(failure, t) });
      },
    );
  };

  const removed = () => {
    releasePreview();
    setState(idle);
  };

  return { ...state, start, removed, reset };
}
