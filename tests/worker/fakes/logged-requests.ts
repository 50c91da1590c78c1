import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { Document, createPageRenderer } from '../../../web/entry-server';
import { createApp } from '../../../worker/app';
import { buildInfo } from '../../../worker/build-info';
import { parseConfig } from '../../../worker/config';
import { PageCache } from '../../../worker/page-cache';
import type { RequestLogRecord } from '../../../worker/request-log';

/**
 * What the worker writes to the console while a test runs, and requests that each return the one
 * request line they wrote (worker/request-log.ts). It spies on `console.log` (the request
 * lines); `alsoWarningsAndErrors` on `console.warn` and `console.error` too, for a test that checks
 * everything written. `restore` ends the spies.
 */
export function capturedLog() {
  const written: string[] = [];
  const record = (...args: unknown[]) => {
    written.push(args.map(String).join(' '));
  };
  const spies = [vi.spyOn(console, 'log').mockImplementation(record)];

  function requestLines(): RequestLogRecord[] {
    return written
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line): line is RequestLogRecord & Record<string, unknown> => line.event === 'request');
  }

  return {
    written,
    requestLines,
    alsoWarningsAndErrors() {
      spies.push(vi.spyOn(console, 'warn').mockImplementation(record), vi.spyOn(console, 'error').mockImplementation(record));
    },
    restore() {
      for (const spy of spies.splice(0)) spy.mockRestore();
    },
    /** Runs one request and returns its response (body read) and the one line it wrote. */
    async logged(app: ReturnType<typeof createApp>, path: string, init: RequestInit = {}) {
      const before = requestLines().length;
      const response = await app.fetch(new Request(`https://site.example${path}`, { redirect: 'manual', ...init }), env);
      const body = await response.text();
      const lines = requestLines().slice(before);
      expect(lines, `${path}: one line per request`).toHaveLength(1);
      return { response, body, line: lines[0]! };
    },
  };
}

/** What `capturedLog` gives a test: the lines written, the request lines, and requests that return theirs. */
export type CapturedLog = ReturnType<typeof capturedLog>;

/**
 * The log captured around each test of the calling file: a `capturedLog` made before each test and
 * restored after it. `log()` is the running test's capture; `logged` runs one request through it
 * (`CapturedLog['logged']`). Call at the top level of a test file.
 */
export function logCapturedPerTest(): { log: () => CapturedLog; logged: CapturedLog['logged'] } {
  let current: CapturedLog | undefined;
  beforeEach(() => {
    current = capturedLog();
  });
  afterEach(() => {
    current?.restore();
    current = undefined;
  });
  const log = () => {
    if (!current) throw new Error('logCapturedPerTest: the log is captured only while a test runs');
    return current;
  };
  return { log, logged: (...args) => log().logged(...args) };
}

/** The worker with every service embedded and a page cache of its own on `clock`. */
export function embeddedAppAt(clock: { now: number }, config: Record<string, string> = {}) {
  return createApp({
    config: parseConfig(config),
    renderer: { ...createPageRenderer(), Document },
    build: buildInfo,
    pageCache: new PageCache(() => clock.now),
  });
}
