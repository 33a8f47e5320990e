import { describe, expect, it } from 'vitest'
import { communities } from '@/testing/fixtures/communities'
import { schools } from '@/testing/fixtures/schools'
import { runSearch } from './run-search'
import { fixtureCatalogue } from '@/testing/fixtures/directory'
import { buildSearchIndex } from './search-index'

const hrefs = (index: ReturnType<typeof buildSearchIndex>) => index.map((entry) => entry.href)

describe('buildSearchIndex', () => {
  it('finds every community of the directory once', () => {
    const index = hrefs(buildSearchIndex(fixtureCatalogue))
    for (const community of communities) {
      expect(index.filter((href) => href === `/bendruomene/${community.id}`)).toHaveLength(1)
    }
  })

  it('finds an entry published after the build, typed without diacritics', () => {
    const school = { ...schools[0]!, id: 'naujoji-mokykla-zilvitis', name: 'Naujoji mokykla „Žilvitis“' }
    const index = buildSearchIndex({ ...fixtureCatalogue, schools: [...fixtureCatalogue.schools, school] })
    expect(runSearch(index, 'zilvitis')).toEqual([expect.objectContaining({ title: 'Naujoji mokykla „Žilvitis“', href: '/mokykla/naujoji-mokykla-zilvitis' })])
  })

  it('no longer finds a community or school that is not published', () => {
    const index = buildSearchIndex({
      ...fixtureCatalogue,
      communities: fixtureCatalogue.communities.filter((c) => c.id !== 'glazgo-lietuviu-bendruomene'),
      schools: fixtureCatalogue.schools.filter((s) => s.id !== 'kardifo-lituanistine-mokykla-kregzdute'),
    })
    expect(hrefs(index)).not.toContain('/bendruomene/glazgo-lietuviu-bendruomene')
    expect(runSearch(index, 'kregzdute')).toEqual([])
  })
})
