export interface MemoryEntry<Value> {
  storedAt: number;
  value: Value;
}

/**
 * A bounded per-isolate map of answers with the time each was stored: a hit costs no I/O. The
 * caller decides how old an entry may be; the bound keeps made-up keys (endless unknown slugs)
 * from filling the isolate's memory.
 */
export class MemoryCache<Value = unknown> {
  private readonly entries = new Map<string, MemoryEntry<Value>>();
  constructor(private readonly maxEntries = 500) {}

  get(key: string): MemoryEntry<Value> | undefined {
    return this.entries.get(key);
  }

  set(key: string, entry: MemoryEntry<Value>): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    // Map keeps insertion order, so the first key is the least recently stored.
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}
