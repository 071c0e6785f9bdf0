/**
 * Rows a statement returns as JSON (`to_jsonb(t)`, `jsonb_agg(t)`), read into the table's own row
 * type through its columns' own mappings, as drizzle reads a `select()` of the table. One round
 * trip can then bring a row with the rows that belong to it (a battle room locked with its seats,
 * its question and that question's answers), where the query builder takes one query each: on
 * the live battles' busiest paths every round trip to the database is CPU on both sides
 * (docs/BATTLES.md, "Measured").
 *
 * JSON carries numbers as doubles: a bigint column beyond 2^53 does not come through exactly, so
 * this is for tables without one.
 */
import { getTableColumns, type Column, type InferSelectModel, type Table } from 'drizzle-orm';

const columnsByTable = new WeakMap<Table, readonly (readonly [string, Column])[]>();

function columnsOf(table: Table): readonly (readonly [string, Column])[] {
  let columns = columnsByTable.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table));
    columnsByTable.set(table, columns);
  }
  return columns;
}

/** A driver may hand JSON over as text (PGlite's raw types do): parsed here, once. */
function parsed(json: unknown): unknown {
  return typeof json === 'string' ? JSON.parse(json) : json;
}

/** One row of `table` from its `to_jsonb`: each column under its database name, mapped as drizzle maps it. */
export function rowFromJson<T extends Table>(table: T, json: unknown): InferSelectModel<T> {
  const record = parsed(json);
  if (typeof record !== 'object' || record === null || Array.isArray(record)) throw new Error(`a ${String(table)} row was expected as a JSON object`);
  const row: Record<string, unknown> = {};
  for (const [key, column] of columnsOf(table)) {
    const value = (record as Record<string, unknown>)[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}

/** The rows of `table` from a `jsonb_agg` of them; SQL's null (an aggregate over no rows) is none. */
export function rowsFromJson<T extends Table>(table: T, json: unknown): InferSelectModel<T>[] {
  const list = parsed(json);
  if (list === null || list === undefined) return [];
  if (!Array.isArray(list)) throw new Error(`${String(table)} rows were expected as a JSON array`);
  return list.map((item) => rowFromJson(table, item));
}
