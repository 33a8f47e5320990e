import { describe, expect, it } from 'vitest'
import { businessEvents, businessServices, listings, professionals, sponsors, stories } from './business'
import { businesses } from './businesses'
import { ads } from './classifieds'
import { collectives } from './collectives'
import { communities } from './communities'
import { events } from './event-details'
import { mainCommunityCards } from './main-communities'
import { mediaOutlets } from './media-outlets'
import { articles } from './news'
import { organizations } from './organizations'
import { schools } from './schools'
import { sportsClubs } from './sports'
import { studentSocieties } from './student-societies'
import { groupTrips, routes, travelServices, travelTips } from './travel'
import { legacySlugs, matchesSlugOrId, slugify } from '@/lib/slug'
import { collectiveSlug, findCollective } from '@/features/collectives/find-collective'
import { findCommunity } from '@/features/communities/find-community'
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
  it('has the agreed counts of every directory', () => {
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
    const images = [
      ...communities.flatMap((c) => c.gallery),
      ...events.map((e) => e.image),
      ...sportsClubs.flatMap((s) => s.gallery),
      ...businesses.map((b) => b.image),
      ...routes.map((r) => r.image),
    ]
    for (const image of images) expect(image).toMatch(/^\/images\//)
  })

  it('features the six main communities first, as the home page shows them', () => {
    expect(communities.slice(0, 6)).toMatchObject(mainCommunityCards)
    for (const community of mainCommunityCards) expect(community.type).toBe('pagrindine')
  })
})

describe('communities and collectives resolve on their detail pages', () => {
  it("finds every community by id, by slug and by the original site's slug forms", () => {
    for (const community of communities) {
      expect(findCommunity(community.id, communities)?.id).toBe(community.id)
      expect(findCommunity(slugify(community.name), communities)?.id).toBe(community.id)
      for (const legacy of legacySlugs(community.name)) expect(findCommunity(legacy, communities)?.id, legacy).toBe(community.id)
    }
    expect(findCommunity('nera-tokios', communities)).toBeUndefined()
  })

  it('finds every collective by slug and by id', () => {
    for (const collective of collectives) {
      expect(findCollective(collectiveSlug(collective), collectives)?.id).toBe(collective.id)
      expect(findCollective(String(collective.id), collectives)?.id).toBe(collective.id)
    }
    expect(findCollective('nera-tokio', collectives)).toBeUndefined()
  })

  it('resolves every community organisation /community/:id links to', () => {
    const communityOrganizations = organizations.filter((o) => o.category === 'bendruomenes')
    expect(communityOrganizations).toHaveLength(40)
    for (const organization of communityOrganizations) {
      // The community it shows: the one whose slug is the organisation's name's.
      expect(findCommunity(slugify(organization.name), communities), organization.name).toBeDefined()
      // The second community page: /community/{organisation id}, as that page looks it up.
      const found = organizations.find((o) => o.category === 'bendruomenes' && matchesSlugOrId(organization.id, o))
      expect(found?.id).toBe(organization.id)
    }
  })
})

describe('content pages: business, events, news, classifieds and travel', () => {
  it('has unique ids, and unique names where the name is the key', () => {
    expectUnique(articles.map((a) => a.id), 'article id')
    expectUnique(ads.map((a) => a.id), 'ad id')
    expectUnique(businesses.map((b) => b.name), 'business name')
    expectUnique(listings.map((l) => l.title), 'listing title')
    expectUnique(professionals.map((p) => p.name), 'professional name')
    expectUnique(sponsors.map((s) => s.name), 'sponsor name')
    expectUnique(stories.map((s) => s.name), 'story name')
    expectUnique(businessServices.map((s) => s.title), 'business service title')
    expectUnique(businessEvents.map((e) => e.title), 'business event title')
    expectUnique(routes.map((r) => r.title), 'route title')
    expectUnique(travelServices.map((s) => s.title), 'travel service title')
    expectUnique(groupTrips.map((t) => t.title), 'group trip title')
    expectUnique(travelTips.map((t) => t.title), 'travel tip title')
  })

  it('keeps every contact detail fictional', () => {
    expectSafeContacts(events.map((e) => ({ name: e.title, email: e.email })))
    expectSafeContacts(businesses)
    expectSafeContacts(listings.map((l) => ({ name: l.title, email: l.email })))
    expectSafeContacts(professionals)
    expectSafeContacts(sponsors)
    expectSafeContacts(businessServices.map((s) => ({ name: s.title, email: s.contact })))
  })

  it('gives most events an organiser to register with, and checks the rules would catch a real address', () => {
    expect(events.filter((e) => e.email).length).toBeGreaterThanOrEqual(events.length - 1)
    expect('renginiai@gmail.com').not.toMatch(EMAIL)
    expect(DRAMA_PHONES.some((re) => re.test('020 7946 1234'))).toBe(false)
    expect('https://www.lietuviai.co.uk').not.toMatch(URL_ON_EXAMPLE)
  })

  it('uses ISO dates that exist', () => {
    const dates = [...events.map((e) => e.date), ...articles.map((a) => a.date), ...ads.map((a) => a.date), ...listings.map((l) => l.posted), ...businessEvents.map((e) => e.date), ...groupTrips.map((t) => t.date)]
    for (const date of dates) expect(new Date(`${date}T12:00:00Z`).toISOString().slice(0, 10), date).toBe(date)
  })
})

describe('sports, schools, student societies and media', () => {
  it('resolves every sports organisation by slug and by id, and every school by id', () => {
    for (const club of sportsClubs) {
      expect(findSportsClub(club.slug, sportsClubs)?.id).toBe(club.id)
      expect(findSportsClub(club.id, sportsClubs)?.id).toBe(club.id)
    }
    for (const school of schools) expect(findSchool(school.id, schools)?.name).toBe(school.name)
    expect(findSportsClub('nera-tokio', sportsClubs)).toBeUndefined()
    expect(findSchool('nera-tokios', schools)).toBeUndefined()
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
