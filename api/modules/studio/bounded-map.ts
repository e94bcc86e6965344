/** A map that keeps its `max` most recently used entries (the oldest goes first). */
export class BoundedMap<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly max: number) {}

  /** The value, now the most recently used; undefined when not kept. */
  get(key: K): V | undefined {
    if (!this.entries.has(key)) return undefined;
    const value = this.entries.get(key) as V;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  /** Keeps the value (the oldest entry goes when over the bound) and answers it. */
  set(key: K, value: V): V {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value as K);
    return value;
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
