/**
 * What each table of the access matrix needs to test one cell: fresh fixture rows (arranged as
 * service_role), the row a persona tries to insert, the change an update makes, and cleanup.
 * Every cell gets its own `marker`, so cells never see each other's rows.
 */
import type { Database } from '../../../src/lib/supabase/database.types'
import { addCommunities, serviceClient } from '../helpers'
import type { Persona, Personas } from './personas'

type Table = keyof Database['public']['Tables']
type Row = Record<string, unknown>

export type Fixture = { ids: string[]; owners: Record<string, string | null>; active: string[] }

export type TableSubject = {
  table: Table
  /** The primary key column that fixtures are told apart by, where it is not `id`. */
  key?: string
  /** Rows the select, update and delete of a cell target. */
  seed: (p: Personas, marker: string) => Promise<Fixture>
  /** The row a persona tries to insert; `tag` goes in `tagColumn`, so it can be found again. */
  newRow: (who: Persona, p: Personas, tag: string) => Row
  /** Left out for a table with no text column that no role may insert into (its insert cells expect a refusal). */
  tagColumn?: string
  patch: (marker: string) => Row
  isPatched: (row: Row, marker: string) => boolean
  /** Fixtures that are the personas' own account rows stay; everything else is removed. */
  keepsFixtures?: boolean
  /** Rows name a community (by foreign key): the cell's marker and tag exist as communities. */
  namesCommunities?: boolean
  /** Other rows the cell's fixtures needed (the messages reports name), removed after the cell. */
  cleanUpMore?: (marker: string) => Promise<void>
}

/** Rows every visitor may see: not switched off (media), published (directory entries), not hidden (chat rooms). */
const isActive = (row: Row) =>
  row.is_active !== false && (row.status === undefined || row.status === 'published') && (row.hidden_at === undefined || row.hidden_at === null)

async function insertFixtures(table: Table, rows: Row[], ownerColumn?: string, key = 'id'): Promise<Fixture> {
  const { data, error } = await serviceClient().from(table).insert(rows as never).select('*')
  if (error) throw error
  const inserted = data as Row[]
  return {
    ids: inserted.map((row) => String(row[key])),
    owners: Object.fromEntries(inserted.map((row) => [String(row[key]), ownerColumn ? (row[ownerColumn] as string) : null])),
    active: inserted.filter(isActive).map((row) => String(row[key])),
  }
}

/** The communities a cell's rows name: its marker (fixtures) and its tag (the inserted row). */
const cellCommunities = (marker: string) => [marker, `${marker}-naujas`]

/** A marker as a directory slug (lowercase a-z, 0-9 and hyphens). */
const asSlug = (marker: string) => marker.toLowerCase().replace(/[^a-z0-9]+/g, '-')

/** Fixtures that already exist: one row per persona, owned by that persona. */
function ownRows(ids: string[]): Fixture {
  return { ids, owners: Object.fromEntries(ids.map((id) => [id, id])), active: ids }
}

const signedIn = (p: Personas) => [p.userA, p.userB, p.admin, p.inactiveAdmin].map((who) => who.id!)
const fallbackId = (who: Persona, p: Personas) => who.id ?? p.userA.id!

/** An hour back: chat fixtures that no member's per-minute limit counts, mutes already over. */
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString()

/** A pending event proposal a month ahead, titled `title`. */
const matrixEvent = (title: string) => ({
  title,
  description: 'Matricos renginys.',
  category: 'Kultūra',
  starts_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
  ends_at: new Date(Date.now() + 30 * 86_400_000 + 3_600_000).toISOString(),
  town: 'Londonas',
  region: 'Anglija',
})

/**
 * A postcode district no area has (ZX), one per fixture row in a run, so fixtures never meet the
 * real districts or each other.
 */
let fakeDistricts = 0
const fakeDistrict = (town: string) => {
  fakeDistricts += 1
  return { outcode: `ZX${10 + (fakeDistricts % 90)}`, latitude: 51.5, longitude: -0.1, town, country: 'ENG' }
}

/** An approved event's facts as its withdrawal keeps them. */
const withdrawnEvent = (title: string) => {
  const { starts_at, ends_at } = matrixEvent(title)
  return { title, category: 'Kultūra', starts_at, ends_at, all_day: false }
}

/**
 * The published entry corrections, claims and the audit trail name: one per run, or one of the
 * cell's own (`marker`) where the cell removes it afterwards. A cell's insert row names the last.
 */
let sharedEntry: Promise<string> | null = null
let matrixEntryId = ''

async function matrixEntry(marker?: string) {
  const create = async (slug: string) => {
    const { data, error } = await serviceClient().from('directory_entries').insert({ directory: 'communities', slug, status: 'published', name: 'Matricos įrašas' }).select('id').single()
    if (error) throw error
    return data.id
  }
  matrixEntryId = marker ? await create(asSlug(marker)) : await (sharedEntry ??= create(asSlug(`matrica-${Date.now()}`)))
  return matrixEntryId
}

