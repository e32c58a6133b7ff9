import { lazy, Suspense, useState } from 'react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { ConfirmDialog, isApiError } from '@outreach/shared-ui';
import { ListContent, ListPanel, Pagination, type ListContentProps } from '@outreach/shared-ui/lists';
import { PATIENT_SEARCH_MAX_LENGTH, type Patient } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { useContactsFormat } from '../../i18n/useContactsFormat';
import { useNotify, useRefreshContacts } from '../contacts/state';
import { useWriteErrorMessage } from '../contacts/useWriteErrorMessage';
import { patientFormAtom } from '../patient-form/state';
import { BulkActionsBar } from '../bulk-actions/BulkActionsBar';
import { deletePatient, patientsOf, usePatientPage } from './api';
import { PatientFilters } from './PatientFilters';
import { PatientsTable } from './PatientsTable';
import {
  hasFilters,
  PAGE_SIZES,
  patientListAtom,
  resetListAtom,
  selectedIdsAtom,
  setPageIndexAtom,
  setPageSizeAtom,
  setSearchAtom,
} from './state';
import { SearchForm } from './PatientsPanel.styles';
import { usePatientFromAddress } from './usePatientFromAddress';

// The dialogs are only needed once someone opens, adds or edits a patient; they stay out of the page's chunk.
const PatientFormModal = lazy(() =>
  import('../patient-form/PatientFormModal').then((module) => ({ default: module.PatientFormModal })),
);
const PatientViewModal = lazy(() =>
  import('../patient-view/PatientViewModal').then((module) => ({ default: module.PatientViewModal })),
);

/** Search, filters, the patient table with its states, paging, and the actions on patients. */
export function PatientsPanel() {
  const { t } = useAreaTranslation();
  const format = useContactsFormat();
  const listState = useAtomValue(patientListAtom);
  const [selectedIds, setSelectedIds] = useAtom(selectedIdsAtom);
  const setPageIndex = useSetAtom(setPageIndexAtom);
  const setPageSize = useSetAtom(setPageSizeAtom);
  const setSearch = useSetAtom(setSearchAtom);
  const resetList = useSetAtom(resetListAtom);
  const [form, setForm] = useAtom(patientFormAtom);
  const page = usePatientPage(listState);
  const notify = useNotify();
  const refresh = useRefreshContacts();
  const writeError = useWriteErrorMessage();
  const [deleting, setDeleting] = useState<Patient | null>(null);
  usePatientFromAddress();

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

  const failure = (): ListContentProps['failure'] => {
    if (page.error === undefined) return undefined;
    if (isApiError(page.error) && page.error.code === 'FORBIDDEN') {
      return { title: t('contacts.noTenantTitle'), body: t('contacts.noTenant') };
    }
    return {
      title: t('contacts.loadError'),
      action: { label: t('contacts.retry'), onClick: () => void page.mutate() },
    };
  };

  return (
    <ListPanel>
      <SearchForm
        label={t('patients.search')}
        hint={t('patients.searchHint')}
        search={listState.search}
        onSearch={setSearch}
        maxLength={PATIENT_SEARCH_MAX_LENGTH}
      />
      <PatientFilters />
      <BulkActionsBar onDeleted={afterDelete} />
      <ListContent
        failure={failure()}
        loaded={page.data !== undefined}
        loadingLabel={t('patients.loading')}
        rowCount={patients.length}
        pageIndex={listState.pageIndex}
        filtered={hasFilters(listState)}
        emptyPage={{
          title: t('patients.emptyPageTitle'),
          action: { label: t('patients.firstPage'), onClick: () => setPageIndex(0) },
        }}
        noResults={{
          title: t('patients.noResultsTitle'),
          body: t('patients.noResultsBody'),
          action: { label: t('patients.clearAll'), onClick: () => resetList(listState.pageSize) },
        }}
        empty={{
          title: t('patients.emptyTitle'),
          body: t('patients.emptyBody'),
          action: { label: t('patients.add'), onClick: () => setForm({ mode: 'create' }) },
        }}
        pager={
          page.data && (
            <Pagination
              t={t}
              formatNumber={format.number}
              pageIndex={listState.pageIndex}
              pageSize={listState.pageSize}
              rowCount={patients.length}
              total={page.data.total}
              totalIsExact={page.data.total_is_exact}
              hasNext={page.data.has_next}
              disabled={page.isValidating}
              onPageChange={setPageIndex}
              pageSizeChoice={{ sizes: PAGE_SIZES, onChange: setPageSize }}
            />
          )
        }
      >
        <PatientsTable
          caption={t('patients.caption')}
          patients={patients}
          selectedIds={selectedIds}
          onToggle={toggle}
          onTogglePage={togglePage}
          onOpen={(patient) => setForm({ mode: 'view', patient })}
          onEdit={(patient) => setForm({ mode: 'edit', patient })}
          onDelete={setDeleting}
          busy={page.isValidating}
        />
      </ListContent>
      <ConfirmDialog
        open={deleting !== null}
        message={deleting ? t('patients.deleteMessage', { name: format.name(deleting) }) : undefined}
        confirmLabel={t('patients.delete')}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
      {form && (
        <Suspense fallback={null}>
          {form.mode === 'view' ? (
            <PatientViewModal
              patient={form.patient}
              onEdit={() => setForm({ mode: 'edit', patient: form.patient, fromView: true })}
              onClose={() => setForm(null)}
            />
          ) : (
            <PatientFormModal
              target={form}
              onClose={() => setForm(null)}
              onCancel={
                form.mode === 'edit' && form.fromView
                  ? () => setForm({ mode: 'view', patient: form.patient })
                  : undefined
              }
            />
          )}
        </Suspense>
      )}
    </ListPanel>
  );
}
