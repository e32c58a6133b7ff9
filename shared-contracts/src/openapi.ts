import { z } from 'zod';
import { apiErrorBody, errorCatalogue } from './errors.js';
import { CSRF_HEADER } from './constants.js';
import { commonErrorCodes, isFileAnswer, isStreamBody, type RouteDefinition } from './route.js';

function toOpenApiPath(path: string): string {
  return path.replace(/[:*]([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
}

const binary = { type: 'string', format: 'binary' };

function objectParameters(schema: z.ZodType | undefined, where: 'path' | 'query'): unknown[] {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }));
}

function successContent(route: RouteDefinition): Record<string, unknown> {
  if (isFileAnswer(route.response)) return { [route.response.file]: { schema: binary } };
  return {
    'application/json': { schema: z.toJSONSchema(route.response, { unrepresentable: 'any' }) },
  };
}

function requestBody(route: RouteDefinition): unknown {
  if (!route.body) return undefined;
  const content = isStreamBody(route.body)
    ? { [route.body.stream]: { schema: binary } }
    : {
        'application/json': {
          schema: z.toJSONSchema(route.body, { io: 'input', unrepresentable: 'any' }),
        },
      };
  return { required: true, content };
}

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** How each access level proves itself, as OpenAPI security schemes. */
const securitySchemes: Record<string, Record<string, string>> = {
  staff: {
    type: 'apiKey',
    in: 'cookie',
    name: 'access_token',
    description: 'The session cookie set by sign-in (`POST /api/login/`).',
  },
  csrf: {
    type: 'apiKey',
    in: 'header',
    name: CSRF_HEADER,
    description:
      "The session's CSRF token, answered by sign-in and `GET /api/auth/`; every unsafe staff call sends it.",
  },
  patient: {
    type: 'apiKey',
    in: 'cookie',
    name: 'patient_<link>',
    description:
      'The httpOnly session cookie `POST /api/interactions/{id}/auth` sets after a correct date of birth: one ' +
      "per link, named after a hash of the link's token, valid for that link's calls alone.",
  },
  'signed-url': {
    type: 'apiKey',
    in: 'query',
    name: 'sig',
    description: 'The signature of a URL the API handed out, over everything the URL allows.',
  },
};

/** What an operation requires: nothing, its access level's scheme, and for unsafe staff calls the CSRF header too. */
function securityOf(route: RouteDefinition): Record<string, string[]>[] {
  if (route.access === 'public') return [];
  if (route.access === 'staff' && unsafeMethods.has(route.method)) return [{ staff: [], csrf: [] }];
  return [{ [route.access]: [] }];
}

/**
 * Generates an OpenAPI 3.1 document from a route table, served from `serverUrl` (the API's public
 * origin; the table's paths begin with `/api`). Only the security schemes some operation uses are
 * declared.
 */
export function buildOpenApiDocument(
  table: Record<string, RouteDefinition>,
  info: { title: string; version: string; description?: string },
  serverUrl: string,
) {
  const paths: Record<string, Record<string, unknown>> = {};
  const usedSchemes = new Set<string>();
  for (const [operationId, route] of Object.entries(table)) {
    const responses: Record<string, unknown> = {
      [String(route.successStatus ?? 200)]: { description: 'Success', content: successContent(route) },
    };
    if (route.noContent) responses['204'] = { description: 'No data yet' };
    for (const code of [...route.errors, ...commonErrorCodes]) {
      const status = String(errorCatalogue[code].status);
      const existing = responses[status] as { description: string } | undefined;
      responses[status] = {
        description: existing ? `${existing.description}, ${code}` : code,
        content: { 'application/json': { schema: z.toJSONSchema(apiErrorBody) } },
      };
    }
    const operation: Record<string, unknown> = {
      operationId,
      summary: route.summary,
      security: securityOf(route),
      parameters: [...objectParameters(route.params, 'path'), ...objectParameters(route.query, 'query')],
      responses,
    };
    for (const requirement of securityOf(route))
      for (const name of Object.keys(requirement)) usedSchemes.add(name);
    const body = requestBody(route);
    if (body) operation.requestBody = body;
    const key = toOpenApiPath(route.path);
    paths[key] = { ...(paths[key] ?? {}), [route.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    // The packages are private; the API is not licensed to third parties.
    info: { ...info, license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' } },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: Object.fromEntries(
        Object.entries(securitySchemes).filter(([name]) => usedSchemes.has(name)),
      ),
    },
    paths,
  };
}
