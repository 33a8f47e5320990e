/**
 * English translations beside the Lithuanian originals (docs/decisions/024-translations-beside-the-original.md):
 * the essential facts come translated with the migration; an entry's managers translate their
 * entry, administrators everything; visitors read a published translation exactly when they may
 * read its original; a change of the original's words marks its translations outdated until
 * someone saves them again; the table's checks refuse bad input; a translation goes with its
 * original and outlives the account that saved it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { factKeys } from '../../src/features/essential-info/essential-fact'
import { client, newUser, serviceClient, signInAs, type Client } from './helpers'

type Account = { client: Client; id: string; email: string }

const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`
const slug = (name: string) => `vertimai-${name}-${stamp}`
const inDays = (days: number, hour = 18) => {
  const at = new Date(Date.now() + days * 86_400_000)
  at.setUTCHours(hour, 0, 0, 0)
  return at.toISOString()
}

let admin: Client
let adminId: string
let manager: Account
let outsider: Account
let entryId: string
let translationId: string

async function account(prefix: string): Promise<Account> {
  const created = await newUser(prefix)
  return { client: created.client, id: created.user!.id, email: created.email }
}

/** A published directory entry (no manager). */
async function entry(name: string): Promise<string> {
  const { data, error } = await serviceClient()
    .from('directory_entries')
    .insert({ directory: 'media', slug: slug(name), status: 'published', name: `Vertimų įrašas ${name}`, summary: 'Lietuvių portalas Lidse.', details: { category: 'Portalai' } })
    .select('id')
    .single()
  if (error) throw error
  return data.id
}

/** An event a month ahead, `pending` or `approved`, proposed by `submitted_by` (nobody when left out). */
async function event(name: string, status: 'pending' | 'approved', submitted_by: string | null = null): Promise<string> {
  const { data, error } = await serviceClient()
    .from('events')
    .insert({
      title: `Vertimų renginys ${name}`,
      description: 'Renginys, kurį išvers administratorė.',
      category: 'Kultūra',
      starts_at: inDays(30),
      ends_at: inDays(30, 21),
      town: 'Lidsas',
      region: 'Anglija',
      slug: slug(name),
      status,
      submitted_by,
    })
    .select('id')
    .single()
  if (error) throw error
  return data.id
}

/** An administrator's draft article. */
async function draftArticle(name: string): Promise<string> {
  const { data, error } = await admin
    .from('articles')
    .insert({ title: `Vertimų straipsnis ${name}`, lead: 'Straipsnio, kurį išvers administratorė, įžanga.', body: 'Straipsnio tekstas.', category: 'Kultūra', slug: slug(name) })
    .select('id, status')
    .single()
  if (error) throw error
  expect(data.status).toBe('draft')
  return data.id
}

/** An essential fact of this file (not one of the page's). */
async function fact(name: string): Promise<string> {
  const key = slug(name)
  const { error } = await serviceClient()
    .from('essential_facts')
    .insert({ key, kind: 'phone', label: 'Vertimų faktas', value: '999', source_url: 'https://www.gov.uk/', checked_on: '2026-11-25', sort_order: 999 })
  if (error) throw error
  return key
}

/** How many rows of `table` with `id` the reader sees. */
async function seen(who: Client, table: 'entry_translations' | 'event_translations' | 'article_translations' | 'fact_translations', id: string) {
  const { data, error } = await who.from(table).select('id').eq('id', id)
  expect(error).toBeNull()
  return data!.length
}

/** The entry's translation as the database holds it. */
async function stored(id: string) {
  const { data, error } = await serviceClient().from('entry_translations').select('name, status, outdated, updated_by, updated_at').eq('id', id).single()
  if (error) throw error
  return data
}

beforeAll(async () => {
  const signedIn = await signInAs('admin')
  admin = signedIn.client
  adminId = signedIn.user.id
  ;[manager, outsider] = await Promise.all([account('vertimai-valdytoja'), account('vertimai-pasalinis')])
  entryId = await entry('bendruomene')
  const { error } = await serviceClient().from('entry_managers').insert({ entry_id: entryId, user_id: manager.id, role: 'Pirmininkė' })
  if (error) throw error
})