/** A pending classified titled `title`. */
const matrixClassified = (title: string) => ({ title, body: 'Matricos skelbimas.', category: 'Parduoda', town: 'Londonas' })

/** A draft article titled `title` (its entry is the cell's). */
const matrixArticle = (title: string) => ({ title, lead: 'Matricos straipsnio įžanga.', body: 'Matricos straipsnis.', category: 'Bendruomenė' })

/** The public classified a cell's new report or reply names (set by the cell's seed). */
let classifiedTarget = ''

/** `count` public classifieds asking for replies through the portal, posted by nobody in the matrix. */
async function publicClassifieds(marker: string, count: number): Promise<string[]> {
  const rows = Array.from({ length: count }, (_, i) => ({
    ...matrixClassified(`${marker}-${i}`),
    status: 'approved',
    contact: 'portal',
    expires_at: new Date(Date.now() + 86_400_000).toISOString(),
  }))
  const { data, error } = await serviceClient().from('classifieds').insert(rows).select('id')
  if (error) throw error
  return data.map((row) => row.id)
}

/**
 * The open room the chat cells' messages live in, one per run. A cell's insert row is built
 * after its seed, which sets it.
 */
let chatRoom: Promise<string> | null = null
let chatRoomId = ''

async function matrixChatRoom() {
  chatRoom ??= (async () => {
    const { data, error } = await serviceClient().from('chat_rooms').insert({ slug: asSlug(`matrica-${Date.now()}`), kind: 'open', name: 'Matrica' }).select('id').single()
    if (error) throw error
    return data.id
  })()
  chatRoomId = await chatRoom
  return chatRoomId
}

/** A record of the weekly digest's consent, its wording `wording`. */
const consentRecord = (user_id: string, wording: string) => ({ user_id, purpose: 'weekly_digest', granted: true, wording, wording_version: 'matrica', source: 'account' })

/** A community's bank account for dues. */
const bankDetails = { account_name: 'Matricos bendruomenė', sort_code: '112233', account_number: '12345678' }

/** The membership a cell's new payment names (set by the cell's seed). */
let duesMembership = ''

/** A year's dues paid today for `membership_id`. */
const matrixPayment = (membership_id: string) => {
  const today = new Date()
  const nextYear = new Date(today.getTime() + 365 * 86_400_000)
  return { membership_id, amount_pence: 2500, method: 'bank_transfer', paid_on: today.toISOString().slice(0, 10), paid_until: nextYear.toISOString().slice(0, 10) }
}

/** The two communities of a dues cell: published community entries, whose slugs name them. */
const duesSlugs = (marker: string) => [1, 2].map((i) => `${asSlug(marker)}-${i}`)

/**
 * The dues cells' communities: user A is a paying member of the first; user B manages the second,
 * in which the administrator is a paying member. Answers the communities and the two memberships.
 */
async function duesCommunities(p: Personas, marker: string) {
  const service = serviceClient()
  const communities = duesSlugs(marker)
  const entries = await service
    .from('directory_entries')
    .insert(communities.map((slug) => ({ directory: 'communities', slug, status: 'published', name: 'Matricos bendruomenė' })))
    .select('id, slug')
  if (entries.error) throw entries.error
  const managed = entries.data.find((entry) => entry.slug === communities[1])!
  const manager = await service.from('entry_managers').insert({ entry_id: managed.id, user_id: p.userB.id!, role: 'Iždininkė' })
  if (manager.error) throw manager.error
  const memberships: string[] = []
  for (const [user_id, community_id] of [[p.userA.id!, communities[0]], [p.admin.id!, communities[1]]] as const) {
    const { data, error } = await service
      .from('community_memberships')
      .insert({ user_id, community_id, community_name: 'Matricos bendruomenė', reason: 'participate', membership_type: 'member', status: 'approved' })
      .select('id')
      .single()
    if (error) throw error
    memberships.push(data.id)
  }
  return { communities, memberships }
}

/** Removes the dues cells' communities, with their memberships, payments, managers and chat rooms. */
async function removeDuesCommunities(marker: string) {
  const service = serviceClient()
  const communities = duesSlugs(marker)
  await service.from('community_memberships').delete().in('community_id', communities).throwOnError()
  await service.from('chat_rooms').delete().in('community_id', communities).throwOnError()
  await service.from('directory_entries').delete().in('slug', communities).throwOnError()
  await service.from('communities').delete().in('id', communities).throwOnError()
}

/** A translation fixture: its row, the persona it is `own` to (an entry's manager), and whether visitors read it. */
type TranslationFixture = { row: Row; owner?: string | null; visible?: boolean }

/**
 * Inserts a cell's translations; `original` is the column naming the translated row, one
 * translation per original, which tells the inserted rows apart.
 */
