import { useCallback } from 'react';
import { useAtom } from 'jotai';
import { Toast } from '@outreach/shared-ui';
import { noticeAtom } from './state';

/** The page's one toast: the latest notice replaces an earlier one. */
export function ContactsToast() {
  const [notice, setNotice] = useAtom(noticeAtom);
  const dismiss = useCallback(() => setNotice(null), [setNotice]);
  if (!notice) return null;
  return <Toast key={notice.serial} message={notice.message} variant={notice.variant} onDismiss={dismiss} />;
}
