// How a contract case makes an adapter's upstream misbehave. Each fake answers the modes in its
// own protocol (the back end's API error shape, Scrive's error documents, GraphQL errors).

/**
 * The time-out of an adapter under contract while its upstream answers as the real service does.
 * Here that upstream runs in the test's own isolate (the worker itself, or a fake) on a machine
 * that other test files load at the same time, so an answer can take longer than the production
 * time-out (10 s) with nothing wrong in the adapter; the time-out itself is the `impatient`
 * adapter's case. Below the worker tests' 30 s, so a slow answer still fails as itself.
 */
export const PATIENT_TIMEOUT_MS = 25_000;

/** What the upstream does with the next requests. */
export type UpstreamMode =
  /** Answers as the real service does. */
  | 'ok'
  /** Answers a 5xx in its own error format. */
  | 'failing'
  /** Answers 200 with a body that is not what the protocol promises. */
  | 'garbled'
  /** The connection fails: the fetch rejects. */
  | 'unreachable'
  /** Never answers (until the mode changes), so only the adapter's own time-out can end the call. */
  | 'stalled';

export interface UpstreamSwitch {
  readonly mode: UpstreamMode;
  set(mode: UpstreamMode): void;
  /** Settles when the mode leaves `stalled`; a stalled fake awaits it before answering anything. */
  released(): Promise<void>;
}

export function upstreamSwitch(): UpstreamSwitch {
  let mode: UpstreamMode = 'ok';
  let waiting: Array<() => void> = [];
  return {
    get mode() {
      return mode;
    },
    set(next) {
      mode = next;
      if (next === 'stalled') return;
      for (const release of waiting) release();
      waiting = [];
    },
    released: () => new Promise<void>((resolve) => waiting.push(resolve)),
  };
}

/** Runs `work` with the upstream in `mode`, and puts it back to `ok` whatever happens. */
export async function whileUpstream<T>(upstream: UpstreamSwitch, mode: UpstreamMode, work: () => Promise<T>): Promise<T> {
  upstream.set(mode);
  try {
    return await work();
  } finally {
    upstream.set('ok');
  }
}
