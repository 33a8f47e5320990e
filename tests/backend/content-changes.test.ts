/**
 * The public content's change log: a row for each change to a row visitors see (or saw until
 * the change), readable by anyone, naming only the kind, group and public address; nothing for
 * drafts, pending proposals, articles scheduled for later, or an erasure of who edited a row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Tables } from '../../src/lib/supabase/database.types'
import { client, newUser, serviceClient, signInAs, type Client } from './helpers'

type Change = Tables<'content_changes'>

let admin: Client
const anon = client()
const marker = `pakeitimai-${Date.now()}`

beforeAll(async () => {
  admin = (await signInAs('admin')).client
})

afterAll(async () => {
  await serviceClient().from('directory_entries').delete().like('slug', `${marker}-%`)
  await serviceClient().from('events').delete().like('title', `${marker}%`)
  await serviceClient().from('articles').delete().like('title', `${marker}%`)
})

/** The newest change id now, as a visitor reads it. */
async function latest(): Promise<number> {
  const { data, error } = await anon.from('content_changes').select('id').order('id', { ascending: false }).limit(1)
  if (error) throw error
  return data[0]?.id ?? 0
}

/** The changes after `since`, as a visitor reads them. */
async function changesAfter(since: number): Promise<Change[]> {
  const { data, error } = await anon.from('content_changes').select('*').gt('id', since).order('id')
  if (error) throw error
  return data
}

const school = (name: string, status: string) => ({
  directory: 'schools',
  slug: `${marker}-${name}`,
  name: `Mokykla ${name}`,
  status,
  region: 'Londonas',
  email: 'mokykla@example.org',
  details: { students: '10+', programs: [], gallery: [] },
})

