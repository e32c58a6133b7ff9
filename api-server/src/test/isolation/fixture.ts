import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type {
  Branding,
  CampaignDetail,
  Cohort,
  Patient,
  PatientImportCheck,
  ReportExport,
  PresignedUpload,
  Reviewer,
  Tenant,
  EmailTemplateDetail,
  LandingPageTemplateDetail,
  SmsTemplateDetail,
  SurveyTemplateDetail,
  Touchpoint,
  TenantIntegrations,
  TenantMessaging,
  Video,
} from '@outreach/shared-contracts';
import type { LightMyRequestResponse } from 'fastify';
import { signIn, type TestApp, type TestUser } from '../build.js';
import {
  callAs,
  expectOk,
  localPath,
  pngNaming,
  presign,
  type CallOptions,
  type StaffSession,
} from './fixtureCalls.js';
import { templateSteps } from './templateFixture.js';

export { callAs, localPath, pngNaming, type CallOptions, type StaffSession } from './fixtureCalls.js';

/**
 * The objects each tenant of the fixture holds, beyond its tenant, user and session. A module with
 * tenant data adds a field here and a step to `setupSteps`; the cases then reach it as
 * `foreign.<field>`.
 */
export interface TenantObjects {
  /** The tenant's own descriptive fields, changed from their defaults. */
  profile: Tenant;
  /** The logo's bytes (distinct per tenant) and its object key, uploaded through presign and PUT. */
  logo: { key: string; bytes: Buffer };
  /** Saved branding that uses the logo. */
  branding: Branding;
  /** A signed upload URL handed out to this tenant and not used yet. */
  spareUpload: PresignedUpload;
  /** A cohort with one member, `patient`. */
  cohort: Cohort;
  /** A patient with distinctive names, MRN, e-mail and mobile, in `cohort`. */
  patient: Patient;
  /** The dry run of an import file with one valid and one rejected row, both distinctive. */
  patientImport: PatientImportCheck;
  /** A ready video of the tenant's library, with a distinctive title and Spanish captions. */
  video: Video;
  /** A campaign with a distinctive name and description. */
  campaign: CampaignDetail;
  /** A landing page template with a distinctive name, texts and logo (of landing-page-logos). */
  landingPageTemplate: LandingPageTemplateDetail;
  /** A local e-mail template with a distinctive name, subject, HTML and text. */
  emailTemplate: EmailTemplateDetail;
  /** An SMS template with a distinctive name and text. */
  smsTemplate: SmsTemplateDetail;
  /** A survey template with a distinctive name, title and question. */
  surveyTemplate: SurveyTemplateDetail;
  /**
   * A touchpoint of `campaign` whose texts and chapter (using `video`) are distinctive, copied from
   * the four templates (each section names its template as `template_id`).
   */
  touchpoint: Touchpoint;
  /** The tenant's staff member assigned as a reviewer of `touchpoint`. */
  reviewer: Reviewer;
  /** SendGrid and Synthesia API keys (distinctive, and never in any answer), as set in Tenant Settings. */
  integrations: TenantIntegrations;
  /** Its own SMTP server and Twilio account (distinctive credentials, never in any answer). */
  messaging: TenantMessaging;
  /** A distinctive message `patient` wrote to the care team from a link of `touchpoint`, unread. */
  patientMessage: { id: number; body: string };
  /** A finished aggregates export of `campaign` (its file names the campaign). */
  reportExport: ReportExport;
}

export interface TenantData extends TenantObjects {
  /** The tenant's trading name, e.g. 'Beta Hospital'. */
  name: string;
  tenantId: number;
  user: TestUser;
  session: StaffSession;
  /** Distinctive texts of this tenant's data: no answer to another tenant may contain any of them. */
  markers: string[];
}

/** A tenant while its steps run: what exists so far. */
export interface TenantInProgress extends Omit<TenantData, keyof TenantObjects> {
  t: TestApp;
  /** A random, distinctive piece of text for this tenant's values. */
  tag: string;
  call(options: CallOptions): Promise<LightMyRequestResponse>;
  /** An object an earlier step made. */
  get<K extends keyof TenantObjects>(key: K): TenantObjects[K];
}

export type SetupSteps = {
  [K in keyof TenantObjects]: (tenant: TenantInProgress) => Promise<TenantObjects[K]>;
};