afterAll(async () => {
  const service = serviceClient()
  await service.from('articles').delete().like('slug', `vertimai-%-${stamp}`)
  await service.from('events').delete().like('slug', `vertimai-%-${stamp}`)
  await service.from('essential_facts').delete().like('key', `vertimai-%-${stamp}`)
  await service.from('directory_entries').delete().like('slug', `vertimai-%-${stamp}`)
})

describe('the essential facts in English', () => {
  const keys = [...factKeys]

  it('come published with the migration, one for each of the page’s facts, read by a signed-out visitor', async () => {
    const { data, error } = await client().from('fact_translations').select('fact_key, locale, label, value, status').in('fact_key', keys)
    expect(error).toBeNull()
    expect(data!.map((row) => row.fact_key).sort()).toEqual([...keys].sort())
    for (const row of data!) expect(row, row.fact_key).toMatchObject({ locale: 'en', status: 'published' })
    expect(data!.find((row) => row.fact_key === 'national-living-wage')).toMatchObject({ label: 'National Living Wage (aged 21 and over)', value: '£12.71 an hour' })
    expect(data!.find((row) => row.fact_key === 'emergency')).toMatchObject({ label: 'Police, ambulance, fire service', value: '999' })
    // Every fact the page places has its English words.
    const { data: facts } = await client().from('essential_facts').select('key').in('key', keys)
    expect(facts).toHaveLength(keys.length)
  })

  it('are changed by administrators only, and a draft is theirs alone', async () => {
    const key = await fact('juodrastis')
    expect((await outsider.client.from('fact_translations').insert({ fact_key: key, label: 'Emergency', value: '999' })).error?.code).toBe('42501')
    const { data, error } = await admin.from('fact_translations').insert({ fact_key: key, label: 'Emergency', value: '999' }).select('id, status, updated_by').single()
    expect(error).toBeNull()
    expect(data).toMatchObject({ status: 'draft', updated_by: adminId })
    for (const who of [client(), outsider.client]) expect(await seen(who, 'fact_translations', data!.id)).toBe(0)
    expect((await outsider.client.from('fact_translations').update({ status: 'published' }).eq('id', data!.id).select('id')).data).toEqual([])
    expect((await admin.from('fact_translations').update({ status: 'published' }).eq('id', data!.id)).error).toBeNull()
    expect(await seen(client(), 'fact_translations', data!.id)).toBe(1)
  })
})

