import { MemoryCache } from '../../memory-cache';
import type { CommittableEvent } from './catalogue-store';

/**
 * How long an isolate reuses an event it read for the open check. Pages that show seats are
 * cached for a minute anyway (the remote back end's answers too), so a few seconds more cost
 * nothing a visitor sees; a booking this isolate stores forgets them at once.
 */
export const RECENT_EVENT_MS = 5_000;

/**
 * The events the open check read lately, per isolate: every uncached course or programme page
 * asks for its events' seats, and without this each render waited for a D1 query. Only the open
 * check reads through it; pricing and commits always read the database.
 */
export class RecentEvents {
  private readonly memory: MemoryCache<CommittableEvent>;
  /** Bumped by `forget`, so a read that began before a booking does not store what it read. */
  private generation = 0;

  constructor(
    private readonly keepMs = RECENT_EVENT_MS,
    maxEntries = 500,
    private readonly clock: () => number = Date.now,
  ) {
    this.memory = new MemoryCache(maxEntries);
  }

  /** The events with these ids: those read in the last `keepMs` from memory, the rest from `load`. */
  async read(ids: readonly number[], load: (ids: readonly number[]) => Promise<CommittableEvent[]>): Promise<CommittableEvent[]> {
    const startedAt = this.clock();
    const kept: CommittableEvent[] = [];
    const missing: number[] = [];
    for (const id of ids) {
      const entry = this.memory.get(String(id));
      if (entry && startedAt - entry.storedAt < this.keepMs) kept.push(entry.value);
      else missing.push(id);
    }
    if (missing.length === 0) return kept;
    const generation = this.generation;
    const loaded = await load(missing);
    if (generation === this.generation) {
      for (const event of loaded) this.memory.set(String(event.id), { storedAt: startedAt, value: event });
    }
    return [...kept, ...loaded];
  }

  /** Drops every kept event: an order was stored, so seats changed. */
  forget(): void {
    this.generation += 1;
    this.memory.clear();
  }
}

/** The events of this isolate, shared by every request it serves. */
export const isolateRecentEvents = new RecentEvents();
