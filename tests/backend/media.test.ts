/** The media library's data calls as the admin screen makes them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serviceClient, signInAs, type Client } from './helpers'

const marker = `media-${Date.now()}`
let admin: Client
let member: Client
let ids: string[] = []

beforeAll(async () => {
  admin = (await signInAs('admin')).client
  member = (await signInAs('member')).client
  const rows = ['2025-01-01T00:00:00Z', '2025-03-01T00:00:00Z', '2025-02-01T00:00:00Z', '2025-04-01T00:00:00Z'].map((created_at, i) => ({
    filename: `${marker}-${i}.png`,
    original_name: `${i}.png`,
    file_path: `${marker}-${i}.png`,
    file_size: 100 + i,
    mime_type: 'image/png',
    created_at,
    is_active: i !== 3, // the newest one is retired
  }))
  const { data, error } = await serviceClient().from('media').insert(rows).select('id')
  if (error) throw error
  ids = data.map((row) => row.id)
})

afterAll(async () => {
  await serviceClient().from('media').delete().in('id', ids)
})

describe('media admin', () => {
  it('lists active media newest first, without retired files', async () => {
    const { data, error } = await admin.from('media').select('*').eq('is_active', true).order('created_at', { ascending: false })
    expect(error).toBeNull()
    const mine = data!.filter((row) => row.filename.startsWith(marker))
    expect(mine.map((row) => row.original_name)).toEqual(['1.png', '2.png', '0.png'])
    const times = data!.map((row) => Date.parse(row.created_at))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
  })

  it('updates alt text and description as an admin', async () => {
    const { data, error } = await admin
      .from('media')
      .update({ alt_text: 'Bendruomenės šventė', description: 'Vasaros šventė Londone' })
      .eq('id', ids[0])
      .select('alt_text, description, updated_at, created_at')
      .single()
    expect(error).toBeNull()
    expect(data).toMatchObject({ alt_text: 'Bendruomenės šventė', description: 'Vasaros šventė Londone' })
    // The database stamps the change itself.
    expect(Date.parse(data!.updated_at)).toBeGreaterThan(Date.parse(data!.created_at))
  })

  it('refuses the same update from a member: no row changes, as RLS answers', async () => {
    const { data, error } = await member.from('media').update({ alt_text: 'Įsilaužėlis' }).eq('id', ids[1]).select('id')
    expect(error).toBeNull()
    expect(data).toEqual([])
    const { data: row } = await serviceClient().from('media').select('alt_text').eq('id', ids[1]).single()
    expect(row?.alt_text).toBeNull()
  })
})