describe('an entry’s translation', () => {
  it('is written by the entry’s manager as a draft, read by visitors once published; other members neither add nor change it', async () => {
    const words = { entry_id: entryId, name: 'Leeds Lithuanian portal', summary: 'A Lithuanian portal in Leeds.', description: 'News and events for Lithuanians in Leeds.' }
    const refused = await outsider.client.from('entry_translations').insert(words)
    expect(refused.error?.code).toBe('42501')
    expect((await client().from('entry_translations').insert(words)).error?.code).toBe('42501')

    const { data, error } = await manager.client.from('entry_translations').insert(words).select('id, locale, status, outdated, updated_by').single()
    expect(error).toBeNull()
    expect(data).toMatchObject({ locale: 'en', status: 'draft', outdated: false, updated_by: manager.id })
    translationId = data!.id
    for (const who of [client(), outsider.client]) expect(await seen(who, 'entry_translations', translationId)).toBe(0)
    for (const who of [manager.client, admin]) expect(await seen(who, 'entry_translations', translationId)).toBe(1)

    const published = await manager.client.from('entry_translations').update({ status: 'published' }).eq('id', translationId).select('status')
    expect(published.data).toEqual([{ status: 'published' }])
    const { data: read } = await client().from('entry_translations').select('name, summary, description, status, outdated').eq('entry_id', entryId)
    expect(read).toEqual([{ name: 'Leeds Lithuanian portal', summary: 'A Lithuanian portal in Leeds.', description: 'News and events for Lithuanians in Leeds.', status: 'published', outdated: false }])
    expect(await seen(outsider.client, 'entry_translations', translationId)).toBe(1)

    // A member who does not manage the entry reads it but changes and removes nothing.
    const update = await outsider.client.from('entry_translations').update({ name: 'Not mine' }, { count: 'exact' }).eq('id', translationId)
    expect(update.error).toBeNull()
    expect(update.count).toBe(0)
    expect((await outsider.client.from('entry_translations').delete().eq('id', translationId).select('id')).data).toEqual([])
    expect((await stored(translationId)).name).toBe('Leeds Lithuanian portal')
    // Nor does a manager of one entry translate another.
    const other = await entry('kitas')
    expect((await manager.client.from('entry_translations').insert({ entry_id: other, name: 'Not managed' })).error?.code).toBe('42501')
  })

  it('leaves the public pages with its entry, archived or back to a draft, and returns with it', async () => {
    for (const status of ['archived', 'draft'] as const) {
      expect((await admin.from('directory_entries').update({ status }).eq('id', entryId)).error).toBeNull()
      for (const who of [client(), outsider.client]) expect(await seen(who, 'entry_translations', translationId)).toBe(0)
      // Its manager and administrators still read it.
      for (const who of [manager.client, admin]) expect(await seen(who, 'entry_translations', translationId)).toBe(1)
    }
    expect((await admin.from('directory_entries').update({ status: 'published' }).eq('id', entryId)).error).toBeNull()
    expect(await seen(client(), 'entry_translations', translationId)).toBe(1)
  })

  it('is outdated when the entry’s words change, until someone saves it again; other changes leave it be', async () => {
    // The administrator corrects the translation: saved by them.
    const corrected = await admin.from('entry_translations').update({ summary: 'A Lithuanian news portal in Leeds.' }).eq('id', translationId).select('updated_by').single()
    expect(corrected.data).toEqual({ updated_by: adminId })

    // Changes that are no words of the translation's, or the same words again, mark nothing.
    expect((await admin.from('directory_entries').update({ phone: '0113 496 0000', sort_order: 7 }).eq('id', entryId)).error).toBeNull()
    expect((await admin.from('directory_entries').update({ summary: 'Lietuvių portalas Lidse.' }).eq('id', entryId)).error).toBeNull()
    expect(await stored(translationId)).toMatchObject({ outdated: false, updated_by: adminId })

    const before = await stored(translationId)
    expect((await admin.from('directory_entries').update({ description: 'Naujienos ir renginiai Lidso lietuviams.' }).eq('id', entryId)).error).toBeNull()
    const marked = await stored(translationId)
    // Marked, not saved: who saved it and when stay.
    expect(marked).toMatchObject({ outdated: true, updated_by: adminId, updated_at: before.updated_at })
    // Still public (a page may show it with a note), and the flag is readable there.
    expect((await client().from('entry_translations').select('outdated').eq('id', translationId)).data).toEqual([{ outdated: true }])

    // The manager checks it and saves it unchanged.
    const saved = await manager.client.from('entry_translations').update({ name: marked.name }).eq('id', translationId).select('outdated, updated_by, updated_at').single()
    expect(saved.error).toBeNull()
    expect(saved.data).toMatchObject({ outdated: false, updated_by: manager.id })
    expect(Date.parse(saved.data!.updated_at)).toBeGreaterThan(Date.parse(before.updated_at))

    // A manager's own edit of the entry's words marks it too.
    expect((await manager.client.from('directory_entries').update({ name: 'Vertimų įrašas, naujas pavadinimas' }).eq('id', entryId)).error).toBeNull()
    expect((await stored(translationId)).outdated).toBe(true)
    expect((await manager.client.from('entry_translations').update({ name: 'Leeds Lithuanian portal, renamed' }).eq('id', translationId)).error).toBeNull()
    expect((await stored(translationId)).outdated).toBe(false)
  })
})

