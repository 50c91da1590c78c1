import { describe, expect, it } from 'vitest';
import { insert, sqlLiteral, toSqlScript } from './sql-statement';

describe('SQL statements', () => {
  it('builds an insert with one placeholder per column and booleans as 0 or 1', () => {
    expect(insert('t', { a: 'x', b: 2, c: null, d: true, e: false })).toEqual({
      sql: 'INSERT INTO t (a, b, c, d, e) VALUES (?, ?, ?, ?, ?)',
      params: ['x', 2, null, 1, 0],
    });
  });

  it('quotes string literals by doubling inner quotes', () => {
    expect(sqlLiteral("O'Brien")).toBe("'O''Brien'");
    expect(sqlLiteral("'; DROP TABLE content_item; --")).toBe("'''; DROP TABLE content_item; --'");
    expect(sqlLiteral(null)).toBe('NULL');
    expect(sqlLiteral(2.5)).toBe('2.5');
  });

  it('refuses numbers SQL cannot hold', () => {
    expect(() => sqlLiteral(Number.NaN)).toThrow(RangeError);
    expect(() => sqlLiteral(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('inlines values into a script and leaves a question mark inside a value alone', () => {
    const script = toSqlScript([insert('t', { a: 'Why?', b: 1 }), { sql: 'DELETE FROM t', params: [] }]);
    expect(script).toBe("INSERT INTO t (a, b) VALUES ('Why?', 1);\nDELETE FROM t;");
  });

  it('refuses a statement whose values do not match its placeholders', () => {
    expect(() => toSqlScript([{ sql: 'INSERT INTO t (a) VALUES (?)', params: [1, 2] }])).toThrow(/mismatch/);
    expect(() => toSqlScript([{ sql: 'INSERT INTO t (a, b) VALUES (?, ?)', params: [1] }])).toThrow(/mismatch/);
  });
});
