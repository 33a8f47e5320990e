import { afterEach, describe, expect, it } from 'vitest'
import { setLocaleSource } from '@/lib/i18n/locale'
import { mediaCountLine, mediaList } from './media-list'

describe('the media list on an English page', () => {
  afterEach(() => setLocaleSource(() => 'lt'))

  it('counts, names the categories and finds them in English, keeping the Lithuanian values in the address', () => {
    expect(mediaCountLine(1)).toBe('Rasta 1 žiniasklaidos priemonė')
    expect(mediaCountLine(12)).toBe('Rasta 12 žiniasklaidos priemonių')
    setLocaleSource(() => 'en')
    expect(mediaCountLine(1)).toBe('Found 1 media outlet')
    expect(mediaCountLine(7)).toBe('Found 7 media outlets')
    const [category] = mediaList().filters
    expect(category?.label).toBe('Category')
    expect(category?.choices).toEqual([
      { value: 'Portalai', label: 'News portals' },
      { value: 'Žurnalai', label: 'Magazines' },
      { value: 'Radijo stotys', label: 'Radio stations' },
    ])
    expect(mediaList().search.labels?.category).toMatchObject({ Žurnalai: 'Magazines' })
  })
})
