import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';

/**
 * Statements sent to PostgreSQL in one round trip, inside one transaction.
 *
 * node-postgres waits for each statement before it sends the next, so a request that begins a
 * transaction, sets its context, reads and commits pays four round trips, and on this kind of
 * host each of them costs a socket write and a wake-up in both processes. The simple query protocol
 * takes several statements in one message but no parameters; so each statement is prepared once per
 * connection (`PREPARE`, with its placeholders) and run with `EXECUTE`, its values written as
 * literals. A literal is written only for the few kinds of value a statement of ours binds (numbers,
 * booleans, text through node-postgres' `escapeLiteral`, dates); anything else is refused.
 */

const dialect = new PgDialect();

/** A value as a SQL literal; throws for a kind of value no statement of ours binds. */
export function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error('A number bound at once must be finite');
    return String(value);
  }
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'string') return pg.escapeLiteral(value);
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new Error('A date bound at once must be valid');
    return pg.escapeLiteral(value.toISOString());
  }
  throw new Error(`A ${typeof value} cannot be bound at once`);
}

export interface AtOnceStatement {
  /** Name of the statement prepared from `text`, the same on every connection. */
  name: string;
  text: string;
  values: unknown[];
}

export function atOnceStatement(statement: SQL): AtOnceStatement {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  const name = `at_once_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
  return { name, text, values: params };
}

/**
 * The text of one simple-protocol message: `begin` (BEGIN and the context, one statement each), then each statement,
 * prepared first where `prepared` does not have it yet, then COMMIT. Answers the text and, for each
 * statement, the index of its result among the message's results.
 */
export function atOnceMessage(
  begin: string[],
  statements: AtOnceStatement[],
  prepared: ReadonlySet<string>,
): { text: string; resultIndexes: number[]; preparing: string[] } {
  const parts = [...begin];
  let results = begin.length;
  const resultIndexes: number[] = [];
  const preparing: string[] = [];
  for (const statement of statements) {
    if (!prepared.has(statement.name) && !preparing.includes(statement.name)) {
      parts.push(`PREPARE ${statement.name} AS ${statement.text}`);
      preparing.push(statement.name);
      results += 1;
    }
    const values = statement.values.map(literal).join(', ');
    parts.push(values ? `EXECUTE ${statement.name}(${values})` : `EXECUTE ${statement.name}`);
    resultIndexes.push(results);
    results += 1;
  }
  parts.push('COMMIT');
  return { text: parts.join(';\n'), resultIndexes, preparing };
}
