import { describe, expect, it } from 'vitest'
import { collectives } from './collectives'
import { communities } from './communities'
import { events } from './events'
import { mediaOutlets } from './media-outlets'
import { organizations } from './organizations'
import { schools } from './schools'
import { sportsClubs } from './sports'
import { studentSocieties } from './student-societies'
import { slugify } from '@/lib/slug'
import { findSchool } from '@/features/schools/find-school'
import { findSportsClub } from '@/features/sports/find-sports-club'

// What a typo would break: duplicates, contact details that could reach real people, dead links.
const DRAMA_PHONES = [/^020 7946 0\d{3}$/, /^0161 496 0\d{3}$/, /^0131 496 0\d{3}$/, /^07700 900\d{3}$/]
const EMAIL = /^[a-z0-9._-]+@example\.org$/
const URL_ON_EXAMPLE = /^https:\/\/([a-z0-9-]+\.)*example\.org(\/[\w\-./]*)?$/

function expectUnique(values: Array<string | number>, what: string) {
  expect(new Set(values).size, `duplicate ${what}`).toBe(values.length)
}

function expectSafeContacts(items: ReadonlyArray<Record<string, unknown>>) {
  for (const item of items) {
    for (const [key, value] of Object.entries(item)) {
      if (typeof value !== 'string') continue
      if (key === 'email') expect(value, `${item.name} e-mail`).toMatch(EMAIL)
      if (key === 'phone') expect(DRAMA_PHONES.some((re) => re.test(value)), `${item.name} phone ${value}`).toBe(true)
      if (['website', 'facebook', 'instagram', 'linkedin', 'youtube', 'social'].includes(key)) {
        expect(value, `${item.name} ${key}`).toMatch(URL_ON_EXAMPLE)
      }
    }
  }
}

describe('sample data', () => {
  it('has the counts of SPEC §3 and DECISIONS §6', () => {
    expect(communities).toHaveLength(42)
    expect(collectives).toHaveLength(13)
    expect(sportsClubs.length).toBeGreaterThanOrEqual(8)
    expect(schools).toHaveLength(18)
    expect(studentSocieties).toHaveLength(11)
    expect(mediaOutlets).toHaveLength(7)
    expect(organizations).toHaveLength(50)
    expect(organizations.filter((o) => o.category === 'bendruomenes')).toHaveLength(40)
    expect(events.filter((e) => e.featured)).toHaveLength(3)
  })

  it('has unique ids and slugs', () => {
    expectUnique(communities.map((c) => c.id), 'community id')
    expectUnique(communities.map((c) => slugify(c.name)), 'community slug')
    expectUnique(collectives.map((c) => c.id), 'collective id')
    expectUnique(collectives.map((c) => slugify(c.name)), 'collective slug')
    expectUnique(sportsClubs.map((s) => s.id), 'sports id')
    expectUnique(sportsClubs.map((s) => s.slug), 'sports slug')
    expectUnique(schools.map((s) => s.id), 'school id')
    expectUnique(studentSocieties.map((s) => s.id), 'student society id')
    expectUnique(mediaOutlets.map((m) => m.id), 'media id')
    expectUnique(organizations.map((o) => o.id), 'organisation id')
    expectUnique(events.map((e) => e.id), 'event id')
  })

  it('uses community ids that are their slugs, so links and lookups agree', () => {
    for (const community of communities) expect(community.id).toBe(slugify(community.name))
    for (const school of schools) expect(school.id).toBe(slugify(school.name))
  })

  it('keeps every contact detail fictional', () => {
    expectSafeContacts(communities)
    expectSafeContacts(collectives)
    expectSafeContacts(sportsClubs.map((s) => ({ name: s.name, ...s.contact, ...s.socialMedia })))
    expectSafeContacts(schools)
    expectSafeContacts(studentSocieties)
    expectSafeContacts(mediaOutlets)
    expectSafeContacts(organizations)
  })

  it('uses local images only', () => {
    const images = [...communities.flatMap((c) => c.gallery), ...events.map((e) => e.image), ...sportsClubs.flatMap((s) => s.gallery)]
    for (const image of images) expect(image).toMatch(/^\/images\//)
  })
})

describe('sports, schools, student societies and media', () => {
  it('resolves every sports organisation by slug and by id, and every school by id', () => {
    for (const club of sportsClubs) {
      expect(findSportsClub(club.slug)?.id).toBe(club.id)
      expect(findSportsClub(club.id)?.id).toBe(club.id)
    }
    for (const school of schools) expect(findSchool(school.id)?.name).toBe(school.name)
    expect(findSportsClub('nera-tokio')).toBeUndefined()
    expect(findSchool('nera-tokios')).toBeUndefined()
  })

  it('has virtual schools and kindergartens for the type badge rule, and some records fall back to defaults', () => {
    expect(schools.some((s) => s.region.includes('Virtual'))).toBe(true)
    expect(schools.some((s) => s.name.includes('darželis'))).toBe(true)
    expect(schools.some((s) => s.programs.length === 0)).toBe(true)
    expect(sportsClubs.some((s) => s.achievements.length === 0)).toBe(true)
    expect(studentSocieties.some((s) => !s.website)).toBe(true)
    expect(mediaOutlets.some((m) => !m.website)).toBe(true)
  })
})
