import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/** After inserting rows with explicit ids, move the table's id sequence past them. */
export async function resetSerial(db: Database, table: string) {
  await db.execute(
    sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.identifier(table)}), 0) + 1, false)`,
  );
}
