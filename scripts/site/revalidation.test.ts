import { afterEach, describe, expect, it, vi } from 'vitest'
import { createRevalidator } from './revalidation.mjs'

type Site = Parameters<typeof createRevalidator>[0]

/** A site whose change log fails `outage` times in a row, then answers with nothing new. */
function siteWithOutage(outage: number) {
  let calls = 0
  const log = { error: vi.fn(), log: vi.fn() }
  const entry = {
    readContentChanges: async () => {
      calls += 1
      if (calls <= outage) throw new Error('fetch failed')
      return []
    },
  } as unknown as Site['entry']
  const store = { revision: 0, paths: () => [] } as unknown as Site['store']
  const revalidator = createRevalidator({ entry, store, renderPath: async () => undefined, refreshSitemap: async () => [], log })
  return { revalidator, log }
}

describe('refreshing pages while the database is out of reach', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('logs the first failure and the recovery, not every try in between', async () => {
    vi.useFakeTimers()
    const { revalidator, log } = siteWithOutage(5)
    const stop = revalidator.start({ pollMs: 100, tickMs: 1_000_000 })
    await vi.advanceTimersByTimeAsync(1_000)
    stop()
    expect(log.error).toHaveBeenCalledTimes(1)
    expect(log.error).toHaveBeenCalledWith('Refreshing pages failed (retrying quietly until it works):', 'fetch failed')
    expect(log.log).toHaveBeenCalledTimes(1)
    expect(log.log).toHaveBeenCalledWith('Refreshing pages works again, after 5 failed tries.')
  })

  it('names a single failed try as one', async () => {
    vi.useFakeTimers()
    const { revalidator, log } = siteWithOutage(1)
    const stop = revalidator.start({ pollMs: 100, tickMs: 1_000_000 })
    await vi.advanceTimersByTimeAsync(500)
    stop()
    expect(log.error).toHaveBeenCalledTimes(1)
    expect(log.log).toHaveBeenCalledWith('Refreshing pages works again, after 1 failed try.')
  })
})
