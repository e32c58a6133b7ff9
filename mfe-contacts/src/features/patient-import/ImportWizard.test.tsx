import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PatientImportCheck, PatientImportStatus } from '@outreach/shared-contracts/core';
import { writeStoredSession } from '@outreach/shared-ui';
import {
  installFakeXhr,
  type FakeXhr,
  callsTo,
  refusal,
  type RecordedRequest,
} from '@outreach/shared-ui/testing';
import { contactsApi, renderWithTable } from '../../testing/renderContacts';

const IMPORT_ID = '4b6f0a7e-1f2d-4c3b-9a8e-2d1c0b9a8f7e';
const STATUS_PATH = `/api/patients/bulk-upload/${IMPORT_ID}`;

const check: PatientImportCheck = {
  import_id: IMPORT_ID,
  cohort_id: 12,
  total_rows: 7,
  valid_rows: 3,
  rejected_rows: 4,
  columns: { missing: ['title', 'gender'], unknown: ['reason'] },
  errors: [
    { line: 3, reasons: [{ code: 'date_of_birth_format', params: { column: 'date_of_birth' } }] },
    {
      line: 5,
      reasons: [
        { code: 'mobile_invalid', params: { column: 'mobile' } },
        { code: 'option_unknown', params: { column: 'gender', value: 'robot' } },
      ],
    },
  ],
  new_patients: 2,
  updated_patients: 1,
  unchanged_patients: 0,
};

function status(overrides: Partial<PatientImportStatus>): PatientImportStatus {
  return {
    import_id: IMPORT_ID,
    cohort_id: 12,
    state: 'importing',
    total_rows: 7,
    valid_rows: 3,
    rejected_rows: 4,
    progress: { processed: 0, total: 3 },
    new_patients: 2,
    updated_patients: 1,
    unchanged_patients: 0,
    failure: null,
    created_at: '2026-03-14T09:00:00.000Z',
    finished_at: null,
    ...overrides,
  };
}

const csv = () =>
  new File(['mrn,first_name,last_name,date_of_birth\r\nA-1,Ana,Diaz,1990-04-03\r\n'], 'patients.csv', {
    type: 'text/csv',
  });

let xhr: FakeXhr;

beforeEach(() => {
  writeStoredSession({
    user: { firstName: 'Sam', lastName: 'Staff', username: 'sam' },
    csrf: 'csrf-123',
    expiration: 4_000_000_000,
    warning: null,
  });
  xhr = installFakeXhr();
});

afterEach(() => {
  xhr.restore();
  writeStoredSession(null);
});

