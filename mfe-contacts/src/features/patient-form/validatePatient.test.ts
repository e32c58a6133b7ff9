import { patientRuleCases } from '@outreach/shared-contracts/testing';
import { janeDoe } from '../../testing/fixtures';
import { draftFromPatient, emptyDraft, toChanges, type PatientDraft } from './patientDraft';
import { problemOfRule } from '../../i18n/usePatientRuleMessage';
import { validatePatient } from './validatePatient';

const valid: PatientDraft = {
  ...emptyDraft,
  mrn: 'X-1',
  first_name: 'Ana',
  last_name: 'Lopez',
  date_of_birth: '1990-01-31',
};
const noon = Date.UTC(2026, 2, 10, 12);

describe('validatePatient', () => {
  it('accepts a complete draft', () => {
    expect(validatePatient(valid, null, noon)).toEqual({});
  });

  it.each([
    ['', 'dobRequired'],
    ['31/01/1990', 'dobFormat'],
    ['1990-02-30', 'dobReal'],
    ['1899-12-31', 'dobTooEarly'],
    ['2026-03-12', 'dobFuture'],
  ])('finds the date of birth %j wrong (%s)', (date, problem) => {
    expect(validatePatient({ ...valid, date_of_birth: date }, null, noon)).toEqual({
      date_of_birth: problem,
    });
  });

  it('takes tomorrow as today where it is already tomorrow (UTC+14)', () => {
    expect(validatePatient({ ...valid, date_of_birth: '2026-03-11' }, null, noon)).toEqual({});
  });

  it.each(patientRuleCases(noon).map((ruleCase) => [ruleCase.name, ruleCase] as const))(
    'judges %s as the contract’s rules do',
    (_name, { patient, problems }) => {
      const expected = Object.fromEntries(
        Object.entries(problems).map(([field, code]) => [field, problemOfRule[code]]),
      );
      expect(validatePatient({ ...emptyDraft, ...patient }, null, noon)).toEqual(expected);
    },
  );

  it('checks the MRN characters, e-mail and E.164 mobile', () => {
    expect(validatePatient({ ...valid, mrn: 'a b' }, null, noon)).toEqual({ mrn: 'mrnFormat' });
    expect(validatePatient({ ...valid, email: 'a@b' }, null, noon)).toEqual({ email: 'email' });
    expect(validatePatient({ ...valid, mobile: '0044 20 7946 0000' }, null, noon)).toEqual({
      mobile: 'phone',
    });
    expect(validatePatient({ ...valid, mobile: '+44 (20) 7946-0000' }, null, noon)).toEqual({});
  });

  it('reports an unreachable preference where the server would', () => {
    expect(validatePatient({ ...valid, communication_preference: 'email' }, null, noon)).toEqual({
      communication_preference: 'needEmail',
    });
    expect(validatePatient({ ...valid, communication_preference: 'sms' }, 'sms', noon)).toEqual({
      mobile: 'needMobile',
    });
  });
});

describe('toChanges', () => {
  it('sends nothing for an untouched record and clears emptied contact details with null', () => {
    const draft = draftFromPatient(janeDoe);
    expect(toChanges(draft, janeDoe)).toEqual({});
    expect(toChanges({ ...draft, title: '', mobile: ' ', cohort_ids: [11, 12] }, janeDoe)).toEqual({
      title: null,
      mobile: null,
      cohort_ids: [11, 12],
    });
  });
});
