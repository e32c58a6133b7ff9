import { lazy, Suspense, useId, useState } from 'react';
import { useAtom } from 'jotai';
import { Button, ConfirmDialog } from '@outreach/shared-ui';
import { PATIENT_BULK_MAX } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { useContactsFormat } from '../../i18n/useContactsFormat';
import { useNotify, useRefreshContacts } from '../contacts/state';
import { useWriteErrorMessage } from '../contacts/useWriteErrorMessage';
import { selectedIdsAtom } from '../patients/state';
import { bulkDeletePatients } from './api';
import { Bar, Count, Limit } from './BulkActionsBar.styles';

const BulkEditModal = lazy(() =>
  import('./BulkEditModal').then((module) => ({ default: module.BulkEditModal })),
);

export interface BulkActionsBarProps {
  /** After the selected patients were deleted. */
  onDeleted: (ids: readonly number[]) => void;
}

/** What can be done with the ticked patients: edit them together, delete them, or untick them. */
export function BulkActionsBar({ onDeleted }: BulkActionsBarProps) {
  const { t } = useAreaTranslation();
  const format = useContactsFormat();
  const headingId = useId();
  const [selectedIds, setSelectedIds] = useAtom(selectedIdsAtom);
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const notify = useNotify();
  const refresh = useRefreshContacts();
  const writeError = useWriteErrorMessage();

  if (selectedIds.size === 0) return null;
  const count = format.number(selectedIds.size);
  const tooMany = selectedIds.size > PATIENT_BULK_MAX;
  const keyword = t('bulk.deleteKeyword');

  const deleteSelected = () => {
    setConfirmingDelete(false);
    const ids = [...selectedIds];
    bulkDeletePatients(ids).then(
      (deleted) => {
        notify(t('bulk.deleted', { count: format.number(deleted) }));
        onDeleted(ids);
      },
      (error: unknown) => {
        notify(writeError(error), 'error');
        refresh();
      },
    );
  };

  return (
    <Bar aria-labelledby={headingId}>
      <Count id={headingId} aria-live="polite">
        {t('bulk.selected', { count })}
      </Count>
      <Button type="button" $variant="secondary" disabled={tooMany} onClick={() => setEditing(true)}>
        {t('bulk.edit')}
      </Button>
      <Button type="button" $variant="danger" disabled={tooMany} onClick={() => setConfirmingDelete(true)}>
        {t('bulk.delete')}
      </Button>
      <Button type="button" $variant="link" onClick={() => setSelectedIds(new Set<number>())}>
        {t('bulk.clear')}
      </Button>
      {tooMany && <Limit>{t('bulk.tooMany', { max: format.number(PATIENT_BULK_MAX) })}</Limit>}
      <ConfirmDialog
        open={confirmingDelete}
        message={t('bulk.deleteMessage', { count, keyword })}
        confirmLabel={t('bulk.deleteConfirm')}
        requiredKeyword={keyword}
        onConfirm={deleteSelected}
        onCancel={() => setConfirmingDelete(false)}
      />
      {editing && (
        <Suspense fallback={null}>
          <BulkEditModal ids={selectedIds} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </Bar>
  );
}
