import { useEffect, useRef, useState } from 'react';
import type { InteractionMetric } from '@outreach/shared-contracts/core';
import { usePatientCall } from '../../api/patientCallContext';
import { deviceFingerprint, MetricsTracker, type MetricCounters } from './metricsTracker';

/** How often changed totals are sent while the page is open, and the longest wait after failures. */
export const METRIC_SEND_SECONDS = 15;
const LONGEST_RETRY_SECONDS = 120;

function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export interface UseMetricsOptions {
  token: string;
  /** The totals the server holds (from the page's summary); null until it has loaded. */
  initial: readonly { chapter_id: string | null; counters: MetricCounters }[] | null;
  /** The chapter whose view is open, or null on the overview. */
  chapter: string | null;
  configData: InteractionMetric['config_data'];
  /** Called with each failed send (the spec's metric send failure); the totals are sent again later. */
  onError: (error: unknown) => void;
  /** False in the studio's preview: nothing is counted or sent. */
  enabled: boolean;
}

/**
 * Counts the interaction metric while the page is open and sends it: every few seconds when it changed,
 * and with keepalive when the page is hidden or closed, so a phone put away mid-video still reports.
 * Video time counts as activity; the page has no idle rule.
 */
export function useMetrics({
  token,
  initial,
  chapter,
  configData,
  onError,
  enabled,
}: UseMetricsOptions): MetricsTracker | null {
  const [tracker, setTracker] = useState<MetricsTracker | null>(null);
  const patientCall = usePatientCall();
  const chapterRef = useRef(chapter);
  const onErrorRef = useRef(onError);
  const configRef = useRef(configData);
  const initialRef = useRef(initial);
  useEffect(() => {
    chapterRef.current = chapter;
    onErrorRef.current = onError;
    configRef.current = configData;
    initialRef.current = initial;
  });

  // One tracker per link, started from the server's totals once they are known.
  const ready = initial !== null;
  useEffect(() => {
    if (!enabled || !ready) return undefined;
    const made = new MetricsTracker({
      send: (metric, { keepalive }) =>
        patientCall('putInteractionMetric', { id: token }, metric, { keepalive }),
      onError: (error) => onErrorRef.current(error),
      fingerprint: deviceFingerprint(localStore()),
      configData: configRef.current,
      initial: initialRef.current ?? [],
    });
    made.visit();
    setTracker(made);

    let wait = METRIC_SEND_SECONDS;
    // The visit itself goes out within a couple of seconds.
    let sinceSend = METRIC_SEND_SECONDS - 2;
    const tick = window.setInterval(() => {
      if (document.visibilityState === 'visible') made.addTimeOnPage(1, chapterRef.current);
      sinceSend += 1;
      if (sinceSend < wait || !made.pending) return;
      sinceSend = 0;
      void made.flush().then((sent) => {
        wait = sent ? METRIC_SEND_SECONDS : Math.min(wait * 2, LONGEST_RETRY_SECONDS);
      });
    }, 1000);
    const leave = () => {
      if (made.pending) void made.flush({ keepalive: true });
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', leave);
    return () => {
      window.clearInterval(tick);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [token, enabled, ready, patientCall]);

  // Each chapter view opened is a visit of that chapter, sent at once: it is where a patient who
  // comes back resumes.
  useEffect(() => {
    if (!tracker || chapter === null) return;
    tracker.visit(chapter);
    void tracker.flush();
  }, [tracker, chapter]);

  return tracker;
}
