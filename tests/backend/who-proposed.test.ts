/**
 * Nobody but the database reads which account proposed an event or posted a classified, or which
 * administrator decided it: not a visitor, not another member, not the author. The author reads
 * their own rows through own_events() and own_classifieds(), without who decided. Visitors read no
 * account id of the other public tables either.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { ANON_KEY, apiUrl, client, newUser, serviceClient, signInAs, type Client } from './helpers'

const inDays = (days: number, hour = 18) => {
  const at = new Date(Date.now() + days * 86_400_000)
  at.setUTCHours(hour, 0, 0, 0)
  return at.toISOString()
}

let author: Awaited<ReturnType<typeof newUser>>
let otherMember: Client
let eventId: string
let classifiedId: string

beforeAll(async () => {
  const admin = (await signInAs('admin')).client
  author = await newUser('kas-siule')
  otherMember = (await newUser('kas-skaito')).client
  const event = await author.client
    .from('events')
    .insert({ title: 'Kieno renginys', description: 'Renginys, kurio siūlytojo niekas neturi matyti.', category: 'Kultūra', starts_at: inDays(20), ends_at: inDays(20, 21), town: 'Lidsas', region: 'Anglija' })
    .select('id')
    .single()
  expect(event.error).toBeNull()
  eventId = event.data!.id
  expect((await admin.from('events').update({ status: 'approved' }).eq('id', eventId)).error).toBeNull()
  const classified = await author.client
    .from('classifieds')
    .insert({ title: 'Kieno skelbimas', body: 'Skelbimas, kurio autoriaus niekas neturi matyti.', category: 'Parduoda', price: 10, town: 'Lidsas', contact: 'portal' })
    .select('id')
    .single()
  expect(classified.error).toBeNull()
  classifiedId = classified.data!.id
  expect((await admin.from('classifieds').update({ status: 'approved' }).eq('id', classifiedId)).error).toBeNull()
})

/** The data API's answer to a visitor's plain GET, as anyone can send it. */
const anonymousGet = (path: string) => fetch(`${apiUrl}/rest/v1/${path}`, { headers: { apikey: ANON_KEY } })

describe('who proposed, posted and decided', () => {
  it.each([
    ['events', 'submitted_by'],
    ['events', 'decided_by'],
    ['classifieds', 'posted_by'],
    ['classifieds', 'decided_by'],
  ])('%s.%s is refused to a visitor, another member and the author', async (table, column) => {
    const response = await anonymousGet(`${table}?select=${column}`)
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ code: '42501' })
    for (const who of [client(), otherMember, author.client]) {
      const { data, error } = await who.from(table as 'events').select(column as 'id')
      expect(data).toBeNull()
      expect(error?.code).toBe('42501')
    }
  })

  it('leaves the public columns readable', async () => {
    const events = await client().from('events').select('id, title').eq('id', eventId)
    expect(events.data).toEqual([{ id: eventId, title: 'Kieno renginys' }])
    const classifieds = await otherMember.from('classifieds').select('id, title').eq('id', classifiedId)
    expect(classifieds.data).toEqual([{ id: classifiedId, title: 'Kieno skelbimas' }])
  })

  it('lets the author read their own rows through functions, without who decided', async () => {
    const events = await author.client.rpc('own_events')
    expect(events.error).toBeNull()
    expect(events.data?.map((row) => row.id)).toEqual([eventId])
    expect(events.data?.[0]).not.toHaveProperty('decided_by')
    expect(events.data?.[0]).not.toHaveProperty('submitted_by')
    const classifieds = await author.client.rpc('own_classifieds')
    expect(classifieds.data?.map((row) => row.id)).toEqual([classifiedId])
    expect(classifieds.data?.[0]).not.toHaveProperty('decided_by')
    // Another member's call finds none of them; a visitor may not call.
    expect((await otherMember.rpc('own_events')).data).toEqual([])
    expect((await otherMember.rpc('own_classifieds')).data).toEqual([])
    expect((await client().rpc('own_events')).error?.code).toBe('42501')
  })

  it.each([
    ['directory_entries', 'updated_by'],
    ['essential_facts', 'updated_by'],
    ['media', 'uploaded_by'],
    ['chat_rooms', 'created_by'],
    ['entry_translations', 'updated_by'],
    ['event_translations', 'updated_by'],
    ['article_translations', 'updated_by'],
    ['fact_translations', 'updated_by'],
  ])('%s.%s is refused to a visitor', async (table, column) => {
    const response = await anonymousGet(`${table}?select=${column}`)
    expect(response.status).toBe(401)
    // The rest of a public row stays readable.
    expect((await anonymousGet(`${table}?select=${table === 'chat_rooms' ? 'slug' : 'updated_at'}&limit=1`)).status).toBe(200)
  })

  it('still names them to the database', async () => {
    const { data } = await serviceClient().from('events').select('submitted_by').eq('id', eventId).single()
    expect(data).toEqual({ submitted_by: author.user!.id })
  })
})
