import { randomBytes } from 'node:crypto';
import type {
  Branding,
  Cohort,
  Patient,
  PatientImportCheck,
  PresignedUpload,
  Tenant,
} from '@outreach/shared-contracts';
import type { LightMyRequestResponse } from 'fastify';
import { signIn, type TestApp, type TestUser } from '../build.js';

/** The cookies and CSRF token a signed-in browser holds. */
export interface StaffSession {
  cookies: Record<string, string>;
  csrf: string;
}

/** A call as a browser makes it: JSON (or a raw file) with the session's cookies and CSRF header. */
export interface CallOptions {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

export function callAs(
  t: TestApp,
  session: StaffSession | null,
  options: CallOptions,
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = session ? { 'x-csrf-token': session.csrf } : {};
  let payload: string | Buffer | undefined;
  if (typeof options.payload === 'string' || Buffer.isBuffer(options.payload)) {
    payload = options.payload;
  } else if (options.payload !== undefined) {
    payload = JSON.stringify(options.payload);
    headers['content-type'] = 'application/json';
  }
  return t.app.inject({
    method: options.method,
    url: options.url,
    ...(session ? { cookies: session.cookies } : {}),
    headers: { ...headers, ...options.headers },
    ...(payload === undefined ? {} : { payload }),
  });
}

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

type SetupSteps = { [K in keyof TenantObjects]: (tenant: TenantInProgress) => Promise<TenantObjects[K]> };

function expectOk(response: LightMyRequestResponse, what: string): LightMyRequestResponse {
  if (response.statusCode >= 300) {
    throw new Error(`${what} answered ${String(response.statusCode)}: ${response.body}`);
  }
  return response;
}

/** A small PNG whose bytes name their tenant, so a served logo shows whose it is. */
export function pngNaming(name: string): Buffer {
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(name)]);
}

export async function presign(tenant: TenantInProgress): Promise<PresignedUpload> {
  return expectOk(
    await tenant.call({
      method: 'GET',
      url: '/api/utils/branding-logos/presigned-image-url?ext=png&mime_type=image%2Fpng',
    }),
    'presign',
  ).json<PresignedUpload>();
}

/** Where a signed URL points, as a path this app answers. */
export function localPath(url: string): string {
  return url.replace(/^https?:\/\/[^/]+/, '');
}

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
      primary_color: '#123456',
      logo: tenant.get('logo').key,
    };
    tenant.markers.push(fields.disclaimer_text, fields.sender_name, fields.sender_email);
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
