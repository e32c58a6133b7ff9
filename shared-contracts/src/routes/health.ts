import { z } from 'zod';
import { defineRoute } from '../route.js';

export const health = defineRoute({
  method: 'GET',
  path: '/api/health/',
  summary: 'Liveness and database reachability.',
  access: 'public',
  response: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
  errors: [],
});
