import { lazy, Suspense, useState } from 'react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { ConfirmDialog, isApiError } from '@outreach/shared-ui';
import type { Patient } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { useContactsFormat } from '../../i18n/useContactsFormat';
import { useNotify, useRefreshContacts } from '../contacts/state';
import { useWriteErrorMessage } from '../contacts/useWriteErrorMessage';
import { patientFormAtom } from '../patient-form/state';
import { BulkActionsBar } from '../bulk-actions/BulkActionsBar';
import { deletePatient, patientsOf, usePatientPage } from './api';
import { LoadingState, StateMessage } from './ListState';
import { Pagination } from './Pagination';
import { PatientFilters } from './PatientFilters';
import { PatientsTable } from './PatientsTable';
import { SearchBox } from './SearchBox';
import {
  hasFilters,
  patientListAtom,
  resetListAtom,
  selectedIdsAtom,
  setPageIndexAtom,
  setPageSizeAtom,
} from './state';
import { Panel } from './PatientsPanel.styles';

// The form is only needed once someone adds or edits a patient; it stays out of the page's chunk.
const PatientFormModal = lazy(() =>
  import('../patient-form/PatientFormModal').then((module) => ({ default: module.PatientFormModal })),
);

/** Search, filters, the patient table with its states, paging, and the actions on patients. */
export function PatientsPanel() {
  const { t } = useAreaTranslation();
  const format = useContactsFormat();
  const listState = useAtomValue(patientListAtom);
  const [selectedIds, setSelectedIds] = useAtom(selectedIdsAtom);
  const setPageIndex = useSetAtom(setPageIndexAtom);
  const setPageSize = useSetAtom(setPageSizeAtom);
  const resetList = useSetAtom(resetListAtom);
  const [form, setForm] = useAtom(patientFormAtom);
  const page = usePatientPage(listState);
  const notify = useNotify();
  const refresh = useRefreshContacts();
  const writeError = useWriteErrorMessage();
  const [deleting, setDeleting] = useState<Patient | null>(null);

  const patients = page.data ? patientsOf(page.data) : [];

  const toggle = (id: number, selected: boolean) => {
    const next = new Set(selectedIds);
    if (selected) next.add(id);
    else next.delete(id);
    setSelectedIds(next);
  };

  const togglePage = (selected: boolean) => {
    const next = new Set(selectedIds);
    for (const patient of patients) {
      if (selected) next.add(patient.id);
      else next.delete(patient.id);
    }
    setSelectedIds(next);
  };

  /** After rows are deleted, a page left empty gives way to the one before it. */
  const afterDelete = (ids: readonly number[]) => {
    const gone = new Set(ids);
    const next = new Set([...selectedIds].filter((id) => !gone.has(id)));
    setSelectedIds(next);
    if (listState.pageIndex > 0 && patients.every((patient) => gone.has(patient.id))) {
      setPageIndex(listState.pageIndex - 1);
    }
    refresh();
  };

  const confirmDelete = () => {
    const patient = deleting;
    setDeleting(null);
    if (!patient) return;
    deletePatient(patient.id).then(
      () => {
        notify(t('patients.deleted'));
        afterDelete([patient.id]);
      },
      (error: unknown) => {
        notify(writeError(error), 'error');
        refresh();
      },
    );
  };

  const content = () => {
    if (page.error !== undefined) {
      if (isApiError(page.error) && page.error.code === 'FORBIDDEN') {
        return <StateMessage alert title={t('contacts.noTenantTitle')} body={t('contacts.noTenant')} />;
      }
      return (
        <StateMessage
          alert
          title={t('contacts.loadError')}
          action={{ label: t('contacts.retry'), onClick: () => void page.mutate() }}
        />
      );
    }
    if (!page.data) return <LoadingState />;
    if (patients.length === 0) {
      if (listState.pageIndex > 0) {
        return (
          <StateMessage
            title={t('patients.emptyPageTitle')}
            action={{ label: t('patients.firstPage'), onClick: () => setPageIndex(0) }}
          />
        );
      }
      if (hasFilters(listState)) {
        return (
          <StateMessage
            title={t('patients.noResultsTitle')}
            body={t('patients.noResultsBody')}
            action={{ label: t('patients.clearAll'), onClick: () => resetList(listState.pageSize) }}
          />
        );
      }
      return (
        <StateMessage
          title={t('patients.emptyTitle')}
          body={t('patients.emptyBody')}
          action={{ label: t('patients.add'), onClick: () => setForm({ mode: 'create' }) }}
        />
      );
    }
    return (
      <PatientsTable
        caption={t('patients.caption')}
        patients={patients}
        selectedIds={selectedIds}
        onToggle={toggle}
        onTogglePage={togglePage}
        onEdit={(patient) => setForm({ mode: 'edit', patient })}
        onDelete={setDeleting}
        busy={page.isValidating}
      />
    );
  };

  return (
    <Panel>
      <SearchBox />
      <PatientFilters />
      <BulkActionsBar onDeleted={afterDelete} />
      {content()}
      {page.data && page.error === undefined && (patients.length > 0 || listState.pageIndex > 0) && (
        <Pagination
          pageIndex={listState.pageIndex}
          pageSize={listState.pageSize}
          rowCount={patients.length}
          total={page.data.total}
          totalIsExact={page.data.total_is_exact}
          hasNext={page.data.has_next}
          disabled={page.isValidating}
          onPageChange={setPageIndex}
          onPageSizeChange={setPageSize}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        message={deleting ? t('patients.deleteMessage', { name: format.name(deleting) }) : undefined}
        confirmLabel={t('patients.delete')}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
      {form && (
        <Suspense fallback={null}>
          <PatientFormModal target={form} onClose={() => setForm(null)} />
        </Suspense>
      )}
    </Panel>
  );
}
