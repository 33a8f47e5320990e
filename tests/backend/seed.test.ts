/**
 * The seed is the one home of the sample content: every seeded row reads as the pages read it,
 * and none of it could reach a real person (made-up e-mail addresses, phone numbers from
 * Ofcom's ranges for drama, links to example.org, pictures shipped with the site).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { directories } from '../../src/features/directory/definitions'
import { directoryKeys, type PublicEntry } from '../../src/features/directory/entry'
import { publicEntrySelect } from '../../src/features/directory/public-entry-columns'
import { adFromRow, classifiedColumns, type ClassifiedRow } from '../../src/features/classifieds/live/classified-row'
import { eventColumns, eventFromRow, type EventRow } from '../../src/features/events/live/approved-events'
import { startBackend } from '../../server/index.mjs'
import { ANON_KEY, client } from './helpers'

let backend: Awaited<ReturnType<typeof startBackend>>
const anon = () => client(ANON_KEY, backend.url)

// A fresh database of its own: the suite's shared one also holds the rows other tests add.
beforeAll(async () => {
  backend = await startBackend({ port: 0, dataDir: null, databaseUrl: '', bcryptCost: 4, quiet: true })
})
afterAll(() => backend.close())

const DRAMA_PHONES = [/^020 7946 0\d{3}$/, /^0161 496 0\d{3}$/, /^0131 496 0\d{3}$/, /^07700 900\d{3}$/]
const EMAIL = /^[a-z0-9._-]+@example\.org$/
const URL_ON_EXAMPLE = /^https:\/\/([a-z0-9-]+\.)*example\.org(\/[\w\-./]*)?$/
const LINK_KEYS = ['website', 'facebook', 'instagram', 'linkedin', 'youtube', 'social']

/** Every string in `value` under a key that holds a contact detail, with where it was found. */
function contacts(value: unknown, path = ''): { path: string; key: string; text: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => contacts(item, `${path}[${index}]`))
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'string' ? [{ path: `${path}.${key}`, key, text: inner }] : contacts(inner, `${path}.${key}`),
  )
}