describe('the translations of events, articles and facts', () => {
  it('of a pending event stay hidden with the event, published or not, and show once it is approved', async () => {
    const id = await event('laukiantis', 'pending')
    const words = { event_id: id, title: 'A concert in Leeds', description: 'Lithuanian songs in Leeds.', status: 'published' }
    expect((await outsider.client.from('event_translations').insert(words)).error?.code).toBe('42501')
    const { data, error } = await admin.from('event_translations').insert(words).select('id, status, updated_by').single()
    expect(error).toBeNull()
    expect(data).toMatchObject({ status: 'published', updated_by: adminId })
    for (const who of [client(), outsider.client]) expect(await seen(who, 'event_translations', data!.id)).toBe(0)
    expect(await seen(admin, 'event_translations', data!.id)).toBe(1)

    expect((await admin.from('events').update({ status: 'approved' }).eq('id', id)).error).toBeNull()
    for (const who of [client(), outsider.client]) expect(await seen(who, 'event_translations', data!.id)).toBe(1)
    const { data: read } = await client().from('event_translations').select('title, description').eq('event_id', id)
    expect(read).toEqual([{ title: 'A concert in Leeds', description: 'Lithuanian songs in Leeds.' }])
  })

  it('of a pending event are read by its proposer, who reads the event, and by nobody else', async () => {
    const id = await event('pasiulytas', 'pending', outsider.id)
    const { data } = await admin.from('event_translations').insert({ event_id: id, title: 'A proposed concert', description: 'Lithuanian songs, proposed.', status: 'published' }).select('id').single()
    expect(await seen(outsider.client, 'event_translations', data!.id)).toBe(1)
    for (const who of [client(), manager.client]) expect(await seen(who, 'event_translations', data!.id)).toBe(0)
    // Administrators alone translate events: the proposer changes nothing.
    expect((await outsider.client.from('event_translations').update({ title: 'Mine now' }).eq('id', data!.id).select('id')).data).toEqual([])
  })

  it('of an article show once the article is published and its time has passed', async () => {
    const id = await draftArticle('straipsnis')
    const { data, error } = await admin
      .from('article_translations')
      .insert({ article_id: id, title: 'Lithuanians in Leeds', lead: 'How the community of Leeds began.', body: 'The community began in a kitchen.', status: 'published' })
      .select('id')
      .single()
    expect(error).toBeNull()
    expect(await seen(client(), 'article_translations', data!.id)).toBe(0)

    // Scheduled for tomorrow: still hidden.
    const scheduled = await admin.from('articles').update({ status: 'scheduled', publish_at: inDays(1) }).eq('id', id).select('status').single()
    expect(scheduled.data).toEqual({ status: 'scheduled' })
    for (const who of [client(), outsider.client]) expect(await seen(who, 'article_translations', data!.id)).toBe(0)

    // The time passes (moved back here rather than waited for).
    const moved = await serviceClient().from('articles').update({ publish_at: new Date(Date.now() - 60_000).toISOString() }).eq('id', id).select('status').single()
    expect(moved.data).toEqual({ status: 'published' })
    for (const who of [client(), outsider.client]) expect(await seen(who, 'article_translations', data!.id)).toBe(1)
    // A draft translation of a public article stays the administrators'.
    expect((await admin.from('article_translations').update({ status: 'draft' }).eq('id', data!.id)).error).toBeNull()
    expect(await seen(client(), 'article_translations', data!.id)).toBe(0)
  })

  it('are outdated when their original’s words change: an event’s, an article’s, a fact’s', async () => {
    const eventId = await event('keiciamas', 'approved')
    const articleId = await draftArticle('keiciamas')
    const key = await fact('keiciamas')
    const translations = {
      event: (await admin.from('event_translations').insert({ event_id: eventId, title: 'A changing event', description: 'An event whose words change.' }).select('id').single()).data!.id,
      article: (await admin.from('article_translations').insert({ article_id: articleId, title: 'A changing article', lead: 'An article whose words change.', body: 'Words.' }).select('id').single()).data!.id,
      fact: (await admin.from('fact_translations').insert({ fact_key: key, label: 'A changing fact', value: '999' }).select('id').single()).data!.id,
    }
    const outdated = async () => {
      const service = serviceClient()
      const [e, a, f] = await Promise.all([
        service.from('event_translations').select('outdated').eq('id', translations.event).single(),
        service.from('article_translations').select('outdated').eq('id', translations.article).single(),
        service.from('fact_translations').select('outdated').eq('id', translations.fact).single(),
      ])
      return { event: e.data!.outdated, article: a.data!.outdated, fact: f.data!.outdated }
    }

    // What is not translated changes: nothing is marked.
    expect((await admin.from('events').update({ town: 'Bradfordas', featured: true }).eq('id', eventId)).error).toBeNull()
    expect((await admin.from('articles').update({ category: 'Bendruomenė' }).eq('id', articleId)).error).toBeNull()
    expect((await admin.from('essential_facts').update({ checked_on: '2026-12-01' }).eq('key', key)).error).toBeNull()
    expect(await outdated()).toEqual({ event: false, article: false, fact: false })

    expect((await admin.from('events').update({ description: 'Renginys, kurio žodžiai pasikeitė.' }).eq('id', eventId)).error).toBeNull()
    expect((await admin.from('articles').update({ cover_alt: 'Nauja' }).eq('id', articleId)).error).toBeNull()
    expect((await admin.from('essential_facts').update({ value: '112' }).eq('key', key)).error).toBeNull()
    expect(await outdated()).toEqual({ event: true, article: true, fact: true })

    // Saved again, each is checked.
    expect((await admin.from('event_translations').update({ title: 'A changing event' }).eq('id', translations.event)).error).toBeNull()
    expect((await admin.from('article_translations').update({ title: 'A changing article' }).eq('id', translations.article)).error).toBeNull()
    expect((await admin.from('fact_translations').update({ value: '112' }).eq('id', translations.fact)).error).toBeNull()
    expect(await outdated()).toEqual({ event: false, article: false, fact: false })
  })
})

