/**
 * Test-only access to Node's file system and SQLite for the embedded content tests, typed here because those
 * tests are compiled without Node types (the code they test is bundled into the worker).
 */

export interface SqliteStatement {
  run(...params: Array<string | number | null>): unknown;
  all(...params: Array<string | number | null>): Record<string, unknown>[];
  get(...params: Array<string | number | null>): Record<string, unknown> | undefined;
}

export interface SqliteDatabase {
  exec(sql: string): void;
  prepare(sql: string): SqliteStatement;
  close(): void;
}

async function nodeModule<T>(name: string): Promise<T> {
  return (await import(/* @vite-ignore */ name)) as T;
}

/** Reads a text file relative to the repository root (the directory vitest runs in). */
export async function readRepoFile(path: string): Promise<string> {
  const fs = await nodeModule<{ readFileSync(path: string, encoding: 'utf8'): string }>('node:fs');
  return fs.readFileSync(path, 'utf8');
}

/** Reads a binary file relative to the repository root. */
export async function readRepoBytes(path: string): Promise<Uint8Array> {
  const fs = await nodeModule<{ readFileSync(path: string): Uint8Array }>('node:fs');
  return fs.readFileSync(path);
}

/** Lists a directory relative to the repository root. */
export async function listRepoDir(path: string): Promise<string[]> {
  const fs = await nodeModule<{ readdirSync(path: string): string[] }>('node:fs');
  return fs.readdirSync(path);
}

/** A fresh in-memory SQLite database (the engine D1 runs on). */
export async function memoryDatabase(): Promise<SqliteDatabase> {
  const sqlite = await nodeModule<{ DatabaseSync: new (path: string) => SqliteDatabase }>('node:sqlite');
  return new sqlite.DatabaseSync(':memory:');
}

/** The migrations that create the content tables, in their order. */
const CONTENT_MIGRATIONS = ['worker/embedded/migrations/0001_content.sql', 'worker/embedded/migrations/0003_content_event_rule.sql'];

/** The SQL of every migration of the content tables, to run in one `exec`. */
export async function contentMigrationSql(): Promise<string> {
  const files = await Promise.all(CONTENT_MIGRATIONS.map(readRepoFile));
  return files.join('\n');
}
