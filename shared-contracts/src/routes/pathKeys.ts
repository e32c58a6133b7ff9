import { z } from 'zod';
import type { RouteDefinition } from '../route.js';
import { unsubscribeParams } from './deliveryReports.js';
import { routes } from './index.js';
import { linkParams } from './interactions.js';

/** The schemas of path parameters that are a patient's key to a page: a link token, an unsubscribe token. */
const keySchemas: ReadonlySet<z.ZodType> = new Set([linkParams.shape.id, unsubscribeParams.shape.token]);

/** The names of a route's path parameters that hold a patient's key; none for most routes. */
export function keyParamsOf(route: Pick<RouteDefinition, 'params'>): string[] {
  if (!(route.params instanceof z.ZodObject)) return [];
  return Object.entries(route.params.shape as Record<string, z.ZodType>)
    .filter(([, schema]) => keySchemas.has(schema))
    .map(([name]) => name);
}

/**
 * The paths (Fastify style) of every route whose path holds a patient's key, with the names of those
 * parameters. Whoever writes paths down (logs, error reports) blanks these segments; a new route with
 * `linkParams` or `unsubscribeParams` joins the list without anyone remembering to.
 */
export const keyBearingPaths: readonly { path: string; keys: readonly string[] }[] = Object.values(routes)
  .map((route: RouteDefinition) => ({ path: route.path, keys: keyParamsOf(route) }))
  .filter((entry) => entry.keys.length > 0);
