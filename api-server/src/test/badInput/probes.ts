import {
  buildPath,
  isStreamBody,
  pathParameterNames,
  type RouteDefinition,
} from '@outreach/shared-contracts';
import { z } from 'zod';

/** A string far longer than any field of the contract allows. */
export const LONG = 'x'.repeat(10_000);

/** One wrong request for a route: what it tries, and the request without the caller's credentials. */
export interface BadInputProbe {
  label: string;
  url: string;
  /** Absent: no body at all. A string is sent as it is, with the content type below. */
  payload?: string;
  contentType?: string;
}

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
}

const jsonSchemaOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

const hasType = (schema: JsonSchema, type: string) =>
  schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type));

/** A short text with a NUL character, which PostgreSQL cannot store in text or jsonb. */
export const WITH_NUL = 'a\u0000b';

/**
 * A value of the schema's shape in which every string, however deeply nested, is `text`; fields of
 * other types are left out. Undefined when the schema holds no string at all.
 */
function withStrings(schema: JsonSchema, text: string): unknown {
  const member = schema.anyOf?.find((option) => withStrings(option, text) !== undefined);
  if (member) return withStrings(member, text);
  if (hasType(schema, 'string')) return text;
  if (hasType(schema, 'array') && schema.items) {
    const item = withStrings(schema.items, text);
    return item === undefined ? undefined : [item];
  }
  if (hasType(schema, 'object') && schema.properties) {
    const entries = Object.entries(schema.properties)
      .map(([name, property]) => [name, withStrings(property, text)] as const)
      .filter(([, value]) => value !== undefined);
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  }
  return undefined;
}

/** JSON values of every type but the one the body should have. */
function wrongTypes(expected: JsonSchema): [string, unknown][] {
  const candidates: [string, unknown][] = [
    ['an object', { unexpected_field: 1 }],
    ['an array', []],
    ['a string', 'text'],
    ['a number', 42],
    ['null', null],
  ];
  return candidates.filter(([name]) =>
    name === 'an object' ? !hasType(expected, 'object') : name !== 'an array' || !hasType(expected, 'array'),
  );
}

/** The route's parameters filled with values of their own shape, so only the part under test is wrong. */
function plausibleParams(route: RouteDefinition): Record<string, string> {
  const json = route.params ? jsonSchemaOf(route.params) : {};
  return Object.fromEntries(
    pathParameterNames(route.path).map((name) => {
      const property = json.properties?.[name] as { enum?: string[]; format?: string } | undefined;
      if (property?.enum?.[0]) return [name, property.enum[0]];
      if (property?.format === 'uuid') return [name, '00000000-0000-4000-8000-000000000000'];
      if (name === 'key') return [name, '1/branding-logos/AAAAAAAAAAAAAAAAAAAAAAAA.png'];
      return [name, '1'];
    }),
  );
}

const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);

/**
 * The wrong requests every route must refuse with a coded 4xx that changes nothing: bodies of the
 * wrong JSON type, an empty body, strings of 10,000 characters in every string field, an unknown
 * field; query values that are too long, repeated (an array) or unknown; path parameters of the wrong
 * type. Built from the route's own schemas, so a new route is covered without anyone remembering.
 */
export function badInputProbes(route: RouteDefinition): BadInputProbe[] {
  const params = plausibleParams(route);
  const path = buildPath(route.path, params);
  const probes: BadInputProbe[] = [];
  const json = (label: string, value: unknown) =>
    probes.push({ label, url: path, payload: JSON.stringify(value), contentType: 'application/json' });

  if (route.method !== 'GET') {
    const body = route.body && !isStreamBody(route.body) ? jsonSchemaOf(route.body) : {};
    for (const [name, value] of wrongTypes(body)) json(`a body that is ${name}`, value);
    probes.push({ label: 'an empty JSON body', url: path, payload: '', contentType: 'application/json' });
    const long = route.body && !isStreamBody(route.body) ? withStrings(body, LONG) : undefined;
    if (long !== undefined) {
      json('every string field 10,000 characters long', long);
      if (!Array.isArray(long)) json('long strings and an unknown field', { ...long, unexpected_field: 'x' });
      json('every string field holding a NUL character', withStrings(body, WITH_NUL));
    }
  }

  const query = route.query ? jsonSchemaOf(route.query) : {};
  probes.push({ label: 'an unknown query field', url: withQuery(path, 'unexpected_field=1') });
  for (const name of Object.keys(query.properties ?? {})) {
    probes.push({ label: `query ${name} 10,000 characters long`, url: withQuery(path, `${name}=${LONG}`) });
    probes.push({ label: `query ${name} given twice`, url: withQuery(path, `${name}=1&${name}=2`) });
    probes.push({ label: `query ${name} holding a NUL character`, url: withQuery(path, `${name}=a%00b`) });
  }

  for (const name of Object.keys(params)) {
    for (const wrong of [
      'abc',
      '-1',
      '1.5',
      name === 'key' ? '1/branding-logos/short.png' : 'x'.repeat(90),
    ]) {
      probes.push({
        label: `path ${name} '${wrong.slice(0, 20)}'`,
        url: buildPath(route.path, { ...params, [name]: wrong }),
      });
    }
  }
  return probes;
}
