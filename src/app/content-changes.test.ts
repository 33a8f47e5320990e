import { describe, expect, it } from 'vitest'
import { affectedDataKeys, readsAny } from './content-changes'

describe('the pages a change renders again', () => {
  it('are, for an article or event, the lists, its own page and the pages of the entries it is about', () => {
    const article = affectedDataKeys({ subject: 'article', scope: 'Kultūra', entries: ['communities:ekseteris'] })
    expect(readsAny(['articles'], article)).toBe(true)
    expect(readsAny(['article:kaledos'], article)).toBe(true)
    expect(readsAny(['entry-news:communities:ekseteris'], article)).toBe(true)
    expect(readsAny(['entry-news:communities:londonas'], article)).toBe(false)
    const event = affectedDataKeys({ subject: 'event', scope: 'Kultūra', entries: [] })
    expect(readsAny(['entry-news:communities:ekseteris'], event)).toBe(false)
    expect(readsAny(['event-summaries'], event)).toBe(true)
  })

  it('are every page of its directory for an entry', () => {
    const entry = affectedDataKeys({ subject: 'directory_entry', scope: 'schools' })
    expect(readsAny(['entry-news:schools:pasaka'], entry)).toBe(true)
    expect(readsAny(['directory:schools'], entry)).toBe(true)
    expect(readsAny(['directory:communities'], entry)).toBe(false)
  })
})
