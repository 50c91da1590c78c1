// Runs one port's list of cases against each of its adapters, so the adapters can never drift
// apart unnoticed. A case may need an upstream (a service outside the worker that can fail or
// stall): it runs against the adapters that have one. A case an adapter does not keep today is
// marked with the reason, and runs there as an expected failure: once the adapter is fixed the
// run says so, and the mark must go.
import { beforeAll, describe, expect, test } from 'vitest';
import { ApiErrorSchema } from '../../shared/errors/api-error';
import type { BackendResult } from '../../worker/ports/backend';

/** The adapter names of every port: the default inside the worker, and the one for the real service. */
export type AdapterName = 'embedded' | 'remote';

export interface ContractCase<Harness> {
  name: string;
  /** Only for adapters that talk to an upstream: the embedded ones run inside the worker and have none to fail. */
  needsUpstream?: true;
  run(harness: Harness): Promise<void>;
}

export interface ContractAdapter<Harness> {
  /** Whether the adapter talks to an upstream (see `needsUpstream`). */
  hasUpstream: boolean;
  /** Builds the adapter (with its fake upstream, if any) once for the whole list. */
  setUp(): Promise<Harness>;
}

/**
 * Registers `cases` once per adapter, under `the {adapter} {port} adapter`. A store the worker
 * keeps for itself (the order credentials) has only its embedded adapter.
 */
export function runContract<Harness>(
  port: string,
  adapters: Partial<Record<AdapterName, ContractAdapter<Harness>>>,
  cases: readonly ContractCase<Harness>[],
  setUpTimeoutMs = 60_000,
): void {
  for (const [name, adapter] of Object.entries(adapters) as [AdapterName, ContractAdapter<Harness> | undefined][]) {
    if (!adapter) continue;
    describe(`the ${name} ${port} adapter`, () => {
      let harness: Harness;
      beforeAll(async () => {
        harness = await adapter.setUp();
      }, setUpTimeoutMs);
      for (const contractCase of cases) {
        if (contractCase.needsUpstream && !adapter.hasUpstream) continue;
        test(contractCase.name, () => contractCase.run(harness));
      }
    });
  }
}

/** The value of a good result; fails the case with the error otherwise. */
export function answerOf<T>(result: BackendResult<T>): T {
  if (!result.ok) throw new Error(`expected an answer, got ${JSON.stringify(result.error)}`);
  return result.value;
}

/** Checks a refusal: the API error shape, with this status and status message. */
export function expectRefusal(result: BackendResult<unknown>, statusCode: number, statusMessage: string) {
  if (result.ok) throw new Error(`expected ${statusCode} ${statusMessage}, got the answer ${JSON.stringify(result.value)}`);
  const error = ApiErrorSchema.parse(result.error);
  expect({ statusCode: error.statusCode, statusMessage: error.statusMessage }).toEqual({ statusCode, statusMessage });
  return error;
}
