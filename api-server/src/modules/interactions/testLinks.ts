import type { LanguageCode, SessionUser, TestLink } from '@outreach/shared-contracts';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rowsOf.js';
import { ApiError } from '../../errors.js';
import { mailErrorCode, type Mailer } from '../../mail/mailer.js';
import { testLinkMail, testPatientMail } from '../../mail/templates.js';
import { inTenant, type TenancyDeps, type TenantScope } from '../../tenancy/tenantScope.js';
import { audit } from '../audit/tenantAudit.js';
import { renderPublishedEmail } from '../campaigns/touchpointService.js';
import { createLink, patientLinkUrl } from './links.js';

export interface TestLinkDeps extends TenancyDeps {
  mailer: Mailer;
  /** Where the patient app is served; a link is `<patientAppUrl>/i/<token>`. */
  patientAppUrl: string;
  /** Where the API serves uploads: the tenant's logo and media in the e-mail. */
  publicApiUrl: string;
  log: FastifyBaseLogger;
}

export interface TestLinkRequest {
  touchpointId: number;
  patientId: number;
  emailToMe: boolean;
}

interface Subjects {
  touchpoint: { name: string; published: boolean };
  patient: { firstName: string; lastName: string; dateOfBirth: string; language: LanguageCode };
}

/** The touchpoint and patient a test link is for, both of the tenant; NOT_FOUND when either is not. */
async function subjectsOf(tx: Db, scope: TenantScope, request: TestLinkRequest): Promise<Subjects> {
  const [touchpoint] = rowsOf<{ name: string; published_version: number | null }>(
    await tx.execute(sql`
      SELECT name, published_version FROM touchpoints
      WHERE tenant_id = ${scope.tenantId} AND id = ${request.touchpointId}`),
  );
  if (!touchpoint) throw new ApiError('NOT_FOUND');
  const [patient] = rowsOf<{
    first_name: string;
    last_name: string;
    date_of_birth: string;
    language_preference: LanguageCode;
  }>(
    await tx.execute(sql`
      SELECT first_name, last_name, to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth, language_preference
      FROM patients
      WHERE tenant_id = ${scope.tenantId} AND id = ${request.patientId}`),
  );
  if (!patient) throw new ApiError('NOT_FOUND', 'This patient was not found.');
  return {
    touchpoint: { name: touchpoint.name, published: touchpoint.published_version !== null },
    patient: {
      firstName: patient.first_name,
      lastName: patient.last_name,
      dateOfBirth: patient.date_of_birth,
      language: patient.language_preference,
    },
  };
}

const initialsOf = (patient: Subjects['patient']) =>
  [patient.firstName, patient.lastName].map((name) => name.trim().charAt(0).toUpperCase()).join('.') + '.';

/**
 * E-mails the caller the patient's e-mail of the touchpoint, marked as a test, with the test link as
 * its button; a touchpoint that sends no e-mail sends a short note with the link instead.
 */
async function emailTestLink(
  tx: Db,
  deps: TestLinkDeps,
  scope: TenantScope,
  user: SessionUser,
  made: {
    request: TestLinkRequest;
    touchpoint: Subjects['touchpoint'];
    patient: Subjects['patient'];
    url: string;
    link: { expiresAt: Date };
  },
): Promise<void> {
  const about = {
    to: user.email,
    firstName: user.first_name,
    touchpointName: made.touchpoint.name,
    patientInitials: initialsOf(made.patient),
    link: made.url,
    expiresAt: made.link.expiresAt,
  };
  const patientEmail = await renderPublishedEmail(tx, deps, scope, made.request.touchpointId, {
    language: made.patient.language,
    link: made.url,
  });
  await deps.mailer
    .send(patientEmail ? testPatientMail(about, patientEmail) : testLinkMail(about))
    .catch((error: unknown) => {
      deps.log.error(
        { userId: scope.userId, errorCode: mailErrorCode(error) },
        'test link e-mail could not be sent',
      );
      throw new ApiError('EMAIL_SEND_FAILED');
    });
}

/**
 * A test link of a published touchpoint for one of the tenant's patients, as staff make one from the
 * studio: an interaction marked as a test (so no metric counts it), audited without its token. With
 * `emailToMe` the link also goes to the caller's own address, sent before the transaction ends, so a
 * refused e-mail leaves no link behind.
 */
export function createTestLink(
  deps: TestLinkDeps,
  scope: TenantScope,
  user: SessionUser,
  request: TestLinkRequest,
): Promise<TestLink> {
  if (request.emailToMe && !user.email) {
    throw new ApiError('VALIDATION_FAILED', undefined, [
      { path: 'body.email_to_me', message: 'Your account has no e-mail address.' },
    ]);
  }
  return inTenant(deps, scope, async (tx) => {
    const { touchpoint, patient } = await subjectsOf(tx, scope, request);
    if (!touchpoint.published) throw new ApiError('NOT_PUBLISHED');
    const link = await createLink(tx, {
      tenantId: scope.tenantId,
      touchpointId: request.touchpointId,
      patientId: request.patientId,
      isTest: true,
      createdBy: scope.userId,
      at: deps.clock.now(),
    });
    if (!link) throw new ApiError('NOT_FOUND');
    await audit(tx, deps, scope, 'test_link_created', {
      touchpoint_id: request.touchpointId,
      patient_id: request.patientId,
      interaction_id: link.interactionId,
      emailed: request.emailToMe,
    });
    const url = patientLinkUrl(deps.patientAppUrl, link.token);
    if (request.emailToMe) {
      await emailTestLink(tx, deps, scope, user, { request, touchpoint, patient, url, link });
    }
    return {
      url,
      expires_at: link.expiresAt.toISOString(),
      patient: {
        id: request.patientId,
        name: `${patient.firstName} ${patient.lastName}`.trim(),
        date_of_birth: patient.dateOfBirth,
      },
    };
  });
}
