import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@outreach/shared-ui';
import type { Touchpoint } from '@outreach/shared-contracts/core';
import { useEditor } from '../../EditorContext';

export interface Failure {
  /** The message of the last failed action, while the touchpoint is as it was when it failed. */
  failure: string | null;
  fail: (error: unknown) => void;
  clear: () => void;
}

/**
 * The failure of an action of the review step, in the spec's words. It lasts while the touchpoint is
 * unchanged: once any action succeeds (a review, a publish, a reviewer assigned, a status read
 * again), the editor holds a new touchpoint and an earlier refusal no longer applies.
 */
export function useFailure(): Failure {
  const { t: tCommon } = useTranslation('common');
  const { touchpoint } = useEditor();
  const current = useRef(touchpoint);
  current.current = touchpoint;
  const [failed, setFailed] = useState<{ message: string; of: Touchpoint } | null>(null);
  const fail = useCallback(
    (error: unknown) => setFailed({ message: errorMessage(error, tCommon), of: current.current }),
    [tCommon],
  );
  const clear = useCallback(() => setFailed(null), []);
  return { failure: failed && failed.of === touchpoint ? failed.message : null, fail, clear };
}
