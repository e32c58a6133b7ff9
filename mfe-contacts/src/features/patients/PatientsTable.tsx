import { useEffect, useRef } from 'react';
import type { Patient } from '@outreach/shared-contracts/core';
import { DropdownMenuButton } from '@outreach/shared-ui';
import { DataTable, NoWrapCell } from '@outreach/shared-ui/lists';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { useContactsFormat } from '../../i18n/useContactsFormat';
import { useConsentWording } from '../patient-consent/useConsentWording';
import { WarningNote } from '../patient-consent/ConsentWarning.styles';
import { ActionsCell, CheckboxCell, MenuIcon, NameButton } from './PatientsTable.styles';

export interface PatientsTableProps {
  patients: readonly Patient[];
  selectedIds: ReadonlySet<number>;
  onToggle: (id: number, selected: boolean) => void;
  onTogglePage: (selected: boolean) => void;
  /** The patient's name was chosen: their record opens to read. */
  onOpen: (patient: Patient) => void;
  onEdit: (patient: Patient) => void;
  onDelete: (patient: Patient) => void;
  /** While the next page loads the current rows stay, dimmed and marked busy. */
  busy: boolean;
  caption: string;
}

/** The last rows open their menu upwards, so it stays within the table and the page. */
const ROWS_OPENING_UP = 2;

/** The patients of one page as a real table: a caption, column headers and a header per row. */
export function PatientsTable({
  patients,
  selectedIds,
  onToggle,
  onTogglePage,
  onOpen,
  onEdit,
  onDelete,
  busy,
  caption,
}: PatientsTableProps) {
  const { t } = useAreaTranslation();
  const format = useContactsFormat();
  const consent = useConsentWording();
  const selectedOnPage = patients.filter((patient) => selectedIds.has(patient.id)).length;
  const allOnPage = patients.length > 0 && selectedOnPage === patients.length;
  const pageCheckbox = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // 'Some but not all' exists only as a DOM property, not as an attribute React can set.
    if (pageCheckbox.current) pageCheckbox.current.indeterminate = selectedOnPage > 0 && !allOnPage;
  }, [selectedOnPage, allOnPage]);

  return (
    <DataTable
      caption={caption}
      busy={busy}
      // The table fits its column on wide screens, so row menus may open beyond it; on narrow screens,
      // where it scrolls, the last rows open their menus upwards.
      scrollOnlyWhenNarrow
      leadingHeader={
        <CheckboxCell as="th" scope="col">
          <input
            ref={pageCheckbox}
            type="checkbox"
            aria-label={t('patients.selectPage')}
            checked={allOnPage}
            onChange={(event) => onTogglePage(event.target.checked)}
          />
        </CheckboxCell>
      }
      columns={[
        { label: t('patients.columns.mrn') },
        { label: t('patients.columns.name') },
        { label: t('patients.columns.dateOfBirth') },
        { label: t('patients.columns.gender') },
        { label: t('patients.columns.language') },
        { label: t('patients.columns.communication') },
        { label: t('patients.columns.consent') },
        { label: t('patients.columns.optedOut') },
        { label: t('patients.columns.actions'), visuallyHidden: true },
      ]}
    >
      {patients.map((patient, index) => {
        const name = format.name(patient);
        const selected = selectedIds.has(patient.id);
        const noConsent = consent.missing(patient);
        const opensUp = patients.length > ROWS_OPENING_UP && index >= patients.length - ROWS_OPENING_UP;
        return (
          <tr key={patient.id} data-selected={selected || undefined}>
            <CheckboxCell>
              <input
                type="checkbox"
                aria-label={t('patients.selectRow', { name })}
                checked={selected}
                onChange={(event) => onToggle(patient.id, event.target.checked)}
              />
            </CheckboxCell>
            <NoWrapCell>{patient.mrn}</NoWrapCell>
            <th scope="row">
              <NameButton type="button" $variant="link" onClick={() => onOpen(patient)}>
                {name}
              </NameButton>
            </th>
            <NoWrapCell>{format.date(patient.date_of_birth)}</NoWrapCell>
            <td>{format.gender(patient.gender)}</td>
            <td>{format.language(patient.language_preference)}</td>
            <td>
              {format.communication(patient.communication_preference)}
              {noConsent && <WarningNote>{noConsent}</WarningNote>}
            </td>
            <td>{consent.given(patient)}</td>
            <td>{patient.opted_out ? t('patients.yes') : t('patients.no')}</td>
            <ActionsCell>
              <DropdownMenuButton
                label={t('patients.rowActions', { name })}
                placement={opensUp ? 'above' : 'below'}
                items={[
                  { id: 'edit', label: t('patients.edit'), onSelect: () => onEdit(patient) },
                  { id: 'delete', label: t('patients.delete'), onSelect: () => onDelete(patient) },
                ]}
              >
                <MenuIcon aria-hidden="true">⋯</MenuIcon>
              </DropdownMenuButton>
            </ActionsCell>
          </tr>
        );
      })}
    </DataTable>
  );
}