describe('the checks on a translation', () => {
  it('refuse another locale than English, empty or too long words and markup in a fact (23514)', async () => {
    const eventId = await event('patikros', 'approved')
    const key = await fact('patikros')
    const attempts = [
      manager.client.from('entry_translations').insert({ entry_id: entryId, locale: 'de', name: 'Leeds' }),
      manager.client.from('entry_translations').update({ name: '   ' }).eq('id', translationId),
      manager.client.from('entry_translations').update({ summary: 'x'.repeat(1001) }).eq('id', translationId),
      manager.client.from('entry_translations').update({ status: 'approved' }).eq('id', translationId),
      admin.from('event_translations').insert({ event_id: eventId, title: '', description: 'An event with no title.' }),
      admin.from('event_translations').insert({ event_id: eventId, title: 'No', description: 'A title too short.' }),
      admin.from('event_translations').insert({ event_id: eventId, title: 'A short description', description: 'Too short' }),
      admin.from('event_translations').insert({ event_id: eventId, locale: 'lt', title: 'Lithuanian is the original', description: 'Not a translation at all.' }),
      admin.from('fact_translations').insert({ fact_key: key, label: '<b>Emergency</b>', value: '999' }),
      admin.from('fact_translations').insert({ fact_key: key, label: 'Emergency', value: '' }),
    ]
    for (const [i, attempt] of attempts.entries()) expect((await attempt).error?.code, `attempt ${i}`).toBe('23514')
    expect(await stored(translationId)).toMatchObject({ name: 'Leeds Lithuanian portal, renamed', status: 'published' })
  })

  it('refuse markup in any translated word and unsafe links in an article’s body, for administrators too (PT422)', async () => {
    const eventId = await event('zymes', 'approved')
    const articleId = await draftArticle('zymes')
    const attempts = [
      manager.client.from('entry_translations').update({ name: '<img src=x onerror=alert(1)>' }).eq('id', translationId),
      manager.client.from('entry_translations').update({ summary: 'Plain <script>alert(1)</script>' }).eq('id', translationId),
      admin.from('event_translations').insert({ event_id: eventId, title: 'A <b>bold</b> title', description: 'An event described plainly.' }),
      admin.from('article_translations').insert({ article_id: articleId, title: 'Safe title', lead: 'A lead long enough to pass.', body: '[Click](javascript:alert(1))' }),
      admin.from('article_translations').insert({ article_id: articleId, title: 'Safe title', lead: 'A lead long enough to pass.', body: '<iframe src="https://example.org"></iframe>' }),
    ]
    for (const [i, attempt] of attempts.entries()) {
      const { error } = await attempt
      expect(error?.code, `attempt ${i}`).toBe('PT422')
    }
    const { error } = await admin
      .from('article_translations')
      .insert({ article_id: articleId, title: 'Safe title', lead: 'A lead long enough to pass.', body: 'A **plain** paragraph with [a link](https://www.gov.uk).' })
    expect(error).toBeNull()
    expect(await stored(translationId)).toMatchObject({ name: 'Leeds Lithuanian portal, renamed' })
  })

  it('record who saved it even when the save also marks it outdated', async () => {
    const before = await stored(translationId)
    const { error } = await admin.from('entry_translations').update({ name: 'Leeds Lithuanian portal, checked', outdated: true }).eq('id', translationId)
    expect(error).toBeNull()
    const after = await stored(translationId)
    expect(after).toMatchObject({ name: 'Leeds Lithuanian portal, checked', updated_by: adminId })
    expect(after.updated_at > before.updated_at).toBe(true)
    // Back as it was, for the tests after this one.
    expect((await manager.client.from('entry_translations').update({ name: before.name, outdated: before.outdated }).eq('id', translationId)).error).toBeNull()
  })

  it('change their item’s public pages once published: the change log names the item; a draft’s edits do not', async () => {
    const media = await entry('zurnalas')
    const mediaSlug = slug('zurnalas')
    const logged = async () => {
      const { data, error } = await client().from('content_changes').select('id, subject, scope, old_slug, new_slug').order('id', { ascending: false }).limit(1)
      expect(error).toBeNull()
      return data![0]
    }
    const before = await logged()
    const { data, error } = await admin.from('entry_translations').insert({ entry_id: media, name: 'Leeds magazine' }).select('id').single()
    expect(error).toBeNull()
    expect((await admin.from('entry_translations').update({ name: 'Leeds Lithuanian magazine' }).eq('id', data!.id)).error).toBeNull()
    expect((await logged()).id).toBe(before.id)
    expect((await admin.from('entry_translations').update({ status: 'published' }).eq('id', data!.id)).error).toBeNull()
    expect(await logged()).toMatchObject({ subject: 'directory_entry', scope: 'media', old_slug: mediaSlug, new_slug: mediaSlug })
    const published = await logged()
    expect((await admin.from('entry_translations').delete().eq('id', data!.id)).error).toBeNull()
    expect((await logged()).id).toBeGreaterThan(published.id)
  })

  it('refuse a second translation into the same locale (23505)', async () => {
    expect((await manager.client.from('entry_translations').insert({ entry_id: entryId, name: 'Leeds again' })).error?.code).toBe('23505')
  })
})