/** Opens the wizard, chooses the file and a cohort, and presses 'Check file'. */
async function checkFile(cohort = 'Flu season') {
  const user = userEvent.setup();
  await renderWithTable();
  await user.click(screen.getByRole('button', { name: 'Import patients' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import patients' });
  // The browser's file dialog cannot open in a test: the file goes to the hidden input the button fills.
  await user.upload(within(dialog).getByLabelText('CSV file', { selector: 'input' }), csv());
  expect(within(dialog).getByRole('button', { name: 'Choose a file CSV file' })).toHaveAccessibleDescription(
    /^Chosen file: patients\.csv/,
  );
  await user.selectOptions(
    await within(dialog).findByRole('combobox', { name: 'Add the patients to a cohort' }),
    await within(dialog).findByRole('option', { name: cohort }),
  );
  await user.click(within(dialog).getByRole('button', { name: 'Check file' }));
  return { user, dialog };
}

async function reachReport() {
  const steps = await checkFile();
  act(() => {
    xhr.latest().respond(200, check);
  });
  await within(steps.dialog).findByRole('heading', { name: 'Rejected rows' });
  return steps;
}

describe('the patient import wizard', () => {
  it('sends the file as CSV with the session, shows the upload progress, then the report with column findings first', async () => {
    contactsApi();
    const { dialog } = await checkFile();

    const upload = xhr.latest();
    expect(upload.method).toBe('POST');
    expect(upload.url).toBe('http://localhost:4000/api/patients/bulk-upload?cohort_id=12');
    expect(upload.headers).toMatchObject({ 'content-type': 'text/csv', 'x-csrf-token': 'csrf-123' });
    expect(upload.withCredentials).toBe(true);
    expect(upload.body).toBeInstanceOf(File);

    act(() => {
      upload.progress(50, 100);
    });
    const bar = await within(dialog).findByRole('progressbar', { name: 'File check progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(bar).toHaveAccessibleDescription('Checking the file: 50%');

    act(() => {
      upload.respond(200, check);
    });
    const rows = await within(dialog).findByRole('heading', { name: 'Rejected rows' });
    const totals = within(dialog).getByLabelText('Rows checked');
    expect(totals).toHaveTextContent('Rows7');
    expect(totals).toHaveTextContent('Valid rows3');
    expect(totals).toHaveTextContent('Rejected rows4');
    expect(within(dialog).getByLabelText('What importing will do')).toHaveTextContent(
      'New patients2Updated patients1Unchanged patients0',
    );
    const columns = within(dialog).getByRole('heading', { name: 'Columns' });
    expect(columns.compareDocumentPosition(rows) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(dialog).toHaveTextContent(
      'Not in the file: title and gender. Existing patients keep their values for these.',
    );
    expect(dialog).toHaveTextContent('Ignored columns: reason.');
    const table = within(dialog).getByRole('table');
    expect(within(table).getByRole('rowheader', { name: '3' }).closest('tr')).toHaveTextContent(
      'date_of_birth: Use the format YYYY-MM-DD.',
    );
    const five = within(table).getByRole('rowheader', { name: '5' }).closest('tr');
    expect(five).toHaveTextContent('mobile: Must be a valid phone number (please add country code e.g. +1).');
    expect(five).toHaveTextContent('gender: “robot” is not one of the listed values.');
    expect(dialog).toHaveTextContent('2 more rejected rows are in the downloadable file.');
    expect(within(dialog).getByRole('button', { name: 'Import 3 patients' })).toBeEnabled();
  });

  it('shows a refused file with the server findings in words of its own and leads back to choosing another file', async () => {
    const requests = contactsApi();
    const { user, dialog } = await checkFile();
    act(() => {
      xhr.latest().respond(400, {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'The file cannot be read as CSV.',
        details: [
          {
            path: 'body',
            message: 'Server English, not shown.',
            code: 'file_separator',
            params: { separator: 'semicolon' },
          },
          { path: 'query.cohort_id', message: 'A detail without a code, not shown either.' },
        ],
      });
    });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('This file cannot be imported');
    expect(alert).toHaveTextContent(
      'The file is separated by semicolons. Save it with commas as the separator (CSV) and choose it again.',
    );
    expect(alert).not.toHaveTextContent('not shown');
    expect(alert).toHaveTextContent('Nothing was imported. Correct the file and choose it again.');
    const fileButton = within(dialog).getByRole('button', { name: 'Choose a file CSV file' });
    expect(fileButton).toHaveFocus();
    expect(fileButton).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(requests, 'POST', `${STATUS_PATH}/commit`)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Check file' }));
    act(() => {
      xhr.latest().respond(413, {
        statusCode: 413,
        code: 'BODY_TOO_LARGE',
        message: 'The file is larger than 512 MB.',
      });
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The file is larger than 512 MB. Split it into smaller files and import each.',
    );
  });

  it('cancels a running check by aborting the upload', async () => {
    contactsApi();
    const { user, dialog } = await checkFile();
    const upload = xhr.latest();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(upload.aborted).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Check file' })).toBeEnabled();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers no import when no row is valid', async () => {
    contactsApi();
    const { dialog } = await checkFile();
    act(() => {
      xhr
        .latest()
        .respond(200, { ...check, valid_rows: 0, rejected_rows: 7, new_patients: 0, updated_patients: 0 });
    });
    expect(await within(dialog).findByRole('button', { name: 'Import 0 patients' })).toBeDisabled();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('No row can be imported.');
  });

  it('commits, follows the progress to the end and refreshes the list on Done', async () => {
    let polls = 0;
    const requests = contactsApi({
      commitPatientImport: { status: 202, body: status({}) },
      getPatientImport: () => {
        polls += 1;
        return polls === 1
          ? { body: status({ progress: { processed: 2, total: 3 } }) }
          : { body: status({ state: 'done', progress: { processed: 3, total: 3 } }) };
      },
    });
    const { user, dialog } = await reachReport();
    await user.click(within(dialog).getByRole('button', { name: 'Import 3 patients' }));

    const bar = await within(dialog).findByRole('progressbar', { name: 'Import progress' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '2'));
    expect(bar).toHaveAttribute('aria-valuemax', '3');
    expect(bar).toHaveAccessibleDescription('Rows imported: 2 of 3');

    expect(await within(dialog).findByText('The import is finished.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Import result')).toHaveTextContent(
      'New patients2Updated patients1Unchanged patients0Rejected rows4',
    );
    expect(callsTo(requests, 'POST', `${STATUS_PATH}/commit`)).toHaveLength(1);

    const listCalls = callsTo(requests, 'GET', '/api/patients').length;
    const cohortCalls = callsTo(requests, 'GET', '/api/cohorts').length;
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(callsTo(requests, 'GET', '/api/patients').length).toBeGreaterThan(listCalls));
    expect(callsTo(requests, 'GET', '/api/cohorts').length).toBeGreaterThan(cohortCalls);
  });

  it('says why an import failed and that nothing was changed', async () => {
    contactsApi({
      commitPatientImport: { status: 202, body: status({}) },
      getPatientImport: {
        body: status({ state: 'failed', failure: { code: 'interrupted' } }),
      },
    });
    const { user, dialog } = await reachReport();
    await user.click(within(dialog).getByRole('button', { name: 'Import 3 patients' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The import failed');
    expect(alert).toHaveTextContent('The import stopped before it finished. Start it again.');
    expect(alert).toHaveTextContent('Nothing was changed: no patient was added or updated.');
  });

  it('keeps the report when the check has expired before the commit', async () => {
    contactsApi({ commitPatientImport: refusal('NOT_FOUND') });
    const { user, dialog } = await reachReport();
    await user.click(within(dialog).getByRole('button', { name: 'Import 3 patients' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This check has expired. Choose the file again.',
    );
  });

  it('says so when the chosen cohort was deleted before the commit', async () => {
    contactsApi({
      commitPatientImport: refusal('VALIDATION_FAILED', [
        { path: 'params.import_id', message: 'Server English.', code: 'cohort_gone', params: {} },
      ]),
    });
    const { user, dialog } = await reachReport();
    await user.click(within(dialog).getByRole('button', { name: 'Import 3 patients' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The cohort chosen for this import was deleted. Upload the file again to choose another cohort.',
    );
  });

  it('downloads the rejected rows as a dated CSV file', async () => {
    const requests: RecordedRequest[] = contactsApi({
      downloadPatientImportRejects: {
        raw: 'line,reason\r\n3,date_of_birth: Use the format YYYY-MM-DD.\r\n',
        contentType: 'text/csv; charset=utf-8',
      },
    });
    const saved: { name: string; href: string }[] = [];
    const createObjectURL = jest.fn<string, [Blob]>(() => 'blob:rejected');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, href: this.href });
    });
    try {
      const { user, dialog } = await reachReport();
      await user.click(within(dialog).getByRole('button', { name: 'Download rejected rows' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(callsTo(requests, 'GET', `${STATUS_PATH}/rejected`)).toHaveLength(1);
      expect(saved[0]?.name).toMatch(/^patients-rejected-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(saved[0]?.href).toBe('blob:rejected');
      const blob = createObjectURL.mock.calls[0]?.[0];
      expect(await blob?.text()).toContain('date_of_birth: Use the format YYYY-MM-DD.');
    } finally {
      click.mockRestore();
    }
  });
});