describe('the content change log', () => {
  it('records a published entry, its renaming and its archiving, with its old and new address', async () => {
    const since = await latest()
    const created = await admin.from('directory_entries').insert(school('a', 'published')).select('id').single()
    expect(created.error).toBeNull()
    const id = created.data!.id
    expect((await admin.from('directory_entries').update({ slug: `${marker}-b` }).eq('id', id)).error).toBeNull()
    expect((await admin.from('directory_entries').update({ status: 'archived' }).eq('id', id)).error).toBeNull()
    const changes = await changesAfter(since)
    expect(changes.map(({ subject, scope, old_slug, new_slug }) => ({ subject, scope, old_slug, new_slug }))).toEqual([
      { subject: 'directory_entry', scope: 'schools', old_slug: null, new_slug: `${marker}-a` },
      { subject: 'directory_entry', scope: 'schools', old_slug: `${marker}-a`, new_slug: `${marker}-b` },
      { subject: 'directory_entry', scope: 'schools', old_slug: `${marker}-b`, new_slug: null },
    ])
    expect(Object.keys(changes[0]!).sort()).toEqual(['changed_at', 'entries', 'events', 'id', 'new_slug', 'old_scope', 'old_slug', 'scope', 'subject', 'whole_list'])
  })

  it('records nothing for a draft, nor for a proposal until it is approved', async () => {
    const since = await latest()
    expect((await admin.from('directory_entries').insert(school('juodrastis', 'draft'))).error).toBeNull()
    const { client: member } = await newUser('pakeitimai')
    const proposed = await member
      .from('events')
      .insert({
        title: `${marker} renginys`,
        description: 'Bandomasis renginys.',
        category: 'Kultūra',
        starts_at: new Date(Date.now() + 20 * 86_400_000).toISOString(),
        ends_at: new Date(Date.now() + 20 * 86_400_000 + 3_600_000).toISOString(),
        town: 'Lidsas',
        region: 'Anglija',
      })
      .select('id')
      .single()
    expect(proposed.error).toBeNull()
    expect(await changesAfter(since)).toEqual([])

    expect((await admin.from('events').update({ status: 'approved' }).eq('id', proposed.data!.id)).error).toBeNull()
    const [approval, ...rest] = await changesAfter(since)
    expect(rest).toEqual([])
    expect(approval).toMatchObject({ subject: 'event', scope: 'Kultūra', old_slug: null, new_slug: expect.stringMatching(/renginys/) })
  })

  it('records an article when it becomes public and when it leaves, never its draft or a schedule still ahead', async () => {
    const since = await latest()
    const written = await admin
      .from('articles')
      .insert({ title: `${marker} straipsnis`, lead: 'Bandomojo straipsnio įžanga.', body: 'Bandomasis straipsnis.', category: 'Kultūra' })
      .select('id, slug')
      .single()
    expect(written.error).toBeNull()
    const { id, slug } = written.data!
    expect((await admin.from('articles').update({ status: 'scheduled', publish_at: new Date(Date.now() + 86_400_000).toISOString() }).eq('id', id)).error).toBeNull()
    expect(await changesAfter(since)).toEqual([])

    expect((await admin.from('articles').update({ status: 'published', publish_at: null }).eq('id', id)).error).toBeNull()
    expect((await admin.from('articles').update({ status: 'archived' }).eq('id', id)).error).toBeNull()
    const changes = await changesAfter(since)
    expect(changes.map(({ subject, scope, old_slug, new_slug }) => ({ subject, scope, old_slug, new_slug }))).toEqual([
      { subject: 'article', scope: 'Kultūra', old_slug: null, new_slug: slug },
      { subject: 'article', scope: 'Kultūra', old_slug: slug, new_slug: null },
    ])
  })

  it('names the events an entry organises, and the group an event or article left, so just their pages render again', async () => {
    const organiser = await admin.from('directory_entries').insert(school('rengia', 'published')).select('id').single()
    expect(organiser.error).toBeNull()
    const starts = Date.now() + 30 * 86_400_000
    const organised = await admin
      .from('events')
      .insert({
        title: `${marker} mokyklos šventė`,
        description: 'Bandomasis renginys.',
        category: 'Kultūra',
        starts_at: new Date(starts).toISOString(),
        ends_at: new Date(starts + 3_600_000).toISOString(),
        town: 'Lidsas',
        region: 'Anglija',
        organiser_entry_id: organiser.data!.id,
      })
      .select('id, slug')
      .single()
    expect(organised.error).toBeNull()
    expect((await admin.from('events').update({ status: 'approved' }).eq('id', organised.data!.id)).error).toBeNull()
    const since = await latest()
    expect((await admin.from('directory_entries').update({ name: 'Mokykla rengia, nauju vardu' }).eq('id', organiser.data!.id)).error).toBeNull()
    expect((await admin.from('events').update({ category: 'Sportas' }).eq('id', organised.data!.id)).error).toBeNull()
    const changes = await changesAfter(since)
    expect(changes.map(({ subject, scope, old_scope, events }) => ({ subject, scope, old_scope, events }))).toEqual([
      { subject: 'directory_entry', scope: 'schools', old_scope: 'schools', events: [organised.data!.slug] },
      { subject: 'event', scope: 'Sportas', old_scope: 'Kultūra', events: [] },
    ])
  })

  it('names the published entries an article or event is about, before and after, so their pages render again', async () => {
    const first = await admin.from('directory_entries').insert(school('apie-a', 'published')).select('id').single()
    const second = await admin.from('directory_entries').insert(school('apie-b', 'published')).select('id').single()
    const draft = await admin.from('directory_entries').insert(school('apie-c', 'draft')).select('id').single()
    expect([first.error, second.error, draft.error]).toEqual([null, null, null])
    const since = await latest()
    const written = await admin
      .from('articles')
      .insert({ title: `${marker} apie įrašą`, lead: 'Straipsnis apie mokyklą.', body: 'Bandomasis straipsnis.', category: 'Švietimas', entry_id: first.data!.id, status: 'published' })
      .select('id')
      .single()
    expect(written.error).toBeNull()
    expect((await admin.from('articles').update({ entry_id: second.data!.id }).eq('id', written.data!.id)).error).toBeNull()
    expect((await admin.from('articles').update({ entry_id: draft.data!.id }).eq('id', written.data!.id)).error).toBeNull()
    const changes = await changesAfter(since)
    expect(changes.map(({ subject, entries }) => ({ subject, entries }))).toEqual([
      { subject: 'article', entries: [`schools:${marker}-apie-a`] },
      { subject: 'article', entries: [`schools:${marker}-apie-a`, `schools:${marker}-apie-b`] },
      // A draft entry has no page to render.
      { subject: 'article', entries: [`schools:${marker}-apie-b`] },
    ])
  })

  it('is written by the database alone', async () => {
    const member = (await newUser('pakeitimai-rasymas')).client
    for (const caller of [anon, member, admin]) {
      const { error } = await caller.from('content_changes').insert({ subject: 'event', scope: marker })
      expect(error?.code).toBe('42501')
    }
  })
})