async function translationFixtures(table: Table, original: string, fixtures: TranslationFixture[]): Promise<Fixture> {
  const { data, error } = await serviceClient().from(table).insert(fixtures.map((fixture) => fixture.row) as never).select('*')
  if (error) throw error
  const byOriginal = new Map((data as Row[]).map((row) => [String(row[original]), String(row.id)]))
  const idOf = (fixture: TranslationFixture) => byOriginal.get(String(fixture.row[original]))!
  return {
    ids: fixtures.map(idOf),
    owners: Object.fromEntries(fixtures.map((fixture) => [idOf(fixture), fixture.owner ?? null])),
    active: fixtures.filter((fixture) => fixture.visible).map(idOf),
  }
}

/** The original a cell's new translation names, which nothing translates yet (set by the cell's seed). */
let untranslated = ''

/** A cell's directory entries by label (`published` or `draft`), slugs under the cell's marker. */
async function translatedEntries(marker: string, statuses: Record<string, string>) {
  const { data, error } = await serviceClient()
    .from('directory_entries')
    .insert(Object.entries(statuses).map(([label, status]) => ({ directory: 'media', slug: asSlug(`${marker}-${label}`), name: 'Matricos įrašas', status, details: { category: 'Portalai' } })))
    .select('id, slug')
  if (error) throw error
  return (label: string) => data.find((entry) => entry.slug === asSlug(`${marker}-${label}`))!.id
}

/** A cell's events (`approved` or `pending`, proposed by nobody in the matrix), in order. */
async function translatedEvents(marker: string, statuses: string[]) {
  const { data, error } = await serviceClient()
    .from('events')
    .insert(statuses.map((status, i) => ({ ...matrixEvent(marker), slug: `${asSlug(marker)}-${i}`, status })))
    .select('id, slug')
  if (error) throw error
  return statuses.map((_, i) => data.find((event) => event.slug === `${asSlug(marker)}-${i}`)!.id)
}

/** A cell's articles (`published` now or `draft`, written by nobody in the matrix), in order. */
async function translatedArticles(marker: string, statuses: string[]) {
  const { data, error } = await serviceClient()
    .from('articles')
    .insert(statuses.map((status, i) => ({ ...matrixArticle(marker), slug: `${asSlug(marker)}-${i}`, status })))
    .select('id, slug')
  if (error) throw error
  return statuses.map((_, i) => data.find((article) => article.slug === `${asSlug(marker)}-${i}`)!.id)
}

/** A cell's essential facts, in order. */
async function translatedFacts(marker: string, count: number) {
  const keys = Array.from({ length: count }, (_, i) => `${asSlug(marker)}-${i}`)
  const { error } = await serviceClient()
    .from('essential_facts')
    .insert(keys.map((key) => ({ key, kind: 'phone', label: 'Matrica', value: '999', source_url: 'https://www.gov.uk/', checked_on: '2026-11-25' })))
  if (error) throw error
  return keys
}

