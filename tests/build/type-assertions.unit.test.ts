import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from '@swc/core';
import { describe, expect, test } from 'vitest';

// A cast (`value as Type`, `<Type>value`) tells the compiler to trust a type nobody checked; the
// project types outside input through zod, narrows with type guards, `in` and `instanceof`, and
// passes types through generics instead (issue 51). The site's own code keeps at most
// MAX_TYPE_ASSERTIONS of them. Counted, as the earlier rounds counted: `as` and angle-bracket
// assertions in the non-test .ts and .tsx files of shared/, web/ and worker/; `as const` (which
// only narrows a literal) and non-null assertions (`!`) are not casts. Test files, the test
// helpers of web/testing/ and the generated worker/env.d.ts are left out.
const MAX_TYPE_ASSERTIONS = 40;

const ROOTS = ['shared', 'web', 'worker'];

function isLeftOut(file: string): boolean {
  const name = file.split(path.sep).join('/');
  return /\.test\.tsx?$/.test(name) || name.startsWith('web/testing/') || name === 'worker/env.d.ts' || name.endsWith('.d.ts');
}

/** The source files of the site's own code, tests left out. */
function sourceFiles(): string[] {
  return ROOTS.flatMap((root) => readdirSync(root, { recursive: true, encoding: 'utf8' }).map((file) => path.join(root, file)))
    .filter((file) => /\.tsx?$/.test(file) && !isLeftOut(file))
    .sort();
}

/** The syntax nodes swc gives a cast: `x as T` and `<T>x` (an `as const` is a node of its own). */
const CAST_NODES = new Set(['TsAsExpression', 'TsTypeAssertion']);

/** Line numbers (from 1) of the casts in a module's source. */
function castLines(source: string, tsx: boolean): number[] {
  const module = parseSync(source, { syntax: 'typescript', tsx, target: 'es2022' });
  // swc's spans count from a base shared by every parse of the process; the module's own span starts the source.
  const base = module.span.start;
  const offsets: number[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    if ('type' in node && typeof node.type === 'string' && CAST_NODES.has(node.type) && 'span' in node) {
      const span = node.span;
      if (typeof span === 'object' && span !== null && 'start' in span && typeof span.start === 'number') offsets.push(span.start - base);
    }
    for (const [key, value] of Object.entries(node)) if (key !== 'span') visit(value);
  };
  visit(module.body);
  // Spans count UTF-8 bytes.
  const bytes = Buffer.from(source);
  return offsets.map((offset) => bytes.subarray(0, offset).toString('utf8').split('\n').length);
}

describe('casts in the site code', () => {
  test(`at most ${MAX_TYPE_ASSERTIONS} casts outside tests`, () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(300);
    const casts = files.flatMap((file) => castLines(readFileSync(file, 'utf8'), file.endsWith('.tsx')).map((line) => `${file}:${line}`));
    console.log(`[casts] ${casts.length} casts outside tests (at most ${MAX_TYPE_ASSERTIONS}):\n  ${casts.join('\n  ')}`);
    expect(casts.length, casts.join('\n')).toBeLessThanOrEqual(MAX_TYPE_ASSERTIONS);
  });

  test('the count sees a cast and passes over as const and non-null assertions', () => {
    const source = 'const a = b as string;\nconst c = [1] as const;\nconst d = e!;\nconst f = <number>g;\nconst h = i as unknown as J;\n';
    expect(castLines(source, false)).toEqual([1, 4, 5, 5]);
  });
});