function expectMadeUpContacts(name: string, row: unknown) {
  for (const { path, key, text } of contacts(row)) {
    if (key === 'email' || key === 'registration_email') expect(text, `${name} ${path}`).toMatch(EMAIL)
    if (key === 'phone') expect(DRAMA_PHONES.some((pattern) => pattern.test(text)), `${name} ${path}: ${text}`).toBe(true)
    if (LINK_KEYS.includes(key)) expect(text, `${name} ${path}`).toMatch(URL_ON_EXAMPLE)
    if (key === 'gallery' || key === 'image') expect(text, `${name} ${path}`).toMatch(/^\/images\//)
  }
}

describe('the seeded directory', () => {
  it.each(directoryKeys)('publishes %s entries that the pages read, each with a slug of its own', async (key) => {
    const { data, error } = await anon().from('directory_entries').select(publicEntrySelect).eq('directory', key).order('sort_order')
    expect(error).toBeNull()
    const entries = data as PublicEntry[]
    expect(entries.length).toBeGreaterThan(0)
    for (const entry of entries) expect(directories[key].fromEntry(entry), entry.slug).not.toBeNull()
    expect(new Set(entries.map((entry) => entry.slug)).size).toBe(entries.length)
  })

  it('keeps every contact detail made up and every picture local', async () => {
    const { data } = await anon().from('directory_entries').select(publicEntrySelect)
    expect(data!.length).toBeGreaterThan(50)
    for (const entry of data as PublicEntry[]) expectMadeUpContacts(entry.slug, entry)
  })

  it('has a communities row for every community entry, by slug and name', async () => {
    const [{ data: rows }, { data: entries }] = await Promise.all([
      anon().from('communities').select('id, name').order('id'),
      anon().from('directory_entries').select('slug, name').eq('directory', 'communities').order('slug'),
    ])
    expect(rows).toEqual(entries!.map(({ slug, name }) => ({ id: slug, name })))
  })

  it('would catch a real address', () => {
    expect('renginiai@gmail.com').not.toMatch(EMAIL)
    expect(DRAMA_PHONES.some((pattern) => pattern.test('020 7946 1234'))).toBe(false)
    expect('https://www.lietuviai.co.uk').not.toMatch(URL_ON_EXAMPLE)
  })
})

describe('the seeded events, classifieds and chat rooms', () => {
  it('are approved events the events page reads, featured ones among them, with made-up contacts', async () => {
    const { data, error } = await anon().from('event_listings').select(eventColumns)
    expect(error).toBeNull()
    const events = (data as EventRow[]).map((row) => eventFromRow(row))
    expect(events.length).toBeGreaterThanOrEqual(5)
    expect(events.some((event) => event.featured)).toBe(true)
    for (const event of events) expectMadeUpContacts(event.id, { email: event.email, image: event.image })
  })

  it('are public classifieds the classifieds page reads', async () => {
    const { data, error } = await anon().from('classifieds').select(classifiedColumns)
    expect(error).toBeNull()
    const ads = (data as ClassifiedRow[]).map(adFromRow)
    expect(ads.length).toBeGreaterThan(0)
    for (const ad of ads) expect(ad.title, ad.id).not.toBe('')
  })

  it('are open rooms, community rooms and topics, each named and described', async () => {
    const { data } = await anon().from('chat_rooms').select('slug, kind, name, description')
    expect(new Set(data!.map((room) => room.kind))).toEqual(new Set(['open', 'community', 'topic']))
    for (const room of data!) expect(room.name && room.description, room.slug).toBeTruthy()
  })
})

describe('the seeded articles', () => {
  const columns = 'slug, title, lead, body, category, author_name, entry_name, entry_directory, entry_slug, publish_at'

  it('are public articles in every category, each saying it is a sample, by the seeded administrator', async () => {
    const { data, error } = await anon().from('published_articles').select(columns).order('publish_at', { ascending: false })
    expect(error).toBeNull()
    expect(data!.length).toBeGreaterThanOrEqual(8)
    expect(new Set(data!.map((row) => row.category))).toEqual(new Set(['Bendruomenė', 'Švietimas', 'Kultūra', 'Verslas', 'Teisė', 'Kelionės']))
    expect(data!.filter((row) => row.category === 'Kelionės').length).toBeGreaterThanOrEqual(2)
    for (const row of data!) {
      const slug = row.slug ?? ''
      expect(`${row.lead} ${row.body}`, slug).toMatch(/Pavyzdinis straipsnis/)
      expect(row.author_name, slug).toBe('Rūta A.')
      expect(new Date(row.publish_at!).getTime(), slug).toBeLessThan(Date.now())
    }
    // Two are about seeded communities and one about a seeded business, each linked to its page.
    const about = data!.filter((row) => row.entry_slug).map((row) => `${row.entry_directory}/${row.entry_slug}`)
    expect(about.filter((entry) => entry.startsWith('communities/'))).toHaveLength(2)
    expect(about).toContain('businesses/baltic-bakery')
  })

  it('link to made-up addresses only, and keep the scheduled one out of sight', async () => {
    const { data } = await anon().from('published_articles').select('slug, body')
    for (const { slug: name, body } of data!) {
      const slug = name ?? ''
      const links = [...body!.matchAll(/\]\(([^)\s]+)/g)].map((match) => match[1])
      expect(links.length, slug).toBeGreaterThan(0)
      for (const link of links) {
        if (link.startsWith('mailto:')) expect(link.slice('mailto:'.length), `${slug} ${link}`).toMatch(EMAIL)
        else expect(link, `${slug} ${link}`).toMatch(URL_ON_EXAMPLE)
      }
    }
    expect(data!.map((row) => row.slug)).not.toContain('suplanuotas-pavyzdinis-straipsnis')
    expect((await anon().from('articles').select('id').eq('slug', 'suplanuotas-pavyzdinis-straipsnis')).data).toEqual([])
  })
})
