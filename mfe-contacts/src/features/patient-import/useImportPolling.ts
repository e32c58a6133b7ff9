import { useEffect, useRef } from 'react';
import type { PatientImportStatus } from '@outreach/shared-contracts/core';
import { getPatientImport } from './api';

/** How often a running import is asked for its progress. */
export const POLL_INTERVAL_MS = 500;

export interface ImportPollingOptions {
  /** The import to follow; null while there is none to follow. */
  importId: string | null;
  /** Bumped to start following again after a failed status call. */
  round: number;
  onStatus: (status: PatientImportStatus) => void;
  onError: (error: unknown) => void;
}

/**
 * Asks for an import's state every POLL_INTERVAL_MS until it is done or failed. A status call that
 * fails stops the polling and reports it; nothing is asked after the wizard closes.
 */
export function useImportPolling({ importId, round, onStatus, onError }: ImportPollingOptions): void {
  // The latest callbacks, so a re-render does not restart the polling.
  const handlers = useRef({ onStatus, onError });
  useEffect(() => {
    handlers.current = { onStatus, onError };
  });

  useEffect(() => {
    if (importId === null) return undefined;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = () => {
      getPatientImport(importId, controller.signal).then(
        (status) => {
          if (controller.signal.aborted) return;
          handlers.current.onStatus(status);
          if (status.state !== 'done' && status.state !== 'failed')
            timer = setTimeout(poll, POLL_INTERVAL_MS);
        },
        (error: unknown) => {
          if (!controller.signal.aborted) handlers.current.onError(error);
        },
      );
    };
    timer = setTimeout(poll, POLL_INTERVAL_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [importId, round]);
}
