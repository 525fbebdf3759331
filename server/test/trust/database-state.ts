/**
 * A fingerprint of everything the server has stored: the row count and a checksum of every
 * table of the public schema (tables a feature adds are included without a change here), to
 * prove a request wrote nothing.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';

export type TableFingerprints = Record<string, string>;

async function rowsOf<T>(database: Database, query: string): Promise<T[]> {
  const result = (await database.db.execute(sql.raw(query))) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Columns the server changes in the background, not in answer to a request: the delivery log's
 * sending state moves when a queued email is sent. A new or changed message still shows.
 */
const BACKGROUND_COLUMNS: Record<string, readonly string[]> = {
  mail_messages: ['state', 'attempts', 'last_error', 'sent_at'],
};

/**
 * Rows the server writes on its own schedule, not in answer to a request: the doctors' daily
 * agenda (a pg-boss schedule every 15 minutes) and its email. Left out of the fingerprint, so a
 * sweep that falls inside a check is not taken for a write by the request being checked.
 */
const SCHEDULED_ROWS: Record<string, string> = {
  doctor_agendas: 'false',
  mail_messages: "kind <> 'doctor-agenda'",
};

/** Reads each table's row count and checksum in one statement. */
export interface DatabaseState {
  tables: string[];
  fingerprint(): Promise<TableFingerprints>;
  /**
   * The next transaction id the database will assign: every write takes one, so while it stays
   * the same nothing was written (a cheap check before the full fingerprint).
   */
  nextTransactionId(): Promise<string>;
}

export async function databaseState(database: Database): Promise<DatabaseState> {
  const tables = (
    await rowsOf<{ name: string }>(
      database,
      `select table_name as name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  ).map((row) => row.name);
  if (tables.length === 0) throw new Error('the database has no tables');
  // md5 of each row's text form, aggregated in a fixed order: any insert, update or delete shows.
  const rowText = (table: string) =>
    BACKGROUND_COLUMNS[table] ? `(to_jsonb(t) ${BACKGROUND_COLUMNS[table].map((column) => `- '${column}'`).join(' ')})::text` : 't::text';
  const query = tables
    .map(
      (table) =>
        `select '${table}' as name, count(*)::text || ':' || coalesce(md5(string_agg(md5(${rowText(table)}), '' order by md5(${rowText(table)}))), '-') as sum from "${table}" t${SCHEDULED_ROWS[table] ? ` where ${SCHEDULED_ROWS[table]}` : ''}`,
    )
    .join(' union all ');
  return {
    tables,
    async fingerprint() {
      const rows = await rowsOf<{ name: string; sum: string }>(database, query);
      return Object.fromEntries(rows.map((row) => [row.name, row.sum]));
    },
    async nextTransactionId() {
      const [row] = await rowsOf<{ next: string }>(database, 'select pg_snapshot_xmax(pg_current_snapshot())::text as next');
      return row!.next;
    },
  };
}

/** The tables whose fingerprint differs, or an empty list. */
export function changedTables(before: TableFingerprints, after: TableFingerprints): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}
