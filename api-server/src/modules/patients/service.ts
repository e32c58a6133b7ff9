import {
  unreachablePreference,
  type CommunicationPreference,
  type Patient,
  type PatientPage,
  type RouteBody,
  type RouteQuery,
  type Routes,
} from '@outreach/shared-contracts';
import { ApiError } from '../../errors.js';
import { audit, tenantAuditEntry, type TenantAuditDetails } from '../audit/tenantAudit.js';
import { requireCohorts } from '../cohortMembership/guards.js';
import { addMembers, cohortIdsOf, findCohort, removeMembers } from '../cohortMembership/repository.js';
import { withFieldErrors } from './guards.js';
import {
  pageJsonText,
  patientPageFrom,
  patientPageStatement,
  readPatientPage,
  type Paging,
} from './listing.js';
import type { PatientSearch } from './search.js';
import type { AuditEntry } from '../audit/repository.js';
import type { JsonText } from '../../plugins/jsonText.js';
import {
  insertPatient,
  lockPatient,
  findPatients,
  toPatient,
  updatePatientRow,
  type PatientValues,
} from './repository.js';
import { inTenant, type TenancyDeps, type TenantScope } from '../../tenancy/tenantScope.js';

type CreateBody = RouteBody<Routes['createPatient']>;
type Changes = RouteBody<Routes['updatePatient']>['data'];
type ListQuery = RouteQuery<Routes['listPatients']>;
type FilterQuery = RouteQuery<Routes['filterPatients']>;

/** The paging a list query asks for, and the audit entry of the list it reads. */
function listRead(
  deps: TenancyDeps,
  scope: TenantScope,
  query: ListQuery | FilterQuery,
  details: TenantAuditDetails,
): { paging: Paging; entry: AuditEntry } {
  const paging = { page: query.get_page, pageSize: query.page_size, verbose: query.verbose };
  const entry = tenantAuditEntry(deps, scope, 'patients_listed', {
    page: paging.page,
    page_size: paging.pageSize,
    verbose: paging.verbose,
    ...details,
  });
  return { paging, entry };
}

/**
 * The unfiltered list, the contacts area's most frequent call: its one statement (the page, the
 * tenant's stored count and the audit row) goes to the database in a single round trip.
 */
export async function listPatients(
  deps: TenancyDeps,
  scope: TenantScope,
  query: ListQuery,
): Promise<JsonText<PatientPage>> {
  const search: PatientSearch = { tenantId: scope.tenantId, filters: {} };
  const { paging, entry } = listRead(deps, scope, query, { filtered: false });
  const [rows] = await deps.db.atOnceInContext({ credential: scope.credential }, [
    patientPageStatement(search, paging, entry),
  ]);
  return pageJsonText(await patientPageFrom(rows?.[0], search, paging, null));
}

export async function filterPatients(
  deps: TenancyDeps,
  scope: TenantScope,
  query: FilterQuery,
): Promise<JsonText<PatientPage>> {
  return inTenant(deps, scope, async (tx) => {
    const filters = {
      cohortId: query.parent_id,
      gender: query.gender,
      languagePreference: query.language_preference,
      communicationPreference: query.communication_preference,
      optedOut: query.opted_out,
    };
    let knownTotal: number | undefined;
    if (query.parent_id !== undefined) {
      const cohort = await findCohort(tx, scope.tenantId, query.parent_id);
      if (!cohort) throw new ApiError('NOT_FOUND');
      const onlyCohort =
        !query.query_string && Object.values(filters).filter((value) => value !== undefined).length === 1;
      if (onlyCohort) knownTotal = cohort.patient_count;
    }
    const search: PatientSearch = { tenantId: scope.tenantId, query: query.query_string, filters };
    const { paging, entry } = listRead(deps, scope, query, {
      filtered: true,
      searched: Boolean(query.query_string),
      cohort_id: query.parent_id ?? null,
    });
    return pageJsonText(await readPatientPage(tx, search, paging, entry, knownTotal));
  });
}

export async function getPatient(deps: TenancyDeps, scope: TenantScope, id: number): Promise<Patient> {
  return inTenant(deps, scope, async (tx) => {
    const [row] = await findPatients(tx, scope.tenantId, [id]);
    if (!row) throw new ApiError('NOT_FOUND');
    const cohorts = await cohortIdsOf(tx, scope.tenantId, [id]);
    await audit(tx, deps, scope, 'patient_viewed', { patient_id: id });
    return toPatient(row, cohorts.get(id) ?? []);
  });
}

/** Without a stated preference: every channel the contact details allow. */
function defaultPreference(email: string | null, mobile: string | null): CommunicationPreference {
  if (email && mobile) return 'email_and_sms';
  if (email) return 'email';
  if (mobile) return 'sms';
  return 'none';
}