describe('a translation', () => {
  it('goes with its original', async () => {
    const service = serviceClient()
    const otherEntry = await entry('istrinamas')
    const eventId = await event('istrinamas', 'approved')
    const articleId = await draftArticle('istrinamas')
    const key = await fact('istrinamas')
    const translated = await Promise.all([
      admin.from('entry_translations').insert({ entry_id: otherEntry, name: 'Removed entry' }).select('id').single(),
      admin.from('event_translations').insert({ event_id: eventId, title: 'Removed event', description: 'An event to be removed.' }).select('id').single(),
      admin.from('article_translations').insert({ article_id: articleId, title: 'Removed article', lead: 'An article to be removed.', body: 'Words.' }).select('id').single(),
      admin.from('fact_translations').insert({ fact_key: key, label: 'Removed fact', value: '999' }).select('id').single(),
    ])
    for (const result of translated) expect(result.error).toBeNull()

    await service.from('directory_entries').delete().eq('id', otherEntry).throwOnError()
    expect((await admin.from('events').delete().eq('id', eventId)).error).toBeNull()
    expect((await admin.from('articles').delete().eq('id', articleId)).error).toBeNull()
    await service.from('essential_facts').delete().eq('key', key).throwOnError()

    const tables = ['entry_translations', 'event_translations', 'article_translations', 'fact_translations'] as const
    for (const [i, table] of tables.entries()) expect(await seen(service, table, translated[i].data!.id), table).toBe(0)
  })

  it('outlives the account that saved it, which it no longer names', async () => {
    const before = await stored(translationId)
    expect(before.updated_by).toBe(manager.id)
    expect((await manager.client.rpc('delete_own_account', { confirm_email: manager.email })).error).toBeNull()
    expect(await stored(translationId)).toEqual({ ...before, updated_by: null })
    expect(await seen(client(), 'entry_translations', translationId)).toBe(1)
  })
})
