import assert from 'node:assert/strict';
import type { EndpointName, ErrorCode, RouteResponse, Routes } from '@outreach/shared-contracts';
import type { z } from 'zod';
import { newObjectKey } from '../../storage/objectStore.js';
import { localPath, pngNaming, type CallOptions, type TenantData } from './fixture.js';
import { patientImportIsolationCases, patientImportObjectCases } from './importCases.js';
import { patientIsolationCases } from './patientCases.js';

/** Tenant A (the caller, `own`) reaching for tenant B's data (`foreign`). */
export interface CaseFixture {
  own: TenantData;
  foreign: TenantData;
}

/**
 * What a probe must get back. `not-found` (404), `forbidden` (403) and `invalid` (400, for a foreign
 * object named inside a body about the caller's own tenant) are refusals; `own-data` is a 2xx answer
 * about the caller's own tenant. Whatever the answer, it never contains a foreign marker, and after a
 * write nothing of the foreign tenant has changed.
 */
export type Expectation = 'not-found' | 'forbidden' | 'invalid' | 'own-data';

export const expectedRefusal: Record<
  Exclude<Expectation, 'own-data'>,
  { status: number; code: ErrorCode }
> = {
  'not-found': { status: 404, code: 'NOT_FOUND' },
  forbidden: { status: 403, code: 'FORBIDDEN' },
  invalid: { status: 400, code: 'VALIDATION_FAILED' },
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
  ...patientIsolationCases,
  ...patientImportIsolationCases,
};

/** A call outside the JSON contract, and the refusal it must get. */
export interface RawProbe {
  label: string;
  request: CallOptions;
  expect: { status: number; code: ErrorCode };
}

export interface ObjectRouteCase {
  kind: 'read' | 'write';
  probes: (fixture: CaseFixture) => RawProbe[];
}

/**
 * The object routes, which the API document lists beside the contract's; keyed by their
 * operationId there, so a newly documented route without a case fails the coverage test.
 */
export const objectRouteCases: Record<string, ObjectRouteCase> = {
  ...patientImportObjectCases,
  getUploadObject: {
    kind: 'read',
    probes: ({ foreign }) => [
      {
        label: 'B’s logo',
        request: { method: 'GET', url: `/api/uploads/${foreign.logo.key}` },
        expect: { status: 404, code: 'NOT_FOUND' },
      },
    ],
  },
  putUploadObject: {
    kind: 'write',
    probes: ({ own, foreign }) => {
      // A signed URL authorises exactly its key: moving its signature to another key is refused.
      const swapKey = (url: string, from: string, to: string) => localPath(url).replace(from, to);
      const put = (url: string) => ({
        method: 'PUT' as const,
        url,
        payload: pngNaming('taken over'),
        headers: { 'content-type': 'image/png' },
      });
      const forbidden = { status: 403, code: 'FORBIDDEN' as const };
      const theirs = foreign.spareUpload;
      const mine = own.spareUpload;
      return [
        {
          label: 'B’s signed URL moved to a key of A',
          request: put(swapKey(theirs.url, theirs.key, newObjectKey(own.tenantId, 'branding-logos', 'png'))),
          expect: forbidden,
        },
        {
          label: 'B’s signed URL moved to another key of B',
          request: put(
            swapKey(theirs.url, theirs.key, newObjectKey(foreign.tenantId, 'branding-logos', 'png')),
          ),
          expect: forbidden,
        },
        {
          label: 'A’s signed URL moved to a new key of B',
          request: put(swapKey(mine.url, mine.key, newObjectKey(foreign.tenantId, 'branding-logos', 'png'))),
          expect: forbidden,
        },
        {
          label: 'A’s signed URL moved onto B’s logo',
          request: put(swapKey(mine.url, mine.key, foreign.logo.key)),
          expect: forbidden,
        },
      ];
    },
  },
};
