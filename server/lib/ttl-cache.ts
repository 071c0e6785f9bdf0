/**
 * A small in-process cache with a time to live and a size bound (oldest entries go first).
 *
 * With `refreshAheadMs`, getOrLoad reloads a key in the background when a hit has less than that
 * left to live, and keeps answering with the value it has meanwhile: a key read all the time is
 * then reloaded before it expires, so nobody waits for its reload behind a busy database (a
 * classroom's requests all did, every time the system configuration or a session expired). No
 * value is ever served past its own time to live, so what the time to live promises holds.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: V; expires: number }>();
  /** Loads under way: a crowd missing the same key at once shares one load. */
  private readonly loading = new Map<K, Promise<V>>();
  /** Bumped by every removal, so a load that started before it is not stored after. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    private readonly clock: () => number = Date.now,
    private readonly refreshAheadMs = 0,
  ) {}

  get(key: K): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expires <= this.clock()) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, expires: this.clock() + this.ttlMs });
  }

  /**
   * Returns the cached value or loads, stores and returns it; concurrent misses share one load. A
   * hit close to its end starts a background reload (see refreshAheadMs) and is answered at once.
   */
  async getOrLoad(key: K, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    const now = this.clock();
    if (hit && hit.expires > now) {
      if (hit.expires - now <= this.refreshAheadMs && !this.loading.has(key)) {
        // A failed refresh changes nothing: the value stays until it expires, and a miss then
        // loads (and reports) again.
        this.startLoad(key, load).catch(() => undefined);
      }
      return hit.value;
    }
    return this.loading.get(key) ?? this.startLoad(key, load);
  }

  private startLoad(key: K, load: () => Promise<V>): Promise<V> {
    const generation = this.generation;
    const loaded = load().then(
      (value) => {
        if (this.loading.get(key) === loaded) this.loading.delete(key);
        if (generation === this.generation) this.set(key, value);
        return value;
      },
      (error: unknown) => {
        if (this.loading.get(key) === loaded) this.loading.delete(key);
        throw error;
      },
    );
    this.loading.set(key, loaded);
    return loaded;
  }

  delete(key: K): void {
    this.entries.delete(key);
    this.loading.delete(key);
    this.generation += 1;
  }

  deleteWhere(predicate: (value: V, key: K) => boolean): void {
    for (const [key, entry] of this.entries) if (predicate(entry.value, key)) this.entries.delete(key);
    // A load under way may hold what was just forgotten (a revoked session): it is not kept.
    this.loading.clear();
    this.generation += 1;
  }

  clear(): void {
    this.entries.clear();
    this.loading.clear();
    this.generation += 1;
  }
}