export const tableSubjects: TableSubject[] = [
  {
    table: 'profiles',
    keepsFixtures: true,
    seed: async (p) => ownRows(signedIn(p)),
    newRow: (who, p, tag) => ({ id: fallbackId(who, p), city: tag }),
    tagColumn: 'city',
    patch: (marker) => ({ city: marker }),
    isPatched: (row, marker) => row.city === marker,
  },
  {
    table: 'community_memberships',
    namesCommunities: true,
    seed: (p, marker) =>
      insertFixtures(
        'community_memberships',
        signedIn(p).map((user_id) => ({ user_id, community_id: marker, community_name: 'Matrica', reason: 'participate', status: 'pending', membership_type: 'member' })),
        'user_id',
      ),
    newRow: (who, p, tag) => ({ user_id: fallbackId(who, p), community_id: tag, community_name: 'Matrica', reason: 'participate', status: 'pending' }),
    tagColumn: 'community_id',
    patch: () => ({ membership_type: 'observer', status: 'approved' }),
    isPatched: (row) => row.status === 'approved',
  },
  {
    table: 'community_benefits',
    namesCommunities: true,
    seed: (_p, marker) => insertFixtures('community_benefits', [1, 2].map((sort_order) => ({ community_id: marker, membership_type: 'member', benefit_name: 'Matrica', sort_order }))),
    newRow: (_who, _p, tag) => ({ community_id: tag, membership_type: 'observer', benefit_name: 'Nauja' }),
    tagColumn: 'community_id',
    patch: (marker) => ({ benefit_description: marker }),
    isPatched: (row, marker) => row.benefit_description === marker,
  },
  {
    table: 'community_logos',
    namesCommunities: true,
    seed: (_p, marker) => insertFixtures('community_logos', [1, 2].map((i) => ({ community_id: marker, logo_url: `/images/matrica-${i}.webp` }))),
    newRow: (_who, _p, tag) => ({ community_id: tag, logo_url: '/images/nauja.webp' }),
    tagColumn: 'community_id',
    patch: (marker) => ({ alt_text: marker }),
    isPatched: (row, marker) => row.alt_text === marker,
  },
  {
    table: 'communities',
    seed: (_p, marker) => insertFixtures('communities', [1, 2].map((i) => ({ id: `${marker}-${i}`, name: 'Matrica' }))),
    newRow: (_who, _p, tag) => ({ id: tag, name: 'Nauja' }),
    tagColumn: 'id',
    patch: (marker) => ({ name: marker }),
    isPatched: (row, marker) => row.name === marker,
  },
  {
    table: 'directory_entries',
    seed: (_p, marker) =>
      insertFixtures(
        'directory_entries',
        ['published', 'draft', 'archived'].map((status) => ({ directory: 'media', slug: asSlug(`${marker}-${status}`), name: 'Matrica', status, details: { category: 'Portalai' } })),
      ),
    newRow: (_who, _p, tag) => ({ directory: 'media', slug: asSlug(tag), name: tag, details: { category: 'Portalai' } }),
    tagColumn: 'name',
    patch: (marker) => ({ summary: marker }),
    isPatched: (row, marker) => row.summary === marker,
  },
  {
    table: 'contacts',
    seed: (_p, marker) => insertFixtures('contacts', [1, 2].map((i) => ({ name: `${marker} ${i}`, email: 'matrica@example.org', message: 'Sveiki' }))),
    newRow: (_who, _p, tag) => ({ name: tag, email: 'matrica@example.org', message: 'Sveiki' }),
    tagColumn: 'name',
    patch: () => ({ status: 'resolved' }),
    isPatched: (row) => row.status === 'resolved',
  },
  {
    table: 'media',
    seed: (_p, marker) =>
      insertFixtures(
        'media',
        [true, false].map((is_active, i) => ({ filename: `${marker}-${i}.png`, original_name: 'x.png', file_path: `${marker}-${i}.png`, file_size: 1, mime_type: 'image/png', is_active })),
      ),
    newRow: (_who, _p, tag) => ({ filename: tag, original_name: 'x.png', file_path: `${tag}.png`, file_size: 1, mime_type: 'image/png' }),
    tagColumn: 'filename',
    patch: (marker) => ({ alt_text: marker }),
    isPatched: (row, marker) => row.alt_text === marker,
  },
  {
    table: 'chat_rooms',
    seed: (_p, marker) =>
      insertFixtures(
        'chat_rooms',
        [null, hoursAgo(1)].map((hidden_at, i) => ({ slug: asSlug(`${marker}-${i}`), kind: 'open', name: 'Matrica', hidden_at })),
      ),
    // Members start topics; the slug, starter and time are the database's.
    newRow: (_who, _p, tag) => ({ kind: 'topic', name: tag, topic_category: 'bustas' }),
    tagColumn: 'name',
    patch: (marker) => ({ description: marker }),
    isPatched: (row, marker) => row.description === marker,
  },
  {
    table: 'chat_messages',
    seed: (p, marker) =>
      insertFixtures(
        'chat_messages',
        signedIn(p).map((author_id) => ({ room_id: chatRoomId, author_id, body: marker, created_at: hoursAgo(1) })),
        'author_id',
      ),
    newRow: (_who, _p, tag) => ({ room_id: chatRoomId, body: tag }),
    tagColumn: 'body',
    patch: (marker) => ({ body: `${marker} pataisyta` }),
    isPatched: (row, marker) => row.body === `${marker} pataisyta`,
  },
  {
    table: 'chat_mutes',
    // Mutes that are already over, so no persona is kept from writing in other cells.
    seed: (p) =>
      insertFixtures(
        'chat_mutes',
        signedIn(p).map((user_id) => ({ user_id, until: hoursAgo(1), created_at: hoursAgo(2), reason: 'Matrica' })),
        'user_id',
      ),
    newRow: (who, p, tag) => ({ user_id: fallbackId(who, p), until: new Date(Date.now() + 600_000).toISOString(), reason: tag }),
    tagColumn: 'reason',
    patch: (marker) => ({ reason: marker }),
    isPatched: (row, marker) => row.reason === marker,
  },
  {
    table: 'essential_facts',
    seed: (_p, marker) =>
      insertFixtures(
        'essential_facts',
        [1, 2].map((i) => ({ key: `${asSlug(marker)}-${i}`, kind: 'amount', label: 'Matrica', value: '1 £', applies_from: '2026-04-01', source_url: 'https://www.gov.uk/', checked_on: '2026-11-25' })),
      ),
    newRow: (_who, _p, tag) => ({ key: asSlug(tag), kind: 'phone', label: tag, value: '999', source_url: 'https://www.gov.uk/', checked_on: '2026-11-25' }),
    tagColumn: 'label',
    patch: (marker) => ({ label: marker }),
    isPatched: (row, marker) => row.label === marker,
  },
  {
    table: 'content_changes',
    seed: (_p, marker) =>
      insertFixtures(
        'content_changes',
        [1, 2].map((i) => ({ subject: 'directory_entry', scope: 'schools', old_slug: null, new_slug: `${asSlug(marker)}-${i}` })),
      ),
    newRow: (_who, _p, tag) => ({ subject: 'event', scope: tag, new_slug: asSlug(tag) }),
    tagColumn: 'scope',
    patch: (marker) => ({ scope: marker }),
    isPatched: (row, marker) => row.scope === marker,
  },
  {
    table: 'event_withdrawals',
    seed: (_p, marker) =>
      insertFixtures(
        'event_withdrawals',
        [1, 2].map((i) => ({ ...withdrawnEvent(marker), slug: `${asSlug(marker)}-${i}` })),
      ),
    newRow: (_who, _p, tag) => ({ ...withdrawnEvent(tag), slug: asSlug(tag) }),
    tagColumn: 'title',
    patch: (marker) => ({ title: `${marker} pataisyta` }),
    isPatched: (row, marker) => row.title === `${marker} pataisyta`,
  },
  {
    // Not in the generated types before `npm run db:types` has run on its migration.
    table: 'postcode_districts',
    key: 'outcode',
    seed: (_p, marker) => insertFixtures('postcode_districts', [1, 2].map(() => fakeDistrict(marker)), undefined, 'outcode'),
    newRow: (_who, _p, tag) => fakeDistrict(tag),
    tagColumn: 'town',
    patch: (marker) => ({ town: `${marker} pataisyta` }),
    isPatched: (row, marker) => row.town === `${marker} pataisyta`,
  },
  {
    table: 'events',
    seed: (p, marker) =>
      insertFixtures(
        'events',
        signedIn(p).map((submitted_by, i) => ({ ...matrixEvent(marker), slug: `${asSlug(marker)}-${i}`, submitted_by })),
        'submitted_by',
      ),
    newRow: (_who, _p, tag) => matrixEvent(tag),
    tagColumn: 'title',
    patch: (marker) => ({ title: `${marker} pataisyta` }),
    isPatched: (row, marker) => row.title === `${marker} pataisyta`,
  },
  {
    table: 'classifieds',
    seed: (p, marker) =>
      insertFixtures(
        'classifieds',
        signedIn(p).map((posted_by) => ({ ...matrixClassified(marker), posted_by })),
        'posted_by',
      ),
    newRow: (_who, _p, tag) => matrixClassified(tag),
    tagColumn: 'title',
    patch: (marker) => ({ title: `${marker} pataisyta` }),
    isPatched: (row, marker) => row.title === `${marker} pataisyta`,
  },
  {
    table: 'articles',
    // Drafts by every signed-in persona about the cell's own entry, which user A manages.
    seed: async (p, marker) => {
      const entry = await matrixEntry(marker)
      const { error } = await serviceClient().from('entry_managers').insert({ entry_id: entry, user_id: p.userA.id!, role: 'Redaktorė' })
      if (error) throw error
      return insertFixtures(
        'articles',
        signedIn(p).map((author_id) => ({ ...matrixArticle(marker), entry_id: entry, author_id })),
        'author_id',
      )
    },
    newRow: (_who, _p, tag) => ({ ...matrixArticle(tag), entry_id: matrixEntryId }),
    tagColumn: 'title',
    patch: (marker) => ({ title: `${marker} pataisyta` }),
    isPatched: (row, marker) => row.title === `${marker} pataisyta`,
    cleanUpMore: async (marker) => {
      await serviceClient().from('directory_entries').delete().eq('slug', asSlug(marker))
    },
  },
  {
    table: 'content_reports',
    // Every persona has reported one public classified; a cell's new report names another (a
    // visitor's with an address, which the policy insists on).
    seed: async (p, marker) => {
      const [reported, target] = await publicClassifieds(marker, 2)
      classifiedTarget = target
      return insertFixtures(
        'content_reports',
        signedIn(p).map((reporter_id) => ({ target_kind: 'classified', target_id: reported, reporter_id, reason: 'spam', note: marker })),
        'reporter_id',
      )
    },
    newRow: (who, _p, tag) => ({
      target_kind: 'classified',
      target_id: classifiedTarget,
      reason: 'other',
      note: tag,
      ...(who.id ? {} : { reporter_email: `${tag.toLowerCase()}@example.org` }),
    }),
    tagColumn: 'note',
    patch: () => ({ status: 'dismissed' }),
    isPatched: (row) => row.status === 'dismissed',
    cleanUpMore: async (marker) => {
      await serviceClient().from('classifieds').delete().like('title', `${marker}%`)
    },
  },
  {
    table: 'moderation_actions',
    // An action about each persona's content; written only through the moderation functions.
    seed: async (p, marker) =>
      insertFixtures(
        'moderation_actions',
        signedIn(p).map((author_id) => ({ target_kind: 'classified', target_id: crypto.randomUUID(), action: 'hide', reason: `${marker} pradinė`, author_id, decided_by: p.admin.id! })),
        'author_id',
      ),
    newRow: (who, p) => ({ target_kind: 'classified', target_id: crypto.randomUUID(), action: 'hide', reason: 'Matrica', author_id: fallbackId(who, p) }),
    patch: (marker) => ({ reason: marker }),
    isPatched: (row, marker) => row.reason === marker,
  },
  {
    table: 'moderation_log',
    // Entries by the administrator; read by administrators only, written by the functions alone.
    seed: async (p, marker) =>
      insertFixtures(
        'moderation_log',
        signedIn(p).map((target) => ({ event: 'suspend', target_kind: 'member', target_id: target, actor_id: p.admin.id!, reason: `${marker} pradinė` })),
      ),
    newRow: (who, p) => ({ event: 'hide', target_kind: 'classified', target_id: fallbackId(who, p), reason: 'Matrica' }),
    patch: (marker) => ({ reason: marker }),
    isPatched: (row, marker) => row.reason === marker,
  },
  {
    table: 'classified_replies',
    seed: async (p, marker) => {
      const [classified] = await publicClassifieds(marker, 1)
      classifiedTarget = classified
      return insertFixtures(
        'classified_replies',
        signedIn(p).map((sender_id) => ({ classified_id: classified, sender_id, body: marker })),
        'sender_id',
      )
    },
    newRow: (_who, _p, tag) => ({ classified_id: classifiedTarget, body: tag }),
    tagColumn: 'body',
    patch: (marker) => ({ body: `${marker} pataisyta` }),
    isPatched: (row, marker) => row.body === `${marker} pataisyta`,
    cleanUpMore: async (marker) => {
      await serviceClient().from('classifieds').delete().like('title', `${marker}%`)
    },
  },
  {
    table: 'entry_corrections',
    seed: async (p, marker) => {
      const entry = await matrixEntry()
      return insertFixtures('entry_corrections', signedIn(p).map((submitted_by) => ({ entry_id: entry, submitted_by, changes: { town: 'Lidsas' }, note: marker })), 'submitted_by')
    },
    newRow: (_who, _p, tag) => ({ entry_id: matrixEntryId, changes: { town: 'Jorkas' }, note: tag }),
    tagColumn: 'note',
    patch: () => ({ status: 'rejected', rejection_reason: 'Matricos sprendimas.' }),
    isPatched: (row) => row.status === 'rejected',
  },
  {
    table: 'entry_claims',
    seed: async (p, marker) => {
      const entry = await matrixEntry()
      return insertFixtures('entry_claims', signedIn(p).map((claimant_id) => ({ entry_id: entry, claimant_id, role: 'Pirmininkė', verification: marker })), 'claimant_id')
    },
    newRow: (_who, _p, tag) => ({ entry_id: matrixEntryId, role: 'Sekretorė', verification: tag }),
    tagColumn: 'verification',
    patch: () => ({ status: 'rejected', rejection_reason: 'Matricos sprendimas.' }),
    isPatched: (row) => row.status === 'rejected',
  },
  {
    table: 'notification_preferences',
    key: 'user_id',
    seed: (p) => insertFixtures('notification_preferences', signedIn(p).map((user_id) => ({ user_id })), 'user_id', 'user_id'),
    newRow: (who, p) => ({ user_id: fallbackId(who, p), paused: true }),
    patch: () => ({ paused: true }),
    isPatched: (row) => row.paused === true,
  },
  {
    table: 'notices',
    seed: (p, marker) =>
      insertFixtures(
        'notices',
        signedIn(p).map((user_id) => ({ user_id, kind: 'decision', payload: { item: 'event', outcome: 'approved', title: marker }, dedupe_key: `${marker}:${user_id}` })),
        'user_id',
      ),
    newRow: (who, p, tag) => ({ user_id: fallbackId(who, p), kind: 'decision', dedupe_key: tag }),
    tagColumn: 'dedupe_key',
    patch: () => ({ read_at: new Date().toISOString() }),
    isPatched: (row) => row.read_at !== null,
  },
  {
    table: 'consent_records',
    seed: (p, marker) => insertFixtures('consent_records', signedIn(p).map((user_id) => consentRecord(user_id, marker)), 'user_id'),
    newRow: (who, p, tag) => consentRecord(fallbackId(who, p), tag),
    tagColumn: 'wording',
    patch: () => ({ granted: false }),
    isPatched: (row) => row.granted === false,
  },
  {
    table: 'community_payment_details',
    key: 'community_id',
    namesCommunities: true,
    seed: async (p, marker) => {
      const { communities } = await duesCommunities(p, marker)
      const { error } = await serviceClient()
        .from('community_payment_details')
        .insert(communities.map((community_id) => ({ community_id, ...bankDetails })))
      if (error) throw error
      return { ids: communities, owners: { [communities[0]]: p.userA.id, [communities[1]]: p.userB.id }, active: communities }
    },
    // The cell's tag is a community (namesCommunities) nobody manages.
    newRow: (_who, _p, tag) => ({ community_id: tag, ...bankDetails }),
    tagColumn: 'community_id',
    patch: () => ({ account_name: 'Pakeistas gavėjas' }),
    isPatched: (row) => row.account_name === 'Pakeistas gavėjas',
    cleanUpMore: removeDuesCommunities,
  },
  {
    table: 'membership_payments',
    seed: async (p, marker) => {
      const { memberships } = await duesCommunities(p, marker)
      duesMembership = memberships[0]
      const { data, error } = await serviceClient()
        .from('membership_payments')
        .insert(memberships.map((membership_id) => matrixPayment(membership_id)))
        .select('id, membership_id')
      if (error) throw error
      // User A paid the first; user B manages the second's community.
      const ids = data.map((row) => row.id)
      return { ids, owners: Object.fromEntries(data.map((row) => [row.id, row.membership_id === memberships[0] ? p.userA.id : p.userB.id])), active: ids }
    },
    newRow: (_who, _p, tag) => ({ ...matrixPayment(duesMembership), method: 'card', provider: 'matrica', provider_payment_id: tag }),
    tagColumn: 'provider_payment_id',
    patch: () => ({ amount_pence: 1 }),
    isPatched: (row) => row.amount_pence === 1,
    cleanUpMore: removeDuesCommunities,
  },
  {
    table: 'entry_managers',
    seed: async (p, marker) => {
      const entry = await matrixEntry(marker)
      return insertFixtures('entry_managers', signedIn(p).map((user_id) => ({ entry_id: entry, user_id, role: 'Pirmininkė' })), 'user_id')
    },
    newRow: (who, p, tag) => ({ entry_id: matrixEntryId, user_id: fallbackId(who, p), role: tag }),
    tagColumn: 'role',
    patch: (marker) => ({ role: marker }),
    isPatched: (row, marker) => row.role === marker,
    cleanUpMore: async (marker) => {
      await serviceClient().from('directory_entries').delete().eq('slug', asSlug(marker))
    },
  },
  {
    table: 'entry_translations',
    // User B manages the entries of a draft and of a published translation; a draft translation
    // of an entry nobody manages and a published one of a draft entry are hidden from visitors.
    seed: async (p, marker) => {
      const entry = await translatedEntries(marker, { 'valdomas-juodrastis': 'published', valdomas: 'published', svetimas: 'published', juodrastis: 'draft', naujas: 'published' })
      const managed = ['valdomas-juodrastis', 'valdomas', 'naujas'].map((label) => ({ entry_id: entry(label), user_id: p.userB.id!, role: 'Vertėja' }))
      const { error } = await serviceClient().from('entry_managers').insert(managed)
      if (error) throw error
      untranslated = entry('naujas')
      return translationFixtures('entry_translations', 'entry_id', [
        { row: { entry_id: entry('valdomas-juodrastis'), name: 'Managed entry, draft', status: 'draft' }, owner: p.userB.id },
        { row: { entry_id: entry('valdomas'), name: 'Managed entry', status: 'published' }, owner: p.userB.id, visible: true },
        { row: { entry_id: entry('svetimas'), name: 'Unmanaged entry, draft', status: 'draft' } },
        { row: { entry_id: entry('juodrastis'), name: 'Draft entry', status: 'published' } },
      ])
    },
    newRow: (_who, _p, tag) => ({ entry_id: untranslated, name: tag, status: 'draft' }),
    tagColumn: 'name',
    patch: (marker) => ({ summary: marker }),
    isPatched: (row, marker) => row.summary === marker,
    cleanUpMore: async (marker) => {
      await serviceClient().from('directory_entries').delete().like('slug', `${asSlug(marker)}-%`).throwOnError()
    },
  },
  {
    table: 'event_translations',
    seed: async (_p, marker) => {
      const [approved, approvedToo, pending, fresh] = await translatedEvents(marker, ['approved', 'approved', 'pending', 'approved'])
      untranslated = fresh
      const words = { description: 'An event of the access matrix.' }
      return translationFixtures('event_translations', 'event_id', [
        { row: { event_id: approved, title: 'Approved event', ...words, status: 'published' }, visible: true },
        { row: { event_id: approvedToo, title: 'Approved event, draft', ...words, status: 'draft' } },
        { row: { event_id: pending, title: 'Pending event', ...words, status: 'published' } },
      ])
    },
    newRow: (_who, _p, tag) => ({ event_id: untranslated, title: tag, description: 'An event of the access matrix.' }),
    tagColumn: 'title',
    patch: (marker) => ({ title: `${marker} pataisyta` }),
    isPatched: (row, marker) => row.title === `${marker} pataisyta`,
    cleanUpMore: async (marker) => {
      await serviceClient().from('events').delete().like('slug', `${asSlug(marker)}-%`).throwOnError()
    },
  },
  {
    table: 'article_translations',
    seed: async (_p, marker) => {
      const [published, publishedToo, draft, fresh] = await translatedArticles(marker, ['published', 'published', 'draft', 'published'])
      untranslated = fresh
      const words = { lead: 'The lead of a matrix article.', body: 'A matrix article.' }
      return translationFixtures('article_translations', 'article_id', [
        { row: { article_id: published, title: 'Published article', ...words, status: 'published' }, visible: true },
        { row: { article_id: publishedToo, title: 'Published article, draft', ...words, status: 'draft' } },
        { row: { article_id: draft, title: 'Draft article', ...words, status: 'published' } },
      ])
    },
    newRow: (_who, _p, tag) => ({ article_id: untranslated, title: tag, lead: 'The lead of a matrix article.', body: 'A matrix article.' }),
    tagColumn: 'title',
    patch: (marker) => ({ title: `${marker} pataisyta` }),
    isPatched: (row, marker) => row.title === `${marker} pataisyta`,
    cleanUpMore: async (marker) => {
      await serviceClient().from('articles').delete().like('slug', `${asSlug(marker)}-%`).throwOnError()
    },
  },
  {
    table: 'fact_translations',
    seed: async (_p, marker) => {
      const [first, second, fresh] = await translatedFacts(marker, 3)
      untranslated = fresh
      return translationFixtures('fact_translations', 'fact_key', [
        { row: { fact_key: first, label: 'Matrix fact', value: '999', status: 'published' }, visible: true },
        { row: { fact_key: second, label: 'Matrix fact, draft', value: '999', status: 'draft' } },
      ])
    },
    newRow: (_who, _p, tag) => ({ fact_key: untranslated, label: tag, value: '999' }),
    tagColumn: 'label',
    patch: (marker) => ({ label: `${marker} pataisyta` }),
    isPatched: (row, marker) => row.label === `${marker} pataisyta`,
    cleanUpMore: async (marker) => {
      await serviceClient().from('essential_facts').delete().like('key', `${asSlug(marker)}-%`).throwOnError()
    },
  },
  {
    table: 'directory_entry_changes',
    seed: async (_p, marker) => {
      const entry = await matrixEntry()
      return insertFixtures('directory_entry_changes', [1, 2].map(() => ({ entry_id: entry, old_values: { town: 'Lidsas' }, new_values: { town: marker } })))
    },
    newRow: (_who, _p, tag) => ({ entry_id: matrixEntryId, old_values: {}, new_values: { town: tag } }),
    patch: () => ({ old_values: { town: 'pakeista' } }),
    isPatched: (row) => (row.old_values as { town?: string }).town === 'pakeista',
  },
  {
    table: 'due_job_failures',
    seed: (_p, marker) =>
      insertFixtures('due_job_failures', [1, 2].map((i) => ({ job: 'weekly_digest', subject: `${marker}-${i}`, error: 'Matricos klaida.', error_code: '23514', due_at: new Date().toISOString() }))),
    newRow: (_who, _p, tag) => ({ job: 'weekly_digest', subject: tag, error: 'Matricos klaida.', error_code: '23514', due_at: new Date().toISOString() }),
    tagColumn: 'subject',
    patch: () => ({ failures: 99 }),
    isPatched: (row) => row.failures === 99,
  },
  {
    table: 'page_render_failures',
    key: 'path',
    seed: (_p, marker) => insertFixtures('page_render_failures', [1, 2].map((i) => ({ path: `/matrica/${marker}-${i}`, error: 'Matricos klaida.' })), undefined, 'path'),
    newRow: (_who, _p, tag) => ({ path: `/matrica/${tag}`, error: tag }),
    tagColumn: 'error',
    patch: (marker) => ({ error: marker }),
    isPatched: (row, marker) => row.error === marker,
  },
  {
    table: 'admin_users',
    keepsFixtures: true,
    seed: async (p) => ownRows([p.admin.id!, p.inactiveAdmin.id!]),
    newRow: (who, p, tag) => ({ id: fallbackId(who, p), email: tag, role: 'super_admin' }),
    tagColumn: 'email',
    patch: (marker) => ({ first_name: marker }),
    isPatched: (row, marker) => row.first_name === marker,
  },
]

/** Arranges a cell: the communities its rows name, then its fixtures. */
export async function seedCell(subject: TableSubject, p: Personas, marker: string): Promise<Fixture> {
  if (subject.namesCommunities) await addCommunities(...cellCommunities(marker))
  if (subject.table.startsWith('chat_')) await matrixChatRoom()
  return subject.seed(p, marker)
}

/** Removes a cell's fixtures, anything its insert created, and its communities. */
export async function cleanUp(subject: TableSubject, fixture: Fixture, marker: string, tag: string) {
  const service = serviceClient()
  if (subject.tagColumn) await service.from(subject.table).delete().eq(subject.tagColumn as never, tag as never)
  if (!subject.keepsFixtures) await service.from(subject.table).delete().in((subject.key ?? 'id') as never, fixture.ids as never)
  if (subject.namesCommunities) await service.from('communities').delete().in('id', cellCommunities(marker))
  await subject.cleanUpMore?.(marker)
}
