import { isSameData } from '@/lib/same-data'
import type { PageDataSnapshot } from './page-data-script'

export type Loader<T> = (signal: AbortSignal) => Promise<T>
/** `ready`: the data is here; `loading`: it is being read; `unavailable`: the read failed. */
export type RouteDataState = 'ready' | 'loading' | 'unavailable'
export type RouteDataEntry = { value: unknown; state: 'ready' | 'unavailable'; at: number }

/** Data read in the browser is read again on a later visit once it is this old. */
export const BROWSER_MAX_AGE_MS = 60_000

/**
 * The data of the pages a visitor has open, by key ('directory:schools', 'events'…). On the
 * server it collects what one render reads; in the browser it starts from the data the
 * prerendered page carries, so hydration reads nothing again, and reads only what a page
 * reached by navigation lacks.
 */
export class PageDataStore {
  private readonly entries = new Map<string, RouteDataEntry>()
  private readonly listeners = new Set<() => void>()
  private readonly inFlight = new Map<string, Promise<void>>()
  private readonly active = new Map<string, { load: Loader<unknown>; count: number }>()
  /** Server renders: what is being read, and the reads that failed (the render then fails too). */
  private readonly serverReads = new Map<string, Promise<void>>()
  readonly failures: { key: string; error: unknown }[] = []
  /** The HTTP status the rendered page asks for (a missing item answers 404). */
  status = 200

  setStatus(status: number) {
    this.status = status
  }

  private constructor(
    readonly isServer: boolean,
    /** The newest change-log id the data reflects. */
    public revision: number,
  ) {}

  static forServer(revision: number): PageDataStore {
    return new PageDataStore(true, revision)
  }

  static forBrowser(snapshot: PageDataSnapshot | null, now = Date.now()): PageDataStore {
    const store = new PageDataStore(false, snapshot?.revision ?? 0)
    for (const [key, value] of Object.entries(snapshot?.values ?? {})) store.entries.set(key, { value, state: 'ready', at: now })
    return store
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
    }
  }

  entry(key: string): RouteDataEntry | undefined {
    return this.entries.get(key)
  }

  /** What a page was rendered from, for its HTML. */
  snapshot(path: string): PageDataSnapshot {
    const values: Record<string, unknown> = {}
    for (const [key, entry] of this.entries) if (entry.state === 'ready') values[key] = entry.value
    return { path, revision: this.revision, values }
  }

  /** Server: a promise that settles once `key` is read (a failure is recorded, not thrown). */
  readForServer(key: string, load: Loader<unknown>): Promise<void> {
    let read = this.serverReads.get(key)
    if (!read) {
      read = load(new AbortController().signal).then(
        (value) => void this.entries.set(key, { value, state: 'ready', at: Date.now() }),
        (error: unknown) => void this.failures.push({ key, error }),
      )
      this.serverReads.set(key, read)
    }
    return read
  }

  /** Browser: a mounted page needs `key`; read it unless it is here and fresh. Returns the release. */
  hold(key: string, load: Loader<unknown>, now = Date.now()): () => void {
    const held = this.active.get(key)
    this.active.set(key, { load, count: (held?.count ?? 0) + 1 })
    const entry = this.entries.get(key)
    if (!entry || entry.state === 'unavailable' || now - entry.at > BROWSER_MAX_AGE_MS) void this.read(key, load)
    return () => {
      const current = this.active.get(key)
      if (!current) return
      if (current.count <= 1) this.active.delete(key)
      else current.count -= 1
    }
  }

  /** Browser: the data changed after the page was rendered; read again what mounted pages show. */
  refreshActive(revision: number): Promise<void> {
    if (revision <= this.revision) return Promise.resolve()
    this.revision = revision
    for (const [key, entry] of this.entries) if (!this.active.has(key)) this.entries.set(key, { ...entry, at: 0 })
    return Promise.all([...this.active].map(([key, { load }]) => this.read(key, load))).then(() => {})
  }

  private read(key: string, load: Loader<unknown>): Promise<void> {
    let read = this.inFlight.get(key)
    if (read) return read
    read = load(new AbortController().signal)
      .then(
        (value) => {
          const previous = this.entries.get(key)
          // Equal data keeps its identity: nothing renders again, nothing shifts.
          const same = previous?.state === 'ready' && isSameData(previous.value, value)
          this.entries.set(key, { value: same ? previous.value : value, state: 'ready', at: Date.now() })
          if (!same) this.notify()
        },
        () => {
          const previous = this.entries.get(key)
          // A failed read keeps what is shown; with nothing shown, the page says it could not load.
          if (previous?.state === 'ready') return
          this.entries.set(key, { value: undefined, state: 'unavailable', at: Date.now() })
          this.notify()
        },
      )
      .finally(() => this.inFlight.delete(key))
    this.inFlight.set(key, read)
    return read
  }

  private notify() {
    for (const listener of this.listeners) listener()
  }
}
