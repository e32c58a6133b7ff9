import assert from 'node:assert/strict';
import type {
  EndpointName,
  ErrorCode,
  PresignedUpload,
  RouteResponse,
  Routes,
} from '@outreach/shared-contracts';
import type { z } from 'zod';
import { newObjectKey } from '../../storage/objectStore.js';
import { pngNaming, type TenantData } from './fixture.js';
import { patientImportIsolationCases } from './importCases.js';
import { studioIsolationCases } from './studioCases.js';
import { deliveryIsolationCases } from './deliveryCases.js';
import { templateIsolationCases } from './templateCases.js';
import { integrationIsolationCases } from './integrationCases.js';
import { interactionIsolationCases } from './interactionCases.js';
import { patientIsolationCases } from './patientCases.js';
import { messageIsolationCases } from './messageCases.js';
import { reportIsolationCases } from './reportCases.js';

/** Tenant A (the caller, `own`) reaching for tenant B's data (`foreign`). */
export interface CaseFixture {
  own: TenantData;
  foreign: TenantData;
}

/**
 * What a probe must get back. `not-found` (404), `forbidden` (403) and `invalid` (400, for a foreign
 * object named inside a body about the caller's own tenant) are refusals; `own-data` is a 2xx answer
 * about the caller's own tenant; `not-configured` (409) is a call that needs the caller's own API key
 * of a provider, which the caller's tenant lacks. Whatever the answer, it never contains a foreign marker, and after a
 * write nothing of the foreign tenant has changed.
 */
export type Expectation =
  'not-found' | 'forbidden' | 'invalid' | 'not-configured' | 'no-such-link' | 'own-data';

export const expectedRefusal: Record<
  Exclude<Expectation, 'own-data'>,
  { status: number; code: ErrorCode }
> = {
  'not-found': { status: 404, code: 'NOT_FOUND' },
  forbidden: { status: 403, code: 'FORBIDDEN' },
  invalid: { status: 400, code: 'VALIDATION_FAILED' },
  // Tenant A has no key of its own: B's key must not be used in its place.
  'not-configured': { status: 409, code: 'INTEGRATION_NOT_CONFIGURED' },
  // Patient calls know a link by its token alone: no staff session opens one, and nothing names it by id.
  'no-such-link': { status: 404, code: 'LINK_NOT_FOUND' },
};

// The inputs a client sends (before the contract's transforms and defaults), per route.
type Input<S> = S extends z.ZodNever ? undefined : S extends z.ZodType ? z.input<S> : undefined;
type Part<Name extends string, T> = [T] extends [undefined]
  ? { [P in Name]?: undefined }
  : { [P in Name]: T };

export type Probe<K extends EndpointName> = {
  /** What the probe tries, in words; it names the subtest. */
  label: string;
  expect: Expectation;
  /** Further checks of a 2xx answer (a method, so every route's probe fits the runner's erased type). */
  check?(answer: RouteResponse<Routes[K]>, fixture: CaseFixture): void;
  /** The raw body of a route that streams one in. */
  file?: { payload: string | Buffer; contentType: string };
} & Part<'params', Input<NonNullable<Routes[K]['params']>>> &
  Part<'query', Input<NonNullable<Routes[K]['query']>>> &
  Part<'body', Input<NonNullable<Routes[K]['body']>>>;

export type IsolationCase<K extends EndpointName> =
  /** The route reads or changes nothing that belongs to a tenant, and takes no id. */
  | { scope: 'none'; why: string }
  | {
      scope: 'tenant';
      /** Writes get a snapshot of every foreign row before and after. */
      kind: 'read' | 'write';
      probes: (fixture: CaseFixture) => Probe<K>[];
    };

/**
 * One case per route of the contract. The type lists every route name, so a route added to the
 * contract does not compile until it has its case here.
 */
export type IsolationCases = { [K in EndpointName]: IsolationCase<K> };

const id = (tenant: TenantData) => String(tenant.tenantId);

