import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  EMAIL_MESSAGE,
  PHONE_MESSAGE,
  languages,
  patientBulkEdit,
  patientFilterQuery,
  patientInput,
  patientListQuery,
  patientOptionLists,
  routes,
} from './index.js';

const valid = { mrn: 'MRN-001', first_name: 'Ada', last_name: 'Lovelace', date_of_birth: '1985-12-10' };

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

void describe('patient input', () => {
  void it('accepts a minimal patient and normalises contact details', () => {
    const parsed = patientInput.parse({
      ...valid,
      email: '  Ada@Example.ORG ',
      mobile: '+44 (20) 7946-0018',
    });
    assert.equal(parsed.email, 'ada@example.org');
    assert.equal(parsed.mobile, '+442079460018');
    assert.equal(patientInput.parse({ ...valid, email: '', mobile: '', title: '' }).email, null);
  });

  void it('uses the spec’s messages for e-mail and phone', () => {
    assert.deepEqual(messages(patientInput.safeParse({ ...valid, email: 'ada@' })), [
      `email: ${EMAIL_MESSAGE}`,
    ]);
    for (const mobile of ['07946 001800', '+0123456789', '+12345', '+1234567890123456']) {
      assert.deepEqual(
        messages(patientInput.safeParse({ ...valid, mobile })),
        [`mobile: ${PHONE_MESSAGE}`],
        mobile,
      );
    }
  });

  void it('refuses dates of birth that are not real, too old or in the future', () => {
    const nextYear = String(new Date().getUTCFullYear() + 1);
    for (const [date, message] of [
      ['10/12/1985', 'Use the format YYYY-MM-DD.'],
      ['1985-02-30', 'Enter a real date.'],
      ['1899-12-31', 'Enter a date from 1900 on.'],
      [`${nextYear}-01-01`, 'The date of birth cannot be in the future.'],
    ] as const) {
      assert.deepEqual(messages(patientInput.safeParse({ ...valid, date_of_birth: date })), [
        `date_of_birth: ${message}`,
      ]);
    }
    assert.equal(patientInput.safeParse({ ...valid, date_of_birth: '2000-02-29' }).success, true);
  });

  void it('refuses bad MRNs, blank names, unknown options and fields', () => {
    for (const body of [
      { ...valid, mrn: 'has space' },
      { ...valid, mrn: 'x'.repeat(65) },
      { ...valid, first_name: '   ' },
      { ...valid, gender: 'robot' },
      { ...valid, language_preference: 'xx' },
      { ...valid, title: 'Sir' },
      { ...valid, ssn: '123' },
    ]) {
      assert.equal(patientInput.safeParse(body).success, false, JSON.stringify(body));
    }
  });

  void it('needs a way to reach the patient the preferred way', () => {
    assert.deepEqual(messages(patientInput.safeParse({ ...valid, communication_preference: 'sms' })), [
      'communication_preference: Add a mobile number to contact this patient by SMS.',
    ]);
    assert.equal(
      patientInput.safeParse({ ...valid, communication_preference: 'email', email: 'a@b.org' }).success,
      true,
    );
  });
});

void describe('patient list queries', () => {
  void it('defaults to the first page of 50 short rows', () => {
    assert.deepEqual(patientListQuery.parse({}), { get_page: 1, page_size: 50, verbose: false });
  });

  void it('refuses page sizes out of range and pages past the paging limit', () => {
    for (const query of [{ page_size: '0' }, { page_size: '201' }, { page_size: 'x' }, { get_page: '0' }]) {
      assert.equal(patientListQuery.safeParse(query).success, false, JSON.stringify(query));
    }
    assert.equal(patientListQuery.safeParse({ get_page: '200', page_size: '50' }).success, true);
    assert.match(
      messages(patientListQuery.safeParse({ get_page: '201', page_size: '50' }))[0] ?? '',
      /^get_page: .*narrow/,
    );
  });

  void it('takes a cohort id and the filters of filter-options', () => {
    const parsed = patientFilterQuery.parse({ parent_id: '7', opted_out: 'false', gender: 'female' });
    assert.equal(parsed.parent_id, 7);
    assert.equal(parsed.opted_out, false);
    assert.equal(patientFilterQuery.safeParse({ parent_id: '0' }).success, false);
    assert.equal(patientFilterQuery.safeParse({ gender: 'robot' }).success, false);
  });
});

void describe('patient bulk edit', () => {
  void it('needs 1 to 1000 distinct ids and at least one change', () => {
    assert.equal(patientBulkEdit.safeParse({ ids: [1], data: { language_preference: 'es' } }).success, true);
    assert.equal(patientBulkEdit.safeParse({ ids: [], data: { language_preference: 'es' } }).success, false);
    assert.equal(
      patientBulkEdit.safeParse({ ids: [1, 1], data: { language_preference: 'es' } }).success,
      false,
    );
    const tooMany = Array.from({ length: 1001 }, (_, index) => index + 1);
    assert.equal(
      patientBulkEdit.safeParse({ ids: tooMany, data: { language_preference: 'es' } }).success,
      false,
    );
    assert.equal(patientBulkEdit.safeParse({ ids: [1], data: {} }).success, false);
    assert.equal(
      patientBulkEdit.safeParse({ ids: [1], data: { add_to_cohort_id: 2, remove_from_cohort_id: 2 } })
        .success,
      false,
    );
  });
});

void describe('patient routes and options', () => {
  void it('keeps literal segments apart from ids, which are digits only', () => {
    const idParam = routes.getPatient.params!;
    for (const literal of ['filtered-patients', 'bulk-edit', 'title-options', 'filter-options']) {
      assert.equal(idParam.safeParse({ id: literal }).success, false, literal);
    }
    assert.equal(idParam.safeParse({ id: '12' }).success, true);
  });

  void it('offers stable option values and the 21 languages', () => {
    assert.deepEqual(
      patientOptionLists.title.map((option) => option.value),
      ['Mr', 'Mrs', 'Ms', 'Miss', 'Mx', 'Dr', 'Prof'],
    );
    assert.equal(languages.length, 21);
    assert.deepEqual(
      languages.filter((language) => language.rtl).map((language) => language.code),
      ['ar', 'fa', 'ur'],
    );
  });
});
