import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { ApiError } from '../../errors.js';
import type { HandlerMap } from '../../plugins/routeTypes.js';

export function healthHandlers(db: Database): HandlerMap {
  return {
    health: async () => {
      try {
        await db.withContext({}, (tx) => tx.execute(sql`select 1`));
      } catch {
        throw new ApiError('INTERNAL', 'The database is not reachable.');
      }
      return { status: 'ok', database: 'ok' };
    },
  };
}