export const isolationCases: IsolationCases = {
  health: { scope: 'none', why: 'public liveness check; answers the same to everyone' },
  checkCredentials: { scope: 'none', why: 'sign-in step before any tenant is chosen; takes no id' },
  login: { scope: 'none', why: 'sign-in step before any tenant is chosen; takes no id' },
  changePassword: {
    scope: 'none',
    why: "changes the caller's own password; staff accounts hold no tenant data and the call takes no id",
  },
  forgotPassword: { scope: 'none', why: 'public; answers alike for any e-mail address and takes no id' },
  resetPassword: { scope: 'none', why: 'public; acts on the account its single-use token names' },
  logout: { scope: 'none', why: "ends the caller's own session; takes no id" },
  refresh: { scope: 'none', why: "rotates the caller's own refresh token; takes no id" },

  authStatus: {
    scope: 'tenant',
    kind: 'read',
    probes: () => [{ label: 'session status mentions no other tenant', expect: 'own-data' }],
  },
  listTenants: {
    scope: 'tenant',
    kind: 'read',
    probes: () => [
      {
        label: 'lists only the caller’s tenant',
        expect: 'own-data',
        check(answer, { own }) {
          assert.deepEqual(
            answer.tenants.map((tenant) => tenant.id),
            [own.tenantId],
          );
        },
      },
    ],
  },
  updateTenants: {
    scope: 'tenant',
    kind: 'write',
    probes: ({ own, foreign }) => [
      {
        label: 'B’s id in the body',
        expect: 'not-found',
        body: [{ id: foreign.tenantId, trading_name: 'Taken Over' }],
      },
      {
        label: 'A’s id and B’s id in one body',
        expect: 'not-found',
        body: [
          { id: own.tenantId, email: 'office@taken-over.test' },
          { id: foreign.tenantId, business_name: 'Taken Over Ltd' },
        ],
      },
    ],
  },
  createTenant: {
    scope: 'tenant',
    kind: 'write',
    probes: ({ foreign }) => [
      {
        label: 'a staff member who is not a platform administrator reuses B’s names',
        expect: 'forbidden',
        body: { business_name: foreign.profile.business_name, trading_name: foreign.name, email: 'x@x.test' },
      },
    ],
  },
  getTenant: {
    scope: 'tenant',
    kind: 'read',
    probes: ({ foreign }) => [{ label: 'B’s id', expect: 'not-found', params: { id: id(foreign) } }],
  },
  updateTenant: {
    scope: 'tenant',
    kind: 'write',
    probes: ({ foreign }) => [
      {
        label: 'B’s id',
        expect: 'not-found',
        params: { id: id(foreign) },
        body: { trading_name: 'Taken Over', email: 'office@taken-over.test' },
      },
    ],
  },
  getTenantBranding: {
    scope: 'tenant',
    kind: 'read',
    probes: ({ foreign }) => [{ label: 'B’s id', expect: 'not-found', params: { id: id(foreign) } }],
  },
  saveTenantBranding: {
    scope: 'tenant',
    kind: 'write',
    probes: ({ own, foreign }) => [
      {
        label: 'B’s id',
        expect: 'not-found',
        params: { id: id(foreign) },
        body: { branding: { disclaimer_text: 'Taken over', primary_color: '#000000' } },
      },
      {
        label: 'B’s id with A’s own logo',
        expect: 'not-found',
        params: { id: id(foreign) },
        body: { branding: { logo: own.logo.key } },
      },
      {
        label: 'A’s id with B’s logo',
        expect: 'invalid',
        params: { id: id(own) },
        body: { branding: { logo: foreign.logo.key } },
      },
    ],
  },
  getPresignedUploadUrl: {
    scope: 'tenant',
    kind: 'write',
    probes: ({ own, foreign }) => [
      {
        label: 'B’s tenant_id',
        expect: 'not-found',
        params: { kind: 'branding-logos' },
        query: { ext: 'png', mime_type: 'image/png', tenant_id: id(foreign) },
      },
      {
        label: 'A’s own tenant_id: a key in A',
        expect: 'own-data',
        params: { kind: 'branding-logos' },
        query: { ext: 'png', mime_type: 'image/png', tenant_id: id(own) },
        check(answer) {
          assert.ok(answer.key.startsWith(`${id(own)}/branding-logos/`), 'the key is in the caller’s tenant');
        },
      },
      {
        label: 'without a tenant: a key in the caller’s own tenant',
        expect: 'own-data',
        params: { kind: 'branding-logos' },
        query: { ext: 'png', mime_type: 'image/png' },
        check(answer, { own }) {
          assert.ok(answer.key.startsWith(`${id(own)}/branding-logos/`), 'the key is in the caller’s tenant');
        },
      },
    ],
  },
  getUploadObject: {
    scope: 'tenant',
    kind: 'read',
    probes: ({ foreign }) => [{ label: 'B’s logo', expect: 'not-found', params: { key: foreign.logo.key } }],
  },
  putUploadObject: {
    scope: 'tenant',
    kind: 'write',
    probes: ({ own, foreign }) => {
      // A signed URL authorises exactly its key: moving its signature to another key is refused.
      const moved = (upload: PresignedUpload, key: string) => {
        const query = new URL(upload.url).searchParams;
        const get = (name: string) => query.get(name) ?? '';
        return {
          params: { key },
          query: {
            expires: get('expires'),
            max: get('max'),
            type: get('type'),
            uid: get('uid'),
            sig: get('sig'),
          },
          file: { payload: pngNaming('taken over'), contentType: 'image/png' },
        };
      };
      const theirs = foreign.spareUpload;
      const mine = own.spareUpload;
      return [
        {
          label: 'B’s signed URL moved to a key of A',
          expect: 'forbidden',
          ...moved(theirs, newObjectKey(own.tenantId, 'branding-logos', 'png')),
        },
        {
          label: 'B’s signed URL moved to another key of B',
          expect: 'forbidden',
          ...moved(theirs, newObjectKey(foreign.tenantId, 'branding-logos', 'png')),
        },
        {
          label: 'A’s signed URL moved to a new key of B',
          expect: 'forbidden',
          ...moved(mine, newObjectKey(foreign.tenantId, 'branding-logos', 'png')),
        },
        {
          label: 'A’s signed URL moved onto B’s logo',
          expect: 'forbidden',
          ...moved(mine, foreign.logo.key),
        },
      ];
    },
  },
  ...patientIsolationCases,
  ...patientImportIsolationCases,
  ...studioIsolationCases,
  ...deliveryIsolationCases,
  ...templateIsolationCases,
  ...integrationIsolationCases,
  ...interactionIsolationCases,
  ...messageIsolationCases,
  ...reportIsolationCases,
};
