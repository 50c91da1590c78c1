/** A value bound to a `?` placeholder (D1 and SQLite accept these). */
export type SqlValue = string | number | null;

/** One statement with its bound values, ready for `db.prepare(sql).bind(...params)`. */
export interface SqlStatement {
  sql: string;
  params: SqlValue[];
}

/** An INSERT of one row; column names come from code, never from data. */
export function insert(table: string, row: Readonly<Record<string, SqlValue | boolean>>): SqlStatement {
  const columns = Object.keys(row);
  const params = Object.values(row).map((value) => (typeof value === 'boolean' ? (value ? 1 : 0) : value));
  return {
    sql: `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
    params,
  };
}

/** A value written as an SQL literal: strings quoted with inner quotes doubled. */
export function sqlLiteral(value: SqlValue): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Not an SQL number: ${value}`);
    return String(value);
  }
  return `'${value.replace(/'/g, "''")}'`;
}

/**
 * The statements as one SQL script with the values inlined, for `wrangler d1 execute --file`.
 * Placeholders are replaced in order; statements have no '?' in their SQL text other than
 * placeholders, because values never appear in it.
 */
export function toSqlScript(statements: readonly SqlStatement[]): string {
  return statements
    .map((statement) => {
      let index = 0;
      const sql = statement.sql.replace(/\?/g, () => sqlLiteral(statement.params[index++] ?? null));
      if (index !== statement.params.length) throw new Error(`Placeholder count mismatch in: ${statement.sql}`);
      return `${sql};`;
    })
    .join('\n');
}
