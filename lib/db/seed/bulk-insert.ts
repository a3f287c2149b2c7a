/**
 * Fast multi-row inserts: one array parameter per column, expanded by unnest() on the server. About
 * four times faster than a VALUES list with a parameter per cell, and far below the 65,535-parameter
 * limit however many rows a batch has. Works on PGlite and node-postgres alike.
 */
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';

function toDriver(value: unknown, sqlType: string): unknown {
  if (value === undefined || value === null) return null;
  if (sqlType === 'jsonb' || sqlType === 'json') return JSON.stringify(value);
  if (value instanceof Date) return value.toISOString();
  return value;
}

/**
 * Inserts `rows` (drizzle insert objects) into `table`, setting the given columns (the rest take
 * their defaults), and returns the `returning` columns of every inserted row.
 */
export async function insertUnnest<T extends PgTable, R extends string = never>(
  db: Db,
  table: T,
  rows: readonly T['$inferInsert'][],
  keys: readonly (keyof T['$inferInsert'] & string)[],
  returning: readonly R[] = [],
): Promise<Record<R, unknown>[]> {
  if (rows.length === 0) return [];
  const columns = getTableColumns(table) as Record<string, { name: string; getSQLType: () => string }>;
  const cols = keys.map((k) => {
    const col = columns[k];
    if (!col) throw new Error(`No column ${k} in ${getTableName(table)}`);
    return { key: k, name: col.name, type: col.getSQLType() };
  });
  const arrays = cols.map((c) => {
    const values = rows.map((r) => toDriver((r as Record<string, unknown>)[c.key], c.type));
    return sql`${sql.param(values)}::${sql.raw(c.type)}[]`;
  });
  const returned = returning.map((k) => `"${columns[k]?.name ?? k}" as "${k}"`).join(', ');
  const query = sql`insert into ${sql.raw(`"${getTableName(table)}"`)} (${sql.raw(cols.map((c) => `"${c.name}"`).join(', '))}) select * from unnest(${sql.join(arrays, sql`, `)})${sql.raw(returned ? ` returning ${returned}` : '')}`;
  const result = (await db.execute(query)) as unknown as { rows?: Record<R, unknown>[] };
  return result.rows ?? [];
}
