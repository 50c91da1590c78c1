import { env } from 'cloudflare:workers';
import { describe, expect, test } from 'vitest';
import { embeddedGraphqlFetch } from '../../worker/embedded/content/service/embedded-graphql';
import { ensureContentSeeded } from '../../worker/embedded/content/service/ensure-content-seeded';

// What a page's content operation costs D1 must not grow with the catalogue: each statement reads
// its rows through an index (no scan of an item table, no sort of every article), the list of
// articles reads only the rows it returns, and an operation takes a fixed number of round trips.
// The plans are SQLite's own (EXPLAIN QUERY PLAN) for the very statements the service ran.

const NOW = Date.UTC(2031, 0, 10, 12);

interface Statement {
  sql: string;
  params: unknown[];
}

/** A D1 binding that records every statement prepared on it and the values bound to it. */
function recording(db: D1Database, log: Statement[]): D1Database {
  return new Proxy(db, {
    get(target, property) {
      if (property === 'prepare') {
        return (sql: string) => {
          const entry: Statement = { sql, params: [] };
          log.push(entry);
          const statement = target.prepare(sql);
          const bind = statement.bind.bind(statement);
          statement.bind = (...params: unknown[]) => {
            entry.params = params;
            return bind(...params);
          };
          return statement;
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Runs one GraphQL query against the embedded service and returns its data with the statements it ran. */
async function run(query: string, variables: Record<string, unknown>, staff = false) {
  const log: Statement[] = [];
  const db = recording(env.DB, log);
  await ensureContentSeeded(db, NOW);
  log.length = 0;
  const fetcher = embeddedGraphqlFetch({ db, isStaffToken: async () => staff, now: () => NOW });
  const response = await fetcher('https://content.embedded.invalid/graphql', {
    method: 'POST',
    body: JSON.stringify({ query, variables }),
    headers: { 'content-type': 'application/json', ...(staff ? { authorization: 'Bearer staff' } : {}) },
  });
  const body = (await response.json()) as { data: Record<string, unknown>; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return { data: body.data, statements: [...log] };
}

/** SQLite's plan of a recorded statement, one line per step. */
async function planOf({ sql, params }: Statement): Promise<string[]> {
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return results.map((row) => row.detail);
}

/** Every statement reads content_item and content_event through an index and sorts nothing itself. */
async function expectIndexedReads(statements: Statement[]) {
  for (const statement of statements) {
    const plan = await planOf(statement);
    expect(
      plan.filter((step) => /^SCAN (content_item|content_event|a|b)\b/.test(step) || /TEMP B-TREE/.test(step)),
      statement.sql,
    ).toEqual([]);
  }
}

describe('the content operations of a page read D1 through indexes, a fixed number of statements each', () => {
  test('a course by its slug: one statement finds it with its translation through the slug index, one reads its events', async () => {
    const { data, statements } = await run(
      'query C($slug: String!) { course(slug: $slug, language: sv) { id slug translation { slug } events { id } } }',
      { slug: 'ledarskap-for-nya-chefer' },
    );
    expect(data['course']).toMatchObject({ slug: 'ledarskap-for-nya-chefer', translation: { slug: expect.any(String) } });
    expect(statements).toHaveLength(2);
    expect((await planOf(statements[0] as Statement)).join('\n')).toContain('content_item_by_slug');
    await expectIndexedReads(statements);
  });

  test('an article by its slug is one statement, its translation joined, through the slug index', async () => {
    const { data, statements } = await run(
      'query I($slug: String!) { inspiration(slug: $slug, language: sv) { id slug translation { slug } } }',
      {
        slug: 'sa-haller-du-projektet-pa-ratt-spar',
      },
    );
    expect(data['inspiration']).toMatchObject({ slug: 'sa-haller-du-projektet-pa-ratt-spar', translation: { slug: expect.any(String) } });
    expect(statements).toHaveLength(1);
    expect((await planOf(statements[0] as Statement)).join('\n')).toContain('content_item_by_slug');
    await expectIndexedReads(statements);
  });

  test('the home page is two statements: the page with its translation, then its child pages', async () => {
    const { data, statements } = await run('query H { home(language: sv) { id translation { slug } } }', {});
    expect(data['home']).toMatchObject({ translation: { slug: expect.any(String) } });
    expect(statements).toHaveLength(2);
    await expectIndexedReads(statements);
  });

  for (const staff of [false, true]) {
    test(`the newest articles (${staff ? 'staff' : 'visitor'}): one statement in the order of the publication date index, reading fewer rows than there are articles`, async () => {
      const { data, statements } = await run(
        'query L { inspirations(language: sv, first: 2) { id published publishedDate translation { slug } } }',
        {},
        staff,
      );
      const articles = data['inspirations'] as { published: boolean; publishedDate: string; translation: { slug: string } | null }[];
      expect(articles).toHaveLength(2);
      const dates = articles.map((article) => article.publishedDate);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(articles.every((article) => staff || article.published)).toBe(true);
      expect(articles.every((article) => article.translation !== null)).toBe(true);
      expect(statements).toHaveLength(1);
      const statement = statements[0] as Statement;
      expect((await planOf(statement)).join('\n')).toContain('content_item_by_published_date');
      await expectIndexedReads(statements);
      // The index stops after the two asked for (each with its translation) instead of reading
      // every article of the language to sort them.
      const { meta } = await env.DB.prepare(statement.sql)
        .bind(...statement.params)
        .all();
      const all = await env.DB.prepare(`SELECT COUNT(*) AS n FROM content_item WHERE type = 'inspiration' AND language = 'sv'`).first<{
        n: number;
      }>();
      expect(meta.rows_read).toBeLessThan(all?.n ?? 0);
    });
  }
});
