import { env } from 'cloudflare:workers';

/**
 * Rows of every business table in D1, for tests that check bad input stores nothing. Caches and
 * the seed bookkeeping may legitimately change; the business data may not.
 */
export async function storedRowCounts(): Promise<Record<string, number>> {
  const tables = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
  ).all<{ name: string }>();
  const counts: Record<string, number> = {};
  for (const { name } of tables.results) {
    if (/cache|seed|meta/i.test(name)) continue;
    // The day's count of each costly call counts every call the client's limit let through, valid
    // or not, as the rate limiter does (worker/ceilings/call-ceiling.ts): a count, not stored input.
    if (name === 'call_ceiling') continue;
    const row = await env.DB.prepare(`SELECT COUNT(*) AS n FROM "${name.replace(/"/g, '')}"`).first<{ n: number }>();
    counts[name] = row?.n ?? 0;
  }
  return counts;
}
