import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  channelsWithoutConsent,
  checkPatient,
  dateOfBirthRule,
  lacksCountryCode,
  latestToday,
  patientInput,
  patientRuleCodes,
  patientRuleMessages,
  mobileRule,
  preferenceRule,
  storedPatientText,
  type PatientText,
} from './index.js';
import { patientRuleCases, validPatientText } from './testing/patientRuleCases.js';

const noon = Date.UTC(2026, 2, 10, 12);

void describe('the patient rules', () => {
  for (const { name, patient, problems } of patientRuleCases(noon)) {
    void it(`judge ${name}`, () => {
      assert.deepEqual(checkPatient(patient, { now: noon }), problems);
    });
  }

  void it('take tomorrow as today where it already is (UTC+14), and nothing later', () => {
    assert.equal(latestToday(noon), '2026-03-11');
    assert.equal(dateOfBirthRule('2026-03-11', noon), null);
    assert.equal(dateOfBirthRule('2026-03-12', noon), 'date_of_birth_future');
  });

  void it('turn to the next day at 10:00 UTC, whichever day was asked before', () => {
    const tenUtc = Date.UTC(2026, 10, 23, 10);
    assert.equal(latestToday(tenUtc - 1), '2026-11-23');
    assert.equal(latestToday(tenUtc), '2026-11-24');
    assert.equal(latestToday(tenUtc - 1), '2026-11-23');
    assert.equal(latestToday(tenUtc + 86_400_000 - 1), '2026-11-24');
    assert.equal(latestToday(Date.UTC(1999, 11, 31, 9, 59, 59, 999)), '1999-12-31');
    assert.equal(latestToday(Date.UTC(1999, 11, 31, 10)), '2000-01-01');
    assert.equal(latestToday(noon), '2026-03-11');
  });

  void it('know the calendar: month lengths and leap years', () => {
    const real = ['2000-02-29', '2024-02-29', '2023-02-28', '2023-04-30', '2023-12-31', '1901-01-01'];
    for (const date of real) assert.equal(dateOfBirthRule(date, noon), null, date);
    const unreal = ['1900-02-29', '2023-02-29', '2100-02-29', '2023-04-31', '2023-06-31', '2023-13-01'];
    for (const date of [...unreal, '2023-00-10', '2023-01-00', '2023-01-32', '2023-11-31']) {
      assert.equal(dateOfBirthRule(date, Date.UTC(2200, 0, 1)), 'date_of_birth_not_real', date);
    }
  });

  void it('need nothing for a preference other than e-mail or SMS', () => {
    assert.equal(preferenceRule('', null, null), null);
    assert.equal(preferenceRule('none', null, null), null);
    assert.equal(preferenceRule('email', ' ', null), 'preference_needs_email');
  });

  void it('have English for every verdict', () => {
    for (const code of patientRuleCodes) assert.ok(patientRuleMessages[code].length > 0, code);
  });
});

/** The patient as a JSON body: no '' for an option the caller did not choose (the field is left out). */
function bodyOf(patient: PatientText): Record<string, string> {
  const body: Record<string, string> = Object.fromEntries(
    Object.entries(patient).filter(([, value]) => value !== ''),
  );
  const required = ['mrn', 'first_name', 'last_name', 'date_of_birth'] as const;
  for (const field of required) body[field] = patient[field] ?? '';
  return body;
}

/** The fields the server's schema refuses, with the verdict each issue carries. */
function schemaVerdicts(patient: PatientText): Record<string, unknown> {
  const result = patientInput.safeParse(bodyOf(patient));
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.code === 'custom' ? (issue.params as { rule?: string } | undefined)?.rule : 'option_unknown',
    ]),
  );
}

void describe('the server’s patient schema', () => {
  for (const { name, patient, problems } of patientRuleCases()) {
    void it(`judges ${name} as the rules do`, () => {
      assert.deepEqual(schemaVerdicts(patient), problems);
    });
  }
});

void describe('a patient as stored', () => {
  const spelled: PatientText[] = [
    { ...validPatientText, mrn: '  MRN-9 ', first_name: ' Ada ', last_name: 'Lovelace  ' },
    { ...validPatientText, email: '  Ada@Example.ORG ', mobile: ' +44 (20) 7946-0958 ', title: 'Dr' },
    {
      ...validPatientText,
      gender: 'female',
      language_preference: 'fr',
      communication_preference: 'sms',
      mobile: '+33.6.12.34.56.78',
    },
    { ...validPatientText, email: '', mobile: '', title: '', gender: '' },
  ];
  const valid = patientRuleCases(Date.now())
    .filter(({ problems }) => Object.keys(problems).length === 0)
    .map(({ patient }) => patient);
  void it("is what the server's schema stores, for every valid case", () => {
    assert.ok(valid.length > 10);
    for (const patient of [...valid, ...spelled]) {
      const parsed = patientInput.parse(bodyOf(patient));
      const stored = storedPatientText(patient);
      for (const [field, value] of Object.entries(stored)) {
        assert.equal(
          value,
          parsed[field as keyof typeof parsed] ?? null,
          `${field} of ${JSON.stringify(patient)}`,
        );
      }
    }
  });
});

void describe('a local mobile number', () => {
  void it('is one typed without + and country code, which the mobile rule refuses', () => {
    for (const local of ['07700 900123', '(555) 123-4567', '5551234567']) {
      assert.ok(lacksCountryCode(local), local);
      assert.equal(mobileRule(local), 'mobile_invalid', local);
    }
  });

  void it('is not an empty field, nor a number that starts with its country code', () => {
    for (const number of ['', '  ', '+44 7700 900123', '+1 (555) 123-4567', '+12']) {
      assert.ok(!lacksCountryCode(number), number);
    }
  });
});

void describe('the channels a preference asks for without consent', () => {
  const patient = { communication_preference: 'email_and_sms', email_consent: false, sms_consent: false };

  void it('name each channel the patient prefers but has not agreed to', () => {
    assert.deepEqual(channelsWithoutConsent(patient), ['email', 'sms']);
    assert.deepEqual(channelsWithoutConsent({ ...patient, email_consent: true }), ['sms']);
    assert.deepEqual(channelsWithoutConsent({ ...patient, communication_preference: 'email' }), ['email']);
  });

  void it('are none when consent covers the preference, or no channel is preferred', () => {
    assert.deepEqual(channelsWithoutConsent({ ...patient, email_consent: true, sms_consent: true }), []);
    assert.deepEqual(channelsWithoutConsent({ ...patient, communication_preference: 'none' }), []);
    assert.deepEqual(
      channelsWithoutConsent({ ...patient, communication_preference: 'sms', sms_consent: true }),
      [],
    );
  });
});
