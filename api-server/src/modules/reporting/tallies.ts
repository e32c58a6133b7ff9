import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rowsOf.js';

/**
 * Folds the delivery, funnel, event and answer tallies of every database backend into one row per key (see
 * migrations 0038 and 0040): the rows a report sums stay a few hundred however long the platform runs. Answers
 * how many rows were folded. It takes only rows no writer holds, so it never waits on a patient's page.
 */
export async function foldTallies(db: Database): Promise<number> {
  const [row] = rowsOf<{ folded: number }>(
    await db.executeSql('SELECT app_fold_tallies() + app_fold_event_tallies() AS folded'),
  );
  return row?.folded ?? 0;
}
