/**
 * The directory's entries: visitors and members see published entries only (also through direct
 * supabase-js calls), only administrators write, and the database refuses bad input on its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TablesInsert } from '../../src/lib/supabase/database.types'
import { client, serviceClient, signInAs, type Client } from './helpers'

type NewEntry = TablesInsert<'directory_entries'>

let admin: Client
let adminId: string
let member: Client
const marker = `katalogas-${Date.now()}`
const slugOf = (name: string) => `${marker}-${name}`

const school = (name: string, status: string, extra: Partial<NewEntry> = {}): NewEntry => ({
  directory: 'schools',
  slug: slugOf(name),
  name: `Mokykla ${name}`,
  status,
  region: 'Londonas',
  email: 'mokykla@example.org',
  details: { students: '10+', programs: [], gallery: [] },
  ...extra,
})

beforeAll(async () => {
  const signedInAdmin = await signInAs('admin')
  admin = signedInAdmin.client
  adminId = signedInAdmin.user.id
  member = (await signInAs('member')).client
  const { error } = await serviceClient()
    .from('directory_entries')
    .insert([school('juodrastis', 'draft'), school('paskelbta', 'published'), school('archyvas', 'archived')])
  if (error) throw error
})

afterAll(async () => {
  await serviceClient().from('directory_entries').delete().like('slug', `${marker}-%`)
  await serviceClient().from('communities').delete().like('id', `${marker}-%`)
})

const slugsSeenBy = async (who: Client) => {
  const { data, error } = await who.from('directory_entries').select('slug, status').like('slug', `${marker}-%`).order('slug')
  expect(error).toBeNull()
  return data!.map((row) => row.slug)
}

describe('who reads which entries', () => {
  it('shows visitors and members the published entry only', async () => {
    expect(await slugsSeenBy(client())).toEqual([slugOf('paskelbta')])
    expect(await slugsSeenBy(member)).toEqual([slugOf('paskelbta')])
  })

  it('finds no draft for a visitor or a member asking for it by slug', async () => {
    for (const who of [client(), member]) {
      const { data } = await who.from('directory_entries').select('*').eq('slug', slugOf('juodrastis')).maybeSingle()
      expect(data).toBeNull()
    }
  })

  it('shows administrators every entry', async () => {
    expect(await slugsSeenBy(admin)).toEqual([slugOf('archyvas'), slugOf('juodrastis'), slugOf('paskelbta')].sort())
  })
})

describe('who writes', () => {
  it('refuses a member who publishes, edits or archives an entry', async () => {
    for (const patch of [{ status: 'published' }, { name: 'Pakeista' }, { status: 'archived' }]) {
      const { data, error } = await member.from('directory_entries').update(patch).eq('slug', slugOf('juodrastis')).select('id')
      expect(error).toBeNull()
      expect(data).toEqual([])
    }
    const { data } = await serviceClient().from('directory_entries').select('status, name').eq('slug', slugOf('juodrastis')).single()
    expect(data).toEqual({ status: 'draft', name: 'Mokykla juodrastis' })
  })

  it('refuses a member who adds an entry, and a visitor', async () => {
    for (const who of [member, client()]) {
      const { error } = await who.from('directory_entries').insert(school(`svetimas-${Math.random().toString(36).slice(2, 8)}`, 'published'))
      expect(error?.code).toBe('42501')
    }
  })

  it('lets no client delete an entry: an entry leaves the directory by being archived', async () => {
    const { error } = await admin.from('directory_entries').delete().eq('slug', slugOf('archyvas'))
    expect(error?.code).toBe('42501')
  })

  it('lets an administrator publish a draft and stamps who changed it and when, whatever the client sends', async () => {
    const before = Date.now()
    const { data, error } = await admin
      .from('directory_entries')
      .update({ status: 'published', last_verified_at: new Date().toISOString() })
      .eq('slug', slugOf('juodrastis'))
      .select('status, updated_by, updated_at, last_verified_at')
      .single()
    expect(error).toBeNull()
    expect(data).toMatchObject({ status: 'published', updated_by: adminId })
    expect(Date.parse(data!.updated_at)).toBeGreaterThanOrEqual(before - 1000)
    expect(await slugsSeenBy(client())).toContain(slugOf('juodrastis'))
  })

  it('refuses a client that sets the bookkeeping columns itself', async () => {
    const { error } = await admin.from('directory_entries').update({ updated_by: null }).eq('slug', slugOf('paskelbta'))
    expect(error?.code).toBe('42501')
  })
})

describe('bad input, refused by the database', () => {
  const refused = async (entry: NewEntry) => (await admin.from('directory_entries').insert(entry)).error?.code

  it('refuses a slug already used in the same directory, and accepts it in another', async () => {
    expect(await refused(school('paskelbta', 'draft'))).toBe('23505')
    expect(await refused({ directory: 'media', slug: slugOf('paskelbta'), name: 'Žiniasklaida', details: { category: 'Portalai' } })).toBeUndefined()
  })

  it.each([
    ['an empty name', { name: '   ' }],
    ['a 10,000-character name', { name: 'a'.repeat(10_000) }],
    ['a javascript: website', { website: 'javascript:alert(1)' }],
    ['a malformed e-mail', { email: 'ne-adresas' }],
    ['a slug with capitals and spaces', { slug: 'Mano Mokykla' }],
    ['a javascript: link in the details', { details: { students: '1', programs: [], gallery: [], social: 'javascript:alert(1)' } }],
    ['details that are not an object', { details: ['sąrašas'] }],
    ['an unknown status', { status: 'hidden' }],
    ['an unknown directory', { directory: 'churches' }],
  ])('refuses %s', async (_label, patch) => {
    expect(await refused(school(`blogas-${Math.random().toString(36).slice(2, 8)}`, 'draft', patch))).toBe('23514')
  })
})

describe('communities follow the community directory', () => {
  it('adds a community row for a new community entry and carries a renamed slug into it', async () => {
    const slug = slugOf('bendruomene')
    const { error } = await admin.from('directory_entries').insert({
      directory: 'communities',
      slug,
      name: 'Naujoji bendruomenė',
      status: 'draft',
      details: { type: 'regionine', members: 0, gallery: [], activities: [] },
    })
    expect(error).toBeNull()
    expect((await serviceClient().from('communities').select('id, name').eq('id', slug)).data).toEqual([{ id: slug, name: 'Naujoji bendruomenė' }])

    const renamed = slugOf('bendruomene-nauja')
    await admin.from('directory_entries').update({ slug: renamed, name: 'Atnaujinta bendruomenė' }).eq('slug', slug)
    const { data } = await serviceClient().from('communities').select('id, name').in('id', [slug, renamed])
    expect(data).toEqual([{ id: renamed, name: 'Atnaujinta bendruomenė' }])
  })
})

describe('an entry’s logo from the media library', () => {
  const logoOf = async (who: Client, slug: string) => (await who.from('directory_entries').select('logo_path').eq('directory', 'schools').eq('slug', slug).maybeSingle()).data

  it('is set by an administrator and read by a visitor with the published entry', async () => {
    const { data, error } = await admin.from('directory_entries').update({ logo_path: '1764000000000.png' }).eq('directory', 'schools').eq('slug', slugOf('paskelbta')).select('logo_path')
    expect(error).toBeNull()
    expect(data).toEqual([{ logo_path: '1764000000000.png' }])
    expect(await logoOf(client(), slugOf('paskelbta'))).toEqual({ logo_path: '1764000000000.png' })
    const { error: insertError } = await admin.from('directory_entries').insert(school('su-logotipu', 'draft', { logo_path: 'logotipai/mokykla.webp' }))
    expect(insertError).toBeNull()
  })

  it('is not set by a member', async () => {
    const { data } = await member.from('directory_entries').update({ logo_path: 'svetimas.png' }).eq('directory', 'schools').eq('slug', slugOf('paskelbta')).select('id')
    expect(data ?? []).toEqual([])
    expect(await logoOf(serviceClient(), slugOf('paskelbta'))).toEqual({ logo_path: '1764000000000.png' })
  })

  it.each(['../x', 'javascript:x', '/etc/passwd', 'a/../../b.png', 'https://example.org/x.png', 'tarpas logotipe.png', `${'a'.repeat(497)}.png`])('refuses the path %s', async (logo_path) => {
    const { error } = await admin.from('directory_entries').update({ logo_path }).eq('directory', 'schools').eq('slug', slugOf('paskelbta'))
    expect(error?.code).toBe('23514')
  })
})
