import { screen } from '@testing-library/react';
import type { ApiErrorBody, PatientImportCheck } from '@outreach/shared-contracts/core';
import { ApiError } from '@outreach/shared-ui';
import { renderContacts } from '../../testing/renderContacts';
import { CheckReport } from './CheckReport';
import { useRefusal } from './refusal';

const check: PatientImportCheck = {
  import_id: '4b6f0a7e-1f2d-4c3b-9a8e-2d1c0b9a8f7e',
  cohort_id: null,
  total_rows: 3,
  valid_rows: 0,
  rejected_rows: 3,
  columns: { missing: [], unknown: [] },
  errors: [
    { line: 2, reasons: [{ code: 'email_invalid', params: { column: 'email' } }] },
    { line: 3, reasons: [{ code: 'option_unknown', params: { column: 'gender', value: 'robot' } }] },
    { line: 4, reasons: [{ code: 'mrn_duplicate_in_file', params: { column: 'mrn', first_line: 2 } }] },
  ],
  new_patients: 0,
  updated_patients: 0,
  unchanged_patients: 0,
};

const refused: ApiErrorBody = {
  statusCode: 400,
  code: 'VALIDATION_FAILED',
  message: 'The columns of the file do not match the import.',
  details: [
    {
      path: 'body.columns.missing',
      message: 'Missing columns: first_name, last_name.',
      code: 'columns_missing',
      params: { columns: ['first_name', 'last_name'] },
    },
  ],
};

function RefusalDetails() {
  const refusal = useRefusal()(new ApiError(refused));
  return (
    <ul aria-label="details">
      {refusal.details.map((detail) => (
        <li key={detail}>{detail}</li>
      ))}
    </ul>
  );
}

const cellOf = (line: string) => screen.getByRole('rowheader', { name: line }).closest('tr');

describe('the import’s codes, worded in the UI language', () => {
  it('in Spanish', async () => {
    await renderContacts(<CheckReport check={check} />, 'es');
    expect(await screen.findByRole('heading', { name: 'Filas rechazadas' })).toBeInTheDocument();
    expect(cellOf('2')).toHaveTextContent('email: Debe ser un correo electrónico válido.');
    expect(cellOf('3')).toHaveTextContent('gender: «robot» no es ninguno de los valores de la lista.');
    expect(cellOf('4')).toHaveTextContent(
      'mrn: Este número de historia clínica ya está en la línea 2; un paciente solo puede aparecer una vez en un archivo.',
    );
  });

  it('in Arabic', async () => {
    await renderContacts(<CheckReport check={check} />, 'ar');
    expect(await screen.findByRole('heading', { name: 'الصفوف المرفوضة' })).toBeInTheDocument();
    expect(cellOf('3')).toHaveTextContent('gender: «robot» ليست من القيم المدرجة.');
    expect(cellOf('4')).toHaveTextContent('mrn: هذا الرقم الطبي موجود بالفعل في السطر 2');
  });

  it('for a refused file, in Japanese and in English', async () => {
    const japanese = await renderContacts(<RefusalDetails />, 'ja');
    expect(await screen.findByRole('list', { name: 'details' })).toHaveTextContent(
      '不足している列：first_name、last_name。',
    );
    japanese.unmount();
    await renderContacts(<RefusalDetails />, 'en');
    expect(await screen.findByRole('list', { name: 'details' })).toHaveTextContent(
      'Missing columns: first_name and last_name.',
    );
  });
});
