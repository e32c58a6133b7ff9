import { z } from 'zod';
import { endpoints } from '../endpoints.js';
import { defineRoute } from '../route.js';

export const health = defineRoute({
  ...endpoints.health,
  summary: 'Liveness and database reachability: 503 while the database cannot be reached.',
  response: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
  errors: ['SERVICE_UNAVAILABLE'],
});
