import { useId, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Button, ConfirmDialog, DropdownMenuButton, Spinner } from '@outreach/shared-ui';
import type { Cohort } from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { useContactsFormat } from '../../i18n/useContactsFormat';
import { useNotify, useRefreshContacts } from '../contacts/state';
import { useWriteErrorMessage } from '../contacts/useWriteErrorMessage';
import { patientListAtom, setFiltersAtom } from '../patients/state';
import { deleteCohort, useCohorts } from './api';
import { CohortFormModal } from './CohortFormModal';
import { useCohortFromAddress } from './useCohortFromAddress';
import {
  Aside,
  AsideHeader,
  CohortButton,
  CohortItem,
  CohortItems,
  CohortTitle,
  CountBadge,
  Heading,
  MenuIcon,
  Muted,
  NewCohortButton,
  PanelError,
} from './CohortsPanel.styles';

type Editing = { mode: 'create' } | { mode: 'rename'; cohort: Cohort } | null;

/** The tenant's cohorts with their member counts; choosing one shows its members in the table. */
export function CohortsPanel() {
  const { t } = useAreaTranslation();
  const format = useContactsFormat();
  const headingId = useId();
  const cohorts = useCohorts();
  const activeId = useAtomValue(patientListAtom).filters.parent_id;
  const setFilters = useSetAtom(setFiltersAtom);
  const notify = useNotify();
  const refresh = useRefreshContacts();
  const writeError = useWriteErrorMessage();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Cohort | null>(null);
  useCohortFromAddress();

  const confirmDelete = () => {
    const cohort = deleting;
    setDeleting(null);
    if (!cohort) return;
    deleteCohort(cohort.id).then(
      () => {
        if (activeId === cohort.id) setFilters({ parent_id: undefined });
        notify(t('cohorts.deleted'));
        refresh();
      },
      (error: unknown) => {
        notify(writeError(error), 'error');
        refresh();
      },
    );
  };

  return (
    <Aside aria-labelledby={headingId}>
      <AsideHeader>
        <Heading id={headingId}>{t('cohorts.heading')}</Heading>
        <NewCohortButton type="button" onClick={() => setEditing({ mode: 'create' })}>
          {t('cohorts.create')}
        </NewCohortButton>
      </AsideHeader>
      {cohorts.error !== undefined && !cohorts.data && (
        <PanelError role="alert">
          {t('contacts.loadError')}
          <Button type="button" $variant="link" onClick={() => void cohorts.mutate()}>
            {t('contacts.retry')}
          </Button>
        </PanelError>
      )}
      {cohorts.isLoading && !cohorts.data && <Spinner size={20} label={t('cohorts.loading')} />}
      {cohorts.data && (
        <CohortItems>
          <CohortItem>
            <CohortButton
              type="button"
              aria-pressed={activeId === undefined}
              onClick={() => setFilters({ parent_id: undefined })}
            >
              <CohortTitle>{t('cohorts.all')}</CohortTitle>
            </CohortButton>
          </CohortItem>
          {cohorts.data.map((cohort) => (
            <CohortItem key={cohort.id}>
              <CohortButton
                type="button"
                aria-pressed={activeId === cohort.id}
                onClick={() => setFilters({ parent_id: cohort.id })}
              >
                <CohortTitle>{cohort.title}</CohortTitle>{' '}
                <CountBadge>
                  <span aria-hidden="true">{format.number(cohort.patient_count)}</span>
                  <span className="visually-hidden">
                    {t('cohorts.members', { count: format.number(cohort.patient_count) })}
                  </span>
                </CountBadge>
              </CohortButton>
              <DropdownMenuButton
                label={t('cohorts.actions', { title: cohort.title })}
                items={[
                  {
                    id: 'rename',
                    label: t('cohorts.rename'),
                    onSelect: () => setEditing({ mode: 'rename', cohort }),
                  },
                  { id: 'delete', label: t('cohorts.delete'), onSelect: () => setDeleting(cohort) },
                ]}
              >
                <MenuIcon aria-hidden="true">⋯</MenuIcon>
              </DropdownMenuButton>
            </CohortItem>
          ))}
        </CohortItems>
      )}
      {cohorts.data?.length === 0 && <Muted>{t('cohorts.empty')}</Muted>}
      {editing && (
        <CohortFormModal
          cohort={editing.mode === 'rename' ? editing.cohort : undefined}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        message={deleting ? t('cohorts.deleteMessage', { title: deleting.title }) : undefined}
        confirmLabel={t('cohorts.delete')}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Aside>
  );
}
