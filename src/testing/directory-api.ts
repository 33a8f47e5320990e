import { vi } from 'vitest'
import type { PublicEntry } from '@/features/directory/entry'

/** The data API in component tests: every directory request gets these published entries. */
export function answerDirectoryWith(entries: PublicEntry[]) {
  const fetch = vi.fn(async () => Response.json(entries))
  vi.stubGlobal('fetch', fetch)
  return fetch
}
