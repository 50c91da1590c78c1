import schemaSql from './schema.sql';

/** The statements of `schema.sql`, comments removed; none of them contains a `;` inside a value. */
export function schemaStatements(sql: string = schemaSql): string[] {
  return sql
    .split('\n')
    .filter((line) => !line.trim().startsWith('--'))
    .join('\n')
    .split(/;\s*(?:\n|$)/)
    .map((statement) => statement.trim())
    .filter((statement) => statement.length > 0);
}

// One promise per database binding and isolate: the first request creates the tables, the others wait.
const ready = new WeakMap<D1Database, Promise<void>>();

/**
 * Creates the booking tables and demo coupons if they are missing, once per isolate, so that
 * `wrangler dev` and tests need no manual migration step. A failure is not remembered: the next
 * request tries again.
 */
export function ensureBookingSchema(db: D1Database): Promise<void> {
  let promise = ready.get(db);
  if (!promise) {
    promise = db.batch(schemaStatements().map((statement) => db.prepare(statement))).then(() => undefined);
    promise.catch(() => ready.delete(db));
    ready.set(db, promise);
  }
  return promise;
}