/**
 * Run in this order for each tenant (object keys keep their order). Each step makes its objects
 * through the API as the tenant's own staff member would, and registers their distinctive texts.
 */
export const setupSteps: SetupSteps = {
  async profile(tenant) {
    const email = `office-${tenant.tag}@${tenant.name.toLowerCase().replaceAll(' ', '-')}.test`;
    const business = `${tenant.name} Trust ${tenant.tag}`;
    tenant.markers.push(email, business);
    return expectOk(
      await tenant.call({
        method: 'PATCH',
        url: `/api/tenants/${String(tenant.tenantId)}`,
        payload: { business_name: business, email },
      }),
      'profile',
    ).json<Tenant>();
  },

  async logo(tenant) {
    const upload = await presign(tenant);
    const bytes = pngNaming(`${tenant.name} logo ${tenant.tag}`);
    expectOk(
      await tenant.call({
        method: 'PUT',
        url: localPath(upload.url),
        payload: bytes,
        headers: { 'content-type': 'image/png' },
      }),
      'logo upload',
    );
    tenant.markers.push(upload.key);
    return { key: upload.key, bytes };
  },

  async branding(tenant) {
    const fields = {
      disclaimer_text: `${tenant.name} disclaimer ${tenant.tag}`,
      ai_video_disclaimer: `${tenant.name} video disclaimer ${tenant.tag}`,
      sender_name: `${tenant.name} Outreach ${tenant.tag}`,
      sender_email: `news-${tenant.tag}@outreach.test`,
      contact_phone: `+44${String(parseInt(tenant.tag, 16)).padStart(10, '0').slice(-10)}`,
      privacy_policy_url: `https://outreach.test/privacy-${tenant.tag}`,
      primary_color: '#123456',
      logo: tenant.get('logo').key,
    };
    tenant.markers.push(
      fields.disclaimer_text,
      fields.sender_name,
      fields.sender_email,
      fields.contact_phone,
      fields.privacy_policy_url,
    );
    const saved = expectOk(
      await tenant.call({
        method: 'PUT',
        url: `/api/tenants/${String(tenant.tenantId)}/branding`,
        payload: { branding: fields },
      }),
      'branding',
    );
    return saved.json<{ branding: Branding }>().branding;
  },

  async spareUpload(tenant) {
    const upload = await presign(tenant);
    tenant.markers.push(upload.key);
    return upload;
  },

  async cohort(tenant) {
    const title = `${tenant.name} cohort ${tenant.tag}`;
    tenant.markers.push(title);
    return expectOk(
      await tenant.call({ method: 'POST', url: '/api/cohorts', payload: { title } }),
      'cohort',
    ).json<Cohort>();
  },

  async patient(tenant) {
    const digits = String(parseInt(tenant.tag, 16)).padStart(10, '0').slice(-10);
    const fields = {
      mrn: `MRN-${tenant.tag}`,
      first_name: `Given${tenant.tag}`,
      last_name: `Surname${tenant.tag}`,
      date_of_birth: '1970-01-01',
      email: `patient-${tenant.tag}@mail.test`,
      mobile: `+1${digits}`,
      cohort_ids: [tenant.get('cohort').id],
    };
    tenant.markers.push(fields.mrn, fields.first_name, fields.last_name, fields.email, fields.mobile);
    return expectOk(
      await tenant.call({ method: 'POST', url: '/api/patients', payload: fields }),
      'patient',
    ).json<Patient>();
  },

  async patientImport(tenant) {
    const valid = [`IMP-${tenant.tag}`, `Imported${tenant.tag}`, `Staged${tenant.tag}`, '1980-02-03'];
    const rejected = [`BAD-${tenant.tag}`, `Rejected${tenant.tag}`, `Row${tenant.tag}`, '03/02/1980'];
    tenant.markers.push(...valid.slice(0, 3), ...rejected.slice(0, 3));
    const check = expectOk(
      await tenant.call({
        method: 'POST',
        url: `/api/patients/bulk-upload?cohort_id=${String(tenant.get('cohort').id)}`,
        payload: ['mrn,first_name,last_name,date_of_birth', valid.join(','), rejected.join(',')].join('\n'),
        headers: { 'content-type': 'text/csv' },
      }),
      'patient import',
    ).json<PatientImportCheck>();
    tenant.markers.push(check.import_id);
    return check;
  },

  // No call adds a video yet (uploads and Synthesia renders come with the video library), so the
  // row is written as the database owner would.
  async video(tenant) {
    const title = `${tenant.name} video ${tenant.tag}`;
    const key = `${String(tenant.tenantId)}/synthesia-videos/${tenant.tag}video0000000000.mp4`;
    tenant.markers.push(title);
    await tenant.t.db.queryAsOwner(
      `INSERT INTO videos (tenant_id, title, source, status, object_key, duration_seconds)
       VALUES ($1, $2, 'upload', 'ready', $3, 12.5)`,
      [tenant.tenantId, title, key],
    );
    const listed = expectOk(await tenant.call({ method: 'GET', url: '/api/videos' }), 'videos').json<{
      results: Video[];
    }>();
    const listedVideo = listed.results.find((item) => item.title === title);
    if (!listedVideo) throw new Error('The video is not listed');
    const cue = `Subtítulos ${tenant.tag}`;
    tenant.markers.push(cue);
    return expectOk(
      await tenant.call({
        method: 'PUT',
        url: `/api/videos/${String(listedVideo.id)}/captions/es`,
        payload: { vtt: `WEBVTT\n\n00:00.000 --> 00:05.000\n${cue}\n` },
      }),
      'captions',
    ).json<Video>();
  },

  async campaign(tenant) {
    const fields = { name: `${tenant.name} campaign ${tenant.tag}`, description: `Plan ${tenant.tag}` };
    tenant.markers.push(fields.name, fields.description);
    return expectOk(
      await tenant.call({ method: 'POST', url: '/api/campaigns/', payload: fields }),
      'campaign',
    ).json<CampaignDetail>();
  },

  ...templateSteps,

  async touchpoint(tenant) {
    const name = `${tenant.name} touchpoint ${tenant.tag}`;
    const title = `Welcome ${tenant.tag}`;
    tenant.markers.push(name, title);
    const content = {
      landing_page: { template_id: tenant.get('landingPageTemplate').id, title: { en: title } },
      email: { template_id: tenant.get('emailTemplate').id },
      sms: { template_id: tenant.get('smsTemplate').id },
      survey: { template_id: tenant.get('surveyTemplate').id, title: { en: `Survey ${tenant.tag}` } },
      chapters: [{ key: 'c1', title: { en: `Chapter ${tenant.tag}` }, video_id: tenant.get('video').id }],
    };
    return expectOk(
      await tenant.call({
        method: 'POST',
        url: '/api/touchpoints',
        payload: { campaign_id: tenant.get('campaign').id, name, content },
      }),
      'touchpoint',
    ).json<Touchpoint>();
  },

  async reviewer(tenant) {
    return expectOk(
      await tenant.call({
        method: 'POST',
        url: '/api/touchpoints/reviewers',
        payload: { touchpoint_id: tenant.get('touchpoint').id, user_id: tenant.user.id },
      }),
      'reviewer',
    ).json<Reviewer>();
  },

  async integrations(tenant) {
    const keys = {
      sendgrid_api_key: `SG.${tenant.tag}.sendgrid-key-of-${tenant.tag}`,
      synthesia_api_key: `synthesia-key-of-${tenant.tag}`,
    };
    tenant.markers.push(keys.sendgrid_api_key, keys.synthesia_api_key);
    return expectOk(
      await tenant.call({
        method: 'PUT',
        url: `/api/tenants/${String(tenant.tenantId)}/integrations`,
        payload: keys,
      }),
      'integrations',
    ).json<TenantIntegrations>();
  },

  async messaging(tenant) {
    const settings = {
      email_provider: 'smtp',
      smtp_url: `smtp://user-${tenant.tag}:smtp-password-${tenant.tag}@mail-${tenant.tag}.example.test:2525`,
      sms_provider: 'twilio',
      twilio_account_sid: `AC${tenant.tag.repeat(4).slice(0, 32)}`,
      twilio_auth_token: tenant.tag.repeat(4).slice(0, 32).replace(/^.{6}/, 'abcdef'),
      twilio_sender: `MG${tenant.tag.repeat(4).slice(0, 32)}`,
    };
    tenant.markers.push(
      `smtp-password-${tenant.tag}`,
      `mail-${tenant.tag}.example.test`,
      settings.twilio_account_sid,
      settings.twilio_auth_token,
      settings.twilio_sender,
    );
    return expectOk(
      await tenant.call({
        method: 'PUT',
        url: `/api/tenants/${String(tenant.tenantId)}/messaging`,
        payload: settings,
      }),
      'messaging',
    ).json<TenantMessaging>();
  },

  // Patients write messages, not staff, and only from a published touchpoint's page, which needs a
  // second staff member's approval this fixture does not have: the link and message are stored as the
  // database owner, the way the patient's call stores them.
  async patientMessage(tenant) {
    const body = `Ankles swollen, note ${tenant.tag}`;
    tenant.markers.push(body);
    const now = new Date();
    const [interaction] = await tenant.t.db.queryAsOwner<{ id: string | number }>(
      `INSERT INTO interactions (tenant_id, touchpoint_id, patient_id, token_hash, is_test, created_at,
         expires_at, updated_at)
       VALUES ($1, $2, $3, $4, false, $5, $5::timestamptz + interval '30 days', $5) RETURNING id`,
      [
        tenant.tenantId,
        tenant.get('touchpoint').id,
        tenant.get('patient').id,
        randomBytes(32).toString('hex'),
        now,
      ],
    );
    const [message] = await tenant.t.db.queryAsOwner<{ id: string | number }>(
      `INSERT INTO patient_messages (tenant_id, interaction_id, patient_id, body, created_at)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [tenant.tenantId, interaction?.id, tenant.get('patient').id, body, now],
    );
    return { id: Number(message?.id), body };
  },

  async reportExport(tenant) {
    const started = expectOk(
      await tenant.call({
        method: 'POST',
        url: '/api/touchpoints/reports/exports',
        payload: { kind: 'aggregates', campaign_id: tenant.get('campaign').id, breakdown: 'language' },
      }),
      'report export',
    ).json<ReportExport>();
    // An app without job workers leaves it queued; else its own worker writes it: wait until it is done
    // (as long as the test may take: a loaded machine is slower, never wrong).
    if (!tenant.t.runsJobs) return started;
    for (;;) {
      const seen = expectOk(
        await tenant.call({ method: 'GET', url: `/api/touchpoints/reports/exports/${String(started.id)}` }),
        'report export status',
      ).json<ReportExport>();
      if (seen.state === 'done') return seen;
      if (seen.state === 'failed') throw new Error('The fixture’s report export failed');
      await sleep(25);
    }
  },
};

/** Creates a tenant with its staff member through the provisioning path, signs in and runs every step. */
export async function createTenantData(t: TestApp, name: string): Promise<TenantData> {
  const tag = randomBytes(5).toString('hex');
  const slug = name.toLowerCase().replaceAll(' ', '-');
  const user = await t.createUser({
    username: `${slug}-staff-${tag}`,
    email: `${slug}-staff-${tag}@staff.test`,
    tenantName: name,
  });
  const signedIn = await signIn(t, user);
  const session = { cookies: signedIn.cookies, csrf: signedIn.csrf };
  const [row] = await t.db.queryAsOwner<{ id: number }>('SELECT id FROM tenants WHERE name = $1', [name]);
  if (!row) throw new Error(`No tenant ${name}`);
  const made: Partial<TenantObjects> = {};
  const tenant: TenantInProgress = {
    t,
    tag,
    name,
    tenantId: row.id,
    user,
    session,
    markers: [name, user.username, user.email],
    call: (options) => callAs(t, session, options),
    get(key) {
      const value = made[key];
      if (value === undefined) throw new Error(`Step ${key} has not run yet; order setupSteps`);
      return value;
    },
  };
  for (const [key, step] of Object.entries(setupSteps) as [
    keyof TenantObjects,
    (tenant: TenantInProgress) => Promise<TenantObjects[keyof TenantObjects]>,
  ][]) {
    Object.assign(made, { [key]: await step(tenant) });
  }
  return {
    name,
    tenantId: tenant.tenantId,
    user,
    session,
    markers: tenant.markers,
    ...(made as TenantObjects),
  };
}

/** The markers of `tenant` that occur in `text`. */
export function leakedMarkers(text: string, tenant: TenantData): string[] {
  return tenant.markers.filter((marker) => text.includes(marker));
}