export async function createPatient(
  deps: TenancyDeps,
  scope: TenantScope,
  body: CreateBody,
): Promise<Patient> {
  const email = body.email ?? null;
  const mobile = body.mobile ?? null;
  const optedOut = body.opted_out ?? false;
  const now = deps.clock.now();
  const values: PatientValues = {
    mrn: body.mrn,
    title: body.title ?? null,
    firstName: body.first_name,
    lastName: body.last_name,
    dateOfBirth: body.date_of_birth,
    gender: body.gender ?? 'unknown',
    email,
    mobile,
    languagePreference: body.language_preference ?? 'en',
    communicationPreference: body.communication_preference ?? defaultPreference(email, mobile),
    timeZone: body.time_zone ?? null,
    emailConsent: body.email_consent ?? false,
    smsConsent: body.sms_consent ?? false,
    optedOut,
    optedOutAt: optedOut ? now : null,
  };
  const cohortIds = [...(body.cohort_ids ?? [])].sort((a, b) => a - b);
  return withFieldErrors('body', () =>
    inTenant(deps, scope, async (tx) => {
      // Cohorts before the patient: the same lock order as every other writer.
      await requireCohorts(tx, scope.tenantId, cohortIds);
      const row = await insertPatient(tx, scope.tenantId, values, now);
      await addMembers(tx, scope.tenantId, [row.id], cohortIds, now);
      await audit(tx, deps, scope, 'patient_created', { patient_id: row.id, cohorts: cohortIds.length });
      return toPatient(row, cohortIds);
    }),
  );
}

function merged(current: PatientValues, changes: Changes, now: Date): PatientValues {
  const optedOut = changes.opted_out ?? current.optedOut;
  return {
    mrn: changes.mrn ?? current.mrn,
    title: changes.title === undefined ? current.title : changes.title,
    firstName: changes.first_name ?? current.firstName,
    lastName: changes.last_name ?? current.lastName,
    dateOfBirth: changes.date_of_birth ?? current.dateOfBirth,
    gender: changes.gender ?? current.gender,
    email: changes.email === undefined ? current.email : changes.email,
    mobile: changes.mobile === undefined ? current.mobile : changes.mobile,
    languagePreference: changes.language_preference ?? current.languagePreference,
    communicationPreference: changes.communication_preference ?? current.communicationPreference,
    timeZone: changes.time_zone === undefined ? current.timeZone : changes.time_zone,
    emailConsent: changes.email_consent ?? current.emailConsent,
    smsConsent: changes.sms_consent ?? current.smsConsent,
    optedOut,
    // The opt-out time is when the patient first opted out, kept while they stay out.
    optedOutAt: optedOut ? (current.optedOutAt ?? now) : null,
  };
}

/** The stored result must be reachable; the error names the field the edit changed. */
function assertReachable(values: PatientValues, changes: Changes): void {
  const problem = unreachablePreference(values.communicationPreference, values.email, values.mobile);
  if (!problem) return;
  let field = 'communication_preference';
  if (changes.communication_preference === undefined) field = values.email ? 'mobile' : 'email';
  throw new ApiError('VALIDATION_FAILED', undefined, [{ path: `body.data.${field}`, message: problem }]);
}

export async function updatePatient(
  deps: TenancyDeps,
  scope: TenantScope,
  id: number,
  body: RouteBody<Routes['updatePatient']>,
): Promise<Patient> {
  if (body.id !== id) {
    throw new ApiError('VALIDATION_FAILED', undefined, [
      { path: 'body.id', message: 'Must match the patient id in the path.' },
    ]);
  }
  const changes = body.data;
  const now = deps.clock.now();
  return withFieldErrors('body.data', () =>
    inTenant(deps, scope, async (tx) => {
      const wanted = changes.cohort_ids ? [...changes.cohort_ids].sort((a, b) => a - b) : undefined;
      const before = (await cohortIdsOf(tx, scope.tenantId, [id])).get(id) ?? [];
      if (wanted) await requireCohorts(tx, scope.tenantId, wanted, before);
      const current = await lockPatient(tx, scope.tenantId, id);
      if (!current) throw new ApiError('NOT_FOUND');
      const values = merged(current, changes, now);
      assertReachable(values, changes);
      const row = await updatePatientRow(tx, scope.tenantId, id, values, now);
      if (!row) throw new ApiError('NOT_FOUND');
      if (wanted) {
        await removeMembers(
          tx,
          scope.tenantId,
          [id],
          before.filter((cohort) => !wanted.includes(cohort)),
        );
        await addMembers(
          tx,
          scope.tenantId,
          [id],
          wanted.filter((cohort) => !before.includes(cohort)),
          now,
        );
      }
      const fields = Object.keys(changes).filter((key) => changes[key as keyof Changes] !== undefined);
      await audit(tx, deps, scope, 'patient_updated', { patient_id: id, fields: fields.sort().join(',') });
      return toPatient(row, wanted ?? before);
    }),
  );
}
