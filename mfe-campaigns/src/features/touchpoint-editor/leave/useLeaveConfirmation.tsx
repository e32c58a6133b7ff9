import { useState, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { ConfirmDialog } from '@outreach/shared-ui';
import { useAreaTranslation } from '../../../i18n/areaTranslations';
import { unsavedEditsAtom } from './unsavedEdits';

export interface LeaveConfirmation {
  /** Leaves at once when everything is saved; otherwise asks first, and leaves only on 'Leave'. */
  attempt: (leave: () => void) => void;
  /** The question, to render where the page's dialogs go. */
  dialog: ReactNode;
}

/** Asks before a way out of the touchpoint editor drops changes that are not saved. */
export function useLeaveConfirmation(): LeaveConfirmation {
  const { t } = useAreaTranslation();
  const unsaved = useAtomValue(unsavedEditsAtom);
  const [pending, setPending] = useState<(() => void) | null>(null);

  const attempt = (leave: () => void) => {
    if (unsaved) setPending(() => leave);
    else leave();
  };

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={t('leave.title')}
      message={t('leave.body')}
      confirmLabel={t('leave.leave')}
      cancelLabel={t('leave.stay')}
      onCancel={() => setPending(null)}
      onConfirm={() => {
        const leave = pending;
        setPending(null);
        leave?.();
      }}
    />
  );
  return { attempt, dialog };
}
