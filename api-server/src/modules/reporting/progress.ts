import type { Database } from '../../db/client.js';

/**
 * The link's page rendered in a browser: the patient opened it (a scanner fetching the address renders
 * nothing). Only the first time counts; test links and unknown tokens change nothing.
 */
export async function recordLinkOpened(db: Database, tokenHash: string, now: Date): Promise<void> {
  await db.executeSql('SELECT app_interaction_opened($1, $2)', [tokenHash, now]);
}
