import type { Database } from '../../db/client.js';
import { ApiError } from '../../errors.js';
import type { HandlerMap } from '../../plugins/routeTypes.js';

export function healthHandlers(db: Database): HandlerMap {
  return {
    health: async () => {
      try {
        // One round trip outside any transaction: it reads no table.
        await db.executeSql('select 1');
      } catch {
        // A load balancer reads 503 as "take this instance out for now", not as a bug in it.
        throw new ApiError('SERVICE_UNAVAILABLE');
      }
      return { status: 'ok', database: 'ok' };
    },
  };
}
