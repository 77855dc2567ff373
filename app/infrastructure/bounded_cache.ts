/*
| The one shape of a process-wide cache (docs/decisions/data-path.md): a Map with a fixed
| capacity, whose size, hits and misses every scrape of /metrics reports (app/infrastructure/metrics.ts).
| Keys come from requests (headers, stored texts, SQL texts), so nothing may grow without bound.
|
| Two ways to make room, chosen per cache:
| - `clear` (the default) empties it when full: a hit costs one Map lookup, and a cache whose
|   working set fits refills at once. For the hot caches read on every request.
| - `lru` drops the entry used least recently: a hit also moves its entry to the end (a delete
|   and a set). For a cache whose entries are dear to rebuild (a compressed page).
*/
export type Eviction = 'clear' | 'lru'

export class BoundedCache<Key, Value> {
  readonly name: string
  readonly capacity: number
  readonly eviction: Eviction
  hits = 0
  misses = 0
  #entries = new Map<Key, Value>()

  constructor(name: string, capacity: number, eviction: Eviction = 'clear') {
    this.name = name
    this.capacity = capacity
    this.eviction = eviction
    caches.add(this)
  }

  get size() {
    return this.#entries.size
  }

  get(key: Key): Value | undefined {
    const value = this.#entries.get(key)
    if (value === undefined) {
      this.misses++
      return undefined
    }
    this.hits++
    if (this.eviction === 'lru') {
      this.#entries.delete(key)
      this.#entries.set(key, value)
    }
    return value
  }

  set(key: Key, value: Value) {
    const entries = this.#entries
    if (entries.has(key)) entries.delete(key)
    else if (entries.size >= this.capacity) {
      if (this.eviction === 'lru') entries.delete(entries.keys().next().value!)
      else entries.clear()
    }
    entries.set(key, value)
    return this
  }

  /* The kept value, or `make`'s (kept) when there is none. */
  getOrSet(key: Key, make: () => Value): Value {
    let value = this.get(key)
    if (value === undefined) {
      value = make()
      this.set(key, value)
    }
    return value
  }

  delete(key: Key) {
    return this.#entries.delete(key)
  }

  clear() {
    this.#entries.clear()
  }
}

/* Every cache made, for /metrics. */
export const caches = new Set<BoundedCache<unknown, unknown>>()
