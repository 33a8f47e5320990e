/**
 * Classifieds: a member's post waits for approval, is public for 30 days, then not; a poster
 * edits (back to approval), renews or closes their own; at most 5 active and 10 a day; three
 * members' reports hide it until an administrator restores it; replies through the portal are
 * read by the replier and the poster only; the e-mail shows only when the poster opted in.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { adFromRow, classifiedColumns, classifiedsTimeZone, type ClassifiedRow } from '../../src/features/classifieds/live/classified-row'
import type { TablesInsert } from '../../src/lib/supabase/database.types'
import { ANON_KEY, apiUrl, client, newUser, serviceClient, signInAs, type Client } from './helpers'

type Post = TablesInsert<'classifieds'>

const post = (title: string, change: Partial<Post> = {}): Post => ({
  title,
  body: 'Parduodu mažai naudotą daiktą.',
  category: 'Parduoda',
  town: 'Lidsas',
  price: 20,
  ...change,
})

let admin: Client
let poster: { client: Client; user: { id: string }; email: string }
let readers: Client[]

beforeAll(async () => {
  admin = (await signInAs('admin')).client
  poster = await newUser('skelbimai')
  readers = await Promise.all([newUser('skaitytojas-1'), newUser('skaitytojas-2'), newUser('skaitytojas-3')]).then((users) => users.map((user) => user.client))
})

const create = async (who: Client, row: Post) => {
  const { data, error } = await who.from('classifieds').insert(row).select('id, status, contact_email').single()
  if (error) throw error
  return data
}
const approve = (id: string) => admin.from('classifieds').update({ status: 'approved' }).eq('id', id).select('status, expires_at').single()
const publicIds = async (who: Client = client()) => ((await who.from('classifieds').select('id')).data ?? []).map((row) => row.id)

describe('classifieds', () => {
  it('say the UK day they were approved on, as the page reads them (in UK time)', async () => {
    const late = await newUser('skelbimai-velai')
    const ad = await create(late.client, post('Vėlai patvirtintas skelbimas'))
    await approve(ad.id)
    // 23:30 UTC on a summer evening is already the next day in London (BST).
    const year = new Date().getUTCFullYear()
    await serviceClient().from('classifieds').update({ decided_at: `${year}-07-10T23:30:00Z` }).eq('id', ad.id).throwOnError()
    const params = new URLSearchParams({ select: classifiedColumns, id: `eq.${ad.id}` })
    const response = await fetch(`${apiUrl}/rest/v1/classifieds?${params}`, {
      headers: { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}`, Prefer: `timezone=${classifiedsTimeZone}` },
    })
    const [row] = (await response.json()) as ClassifiedRow[]
    expect(row.published_on).toBe(`${year}-07-11`)
    expect(adFromRow(row).date).toBe(`${year}-07-11`)
  })

  it('wait for approval, then are public for 30 days', async () => {
    const ad = await create(poster.client, post('Parduodamas dviratis'))
    expect(ad).toMatchObject({ status: 'pending', contact_email: null })
    expect((await serviceClient().from('classifieds').select('posted_by').eq('id', ad.id).single()).data).toEqual({ posted_by: poster.user.id })
    expect(await publicIds()).not.toContain(ad.id)
    expect(await publicIds(readers[0])).not.toContain(ad.id)
    expect(await publicIds(poster.client)).toContain(ad.id)

    expect((await poster.client.from('classifieds').update({ status: 'approved' }).eq('id', ad.id)).error?.code).toBe('42501')
    const approved = await approve(ad.id)
    expect(approved.data?.status).toBe('approved')
    const days = (Date.parse(approved.data!.expires_at!) - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(29.9)
    expect(days).toBeLessThanOrEqual(30)
    expect(await publicIds()).toContain(ad.id)
  })

  it('stop being public when they expire, until renewed by their poster', async () => {
    const ad = await create(poster.client, post('Parduodama spinta'))
    await approve(ad.id)
    await serviceClient().from('classifieds').update({ expires_at: new Date(Date.now() - 60_000).toISOString() }).eq('id', ad.id)
    expect(await publicIds()).not.toContain(ad.id)
    expect((await readers[0].rpc('renew_classified', { classified_id: ad.id })).error?.code).toBe('PT422')
    expect((await poster.client.rpc('renew_classified', { classified_id: ad.id })).error).toBeNull()
    expect(await publicIds()).toContain(ad.id)
  })

  it('go back to approval when their poster edits them, and leave when closed', async () => {
    const ad = await create(poster.client, post('Parduodamas stalas'))
    await approve(ad.id)
    const edited = await poster.client.from('classifieds').update({ price: 15 }).eq('id', ad.id).select('status, price').single()
    expect(edited.data).toEqual({ status: 'pending', price: 15 })
    expect(await publicIds()).not.toContain(ad.id)
    expect((await readers[0].from('classifieds').update({ price: 1 }).eq('id', ad.id).select('id')).data).toEqual([])
    await approve(ad.id)
    const closed = await poster.client.from('classifieds').update({ status: 'closed' }).eq('id', ad.id).select('status').single()
    expect(closed.data?.status).toBe('closed')
    expect(await publicIds()).not.toContain(ad.id)
  })

  it('show the poster’s e-mail only when they chose it', async () => {
    const ad = await create(poster.client, post('Ieškau buto', { category: 'Ieško', contact: 'email' }))
    expect(ad.contact_email).toBe(poster.email.toLowerCase())
    const sneaky = await poster.client.from('classifieds').insert({ ...post('Svetimas paštas'), contact_email: 'kitas@example.org' } as Post)
    expect(sneaky.error?.code).toBe('42501')
  })

  it('refuse HTML in Lithuanian', async () => {
    const { error } = await poster.client.from('classifieds').insert(post('Parduodu <b>pigiai</b>'))
    expect(error?.code).toBe('PT422')
    expect(error?.message).toBe('Skelbime negali būti HTML žymių: rašykite paprastą tekstą.')
  })

  it('are at most 5 active per member and 10 new a day', async () => {
    const busy = (await newUser('skelbimai-daug')).client
    for (let i = 1; i <= 5; i++) await create(busy, post(`Skelbimas ${i}`))
    const sixth = await busy.from('classifieds').insert(post('Skelbimas 6'))
    expect(sixth.error?.code).toBe('PT422')
    expect(sixth.error?.message).toMatch(/^Vienu metu galite turėti ne daugiau kaip 5 aktyvius skelbimus/)
    const { data: mine } = await busy.from('classifieds').select('id')
    for (const row of mine!) await busy.from('classifieds').update({ status: 'closed' }).eq('id', row.id)
    for (let i = 6; i <= 10; i++) await create(busy, post(`Skelbimas ${i}`))
    const eleventh = await busy.from('classifieds').insert(post('Skelbimas 11'))
    expect(eleventh.error?.code).toBe('PT429')
  })
})

describe('classified reports and replies', () => {
  it('hide a classified on the third member’s report, until an administrator restores it', async () => {
    const ad = await create(poster.client, post('Parduodamas telefonas'))
    await approve(ad.id)
    const report = (who: Client) => who.from('content_reports').insert({ target_kind: 'classified', target_id: ad.id, reason: 'scam_or_fraud', note: 'Atrodo kaip apgavystė.' })
    expect((await report(poster.client)).error?.code).toBe('42501')
    // A signed-out visitor reports too, but only with an address to answer.
    expect((await report(client())).error?.code).toBe('PT422')
    const first = await report(readers[0])
    expect(first.error).toBeNull()
    expect((await report(readers[0])).error?.code).toBe('23505')
    expect((await report(readers[1])).error).toBeNull()
    expect(await publicIds()).toContain(ad.id)
    expect((await report(readers[2])).error).toBeNull()
    expect(await publicIds()).not.toContain(ad.id)

    const reports = await readers[0].from('content_reports').select('reporter_id').eq('target_id', ad.id)
    expect(reports.data).toHaveLength(1)
    expect((await admin.from('content_reports').select('id').eq('target_id', ad.id)).data).toHaveLength(3)

    expect((await admin.rpc('dismiss_reports', { target_kind: 'classified', target_id: ad.id, reason: 'Pranešimai nepasitvirtino.' })).data).toBe(3)
    expect((await admin.from('classifieds').update({ hidden_at: null }).eq('id', ad.id)).error).toBeNull()
    expect(await publicIds()).toContain(ad.id)
  })

  it('reach the poster through the portal, read by the two of them only', async () => {
    const ad = await create(poster.client, post('Siūlau darbą'))
    await approve(ad.id)
    const sent = await readers[0].from('classified_replies').insert({ classified_id: ad.id, body: 'Sveiki, ar dar aktualu?' }).select('id').single()
    expect(sent.error).toBeNull()
    const seen = async (who: Client) => ((await who.from('classified_replies').select('id').eq('classified_id', ad.id)).data ?? []).length
    expect(await seen(readers[0])).toBe(1)
    expect(await seen(poster.client)).toBe(1)
    expect(await seen(readers[1])).toBe(0)
    expect((await client().from('classified_replies').insert({ classified_id: ad.id, body: 'Anonimas' })).error?.code).toBe('42501')
    expect((await readers[1].from('classified_replies').insert({ classified_id: ad.id, body: '<a href="x">spauskite</a>' })).error?.code).toBe('PT422')
  })
})
