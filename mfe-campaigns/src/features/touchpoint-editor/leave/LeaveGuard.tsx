import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router';
import { unsavedEditsAtom } from './unsavedEdits';
import { useLeaveConfirmation } from './useLeaveConfirmation';

export interface LeaveGuardProps {
  /** True while something on screen is not saved. */
  unsaved: boolean;
}

/** The link a click follows inside this app, or null for one the browser should handle itself. */
function inAppLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) return null;
  if (link.hasAttribute('download') || link.origin !== window.location.origin) return null;
  return link;
}

/**
 * Warns before unsaved changes are lost: the browser's own question when the tab is closed or
 * reloaded, and the studio's when a link of the app (the side navigation, a menu) is followed.
 */
export function LeaveGuard({ unsaved }: LeaveGuardProps) {
  const setUnsaved = useSetAtom(unsavedEditsAtom);
  const navigate = useNavigate();
  const { attempt, dialog } = useLeaveConfirmation();

  useEffect(() => {
    setUnsaved(unsaved);
  }, [unsaved, setUnsaved]);
  useEffect(() => () => setUnsaved(false), [setUnsaved]);

  useEffect(() => {
    if (!unsaved) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    // The router has no blocker outside a data router, so a link's click is caught before it navigates.
    const click = (event: MouseEvent) => {
      const link = inAppLink(event);
      if (!link) return;
      event.preventDefault();
      event.stopPropagation();
      const to = `${link.pathname}${link.search}${link.hash}`;
      attempt(() => void navigate(to));
    };
    window.addEventListener('beforeunload', warn);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', warn);
      document.removeEventListener('click', click, true);
    };
  }, [unsaved, attempt, navigate]);

  return dialog;
}
