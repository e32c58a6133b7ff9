import { useEffect } from 'react';
import useSWR from 'swr';
import type { Touchpoint } from '@outreach/shared-contracts/core';
import { fetchTouchpoint, SENDS_POLL_MS } from './api';

/** How often a touchpoint in review is read again, as often as a send on its way. */
export const REVIEW_POLL_MS = SENDS_POLL_MS;

/**
 * While a touchpoint is in review, reads it again every {@link REVIEW_POLL_MS} (not while the page is
 * hidden) and takes a reviewer's decision on the revision on screen: its status, approval and what
 * the viewer may now do. A newer revision is left to the autosave, which says someone else saved.
 */
export function useLiveStatus(touchpoint: Touchpoint, adopt: (touchpoint: Touchpoint) => void): void {
  const inReview = touchpoint.status === 'in_review';
  const { data } = useSWR(
    inReview ? (['touchpoint/live', touchpoint.id] as const) : null,
    ([, id]) => fetchTouchpoint(id),
    { refreshInterval: REVIEW_POLL_MS, revalidateOnFocus: true, dedupingInterval: 0 },
  );
  useEffect(() => {
    if (data && data.revision === touchpoint.revision && data.status !== touchpoint.status) adopt(data);
  }, [data, touchpoint.revision, touchpoint.status, adopt]);
}
