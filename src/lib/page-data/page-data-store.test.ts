import { describe, expect, it, vi } from 'vitest'
import { BROWSER_MAX_AGE_MS, PageDataStore } from './page-data-store'

const snapshot = { path: '/renginiai', revision: 7, values: { events: [{ title: 'Joninės' }] } }
const answering = (value: unknown) => vi.fn(async () => value)
const failing = () => vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')))
/** Lets the reads started so far settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('PageDataStore in the browser', () => {
  it('starts from the snapshot the page carries and reads nothing that is fresh', () => {
    const store = PageDataStore.forBrowser(snapshot, 1000)
    expect(store.revision).toBe(7)
    expect(store.entry('events')).toEqual({ value: snapshot.values.events, state: 'ready', at: 1000 })
    const load = answering([])
    store.hold('events', load, 1000 + BROWSER_MAX_AGE_MS)
    expect(load).not.toHaveBeenCalled()
    expect(store.snapshot('/renginiai')).toEqual(snapshot)
  })

  it('reads a key it lacks once, however many pages hold it, and tells its listeners', async () => {
    const store = PageDataStore.forBrowser(null)
    const listener = vi.fn()
    store.subscribe(listener)
    const load = answering([{ title: 'Dviratis' }])
    store.hold('classifieds', load)
    store.hold('classifieds', load)
    expect(load).toHaveBeenCalledTimes(1)
    await settle()
    expect(store.entry('classifieds')).toMatchObject({ value: [{ title: 'Dviratis' }], state: 'ready' })
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('keeps what it shows, and notifies nobody, when a read answers the same data', async () => {
    const store = PageDataStore.forBrowser(snapshot, 0)
    const shown = store.entry('events')!.value
    const listener = vi.fn()
    store.subscribe(listener)
    store.hold('events', answering([{ title: 'Joninės' }]), BROWSER_MAX_AGE_MS + 1)
    await settle()
    expect(store.entry('events')!.value).toBe(shown)
    expect(listener).not.toHaveBeenCalled()
  })

  it('keeps what it shows when a read fails; with nothing shown, the key is unavailable', async () => {
    const store = PageDataStore.forBrowser(snapshot, 0)
    store.hold('events', failing(), BROWSER_MAX_AGE_MS + 1)
    store.hold('chat-rooms', failing())
    await settle()
    expect(store.entry('events')).toMatchObject({ value: snapshot.values.events, state: 'ready' })
    expect(store.entry('chat-rooms')).toMatchObject({ value: undefined, state: 'unavailable' })
  })

  it('reads again, on a newer revision, only what mounted pages hold', async () => {
    const store = PageDataStore.forBrowser({ ...snapshot, values: { events: [], classifieds: [] } })
    const events = answering([{ title: 'Naujas renginys' }])
    const classifieds = answering([])
    store.hold('events', events)
    store.hold('classifieds', classifieds)()
    await store.refreshActive(7)
    expect(events).not.toHaveBeenCalled()
    await store.refreshActive(8)
    expect(store.revision).toBe(8)
    expect(events).toHaveBeenCalledTimes(1)
    expect(classifieds).not.toHaveBeenCalled()
    expect(store.entry('events')!.value).toEqual([{ title: 'Naujas renginys' }])
    // What no page held is read when a page needs it again.
    store.hold('classifieds', classifieds)
    expect(classifieds).toHaveBeenCalledTimes(1)
  })
})

describe('PageDataStore on the server', () => {
  it('records a failed read instead of throwing, reads each key once, and snapshots what it read', async () => {
    const store = PageDataStore.forServer(3)
    const error = new Error('event_listings: HTTP 500')
    const load = vi.fn(async () => Promise.reject(error))
    await expect(store.readForServer('events', load)).resolves.toBeUndefined()
    await store.readForServer('events', load)
    expect(load).toHaveBeenCalledTimes(1)
    expect(store.failures).toEqual([{ key: 'events', error }])
    await store.readForServer('classifieds', answering([{ title: 'Dviratis' }]))
    expect(store.snapshot('/skelbimai')).toEqual({ path: '/skelbimai', revision: 3, values: { classifieds: [{ title: 'Dviratis' }] } })
  })
})
