/**
 * Chat in the database (supabase/migrations/20250601121800_chat.sql), through supabase-js as the
 * app will call it: who reads and writes which room, own messages, reports, hiding, mutes, the
 * per-minute limit, history paging, topics and the seeded rooms. Each check uses rooms and
 * accounts of its own, so the shared database's other rows never change its counts.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import type { Tables } from '../../src/lib/supabase/database.types'
import { addCommunities, client, newUser, serviceClient, signInAs, type Client } from './helpers'

type Message = Tables<'chat_messages'>
type User = { client: Client; id: string }

const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()
const minutesAhead = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString()
const RATE_LIMITED = 'Per daug žinučių: galite rašyti ne daugiau kaip 20 žinučių per minutę.'

async function member(prefix: string): Promise<User> {
  const { client: signedIn, user } = await newUser(prefix)
  return { client: signedIn, id: user!.id }
}

async function openRoom(name: string) {
  const { data, error } = await serviceClient()
    .from('chat_rooms')
    .insert({ slug: `pokalbis-${name}-${stamp}`, kind: 'open', name: `Kambarys ${name}` })
    .select('id')
    .single()
  if (error) throw error
  return data.id
}

/** Messages arranged as service_role (an hour old, so no member's per-minute limit counts them). */
async function arrange(rows: Array<{ room_id: string; author_id: string; body: string; deleted_at?: string; hidden_at?: string; created_at?: string }>) {
  const { data, error } = await serviceClient()
    .from('chat_messages')
    .insert(rows.map((row) => ({ created_at: minutesAgo(60), ...row })))
    .select('id')
  if (error) throw error
  return data.map((row) => row.id)
}

const post = (who: User, room_id: string, body: string) => who.client.from('chat_messages').insert({ room_id, body }).select('*').single()

async function bodiesSeenBy(who: Client, roomId: string) {
  const { data, error } = await who.from('chat_messages').select('body').eq('room_id', roomId).order('created_at').order('id')
  expect(error).toBeNull()
  return data!.map((row) => row.body)
}

async function stats(who: Client, roomId: string) {
  const { data, error } = await who.from('chat_room_stats').select('*').eq('room_id', roomId).single()
  expect(error).toBeNull()
  return data!
}

let admin: User
let author: User
let reader: User
let outsider: User
let open: string
let community: string
const communityId = `pokalbiu-bendruomene-${stamp}`
let authorsFirst: string

beforeAll(async () => {
  const signedInAdmin = await signInAs('admin')
  admin = { client: signedInAdmin.client, id: signedInAdmin.user.id }
  ;[author, reader, outsider] = await Promise.all([member('autorius'), member('skaitytojas'), member('pasalinis')])
  open = await openRoom('atviras')
  await addCommunities(communityId)
  // The author is an approved member; the outsider only an observer (free, self-service).
  const { error } = await serviceClient()
    .from('community_memberships')
    .insert([
      { user_id: author.id, community_id: communityId, community_name: 'Pokalbių bendruomenė', reason: 'participate', status: 'approved', membership_type: 'member' },
      { user_id: outsider.id, community_id: communityId, community_name: 'Pokalbių bendruomenė', reason: 'information', status: 'approved', membership_type: 'observer' },
    ])
  if (error) throw error
  const { data: room } = await serviceClient().from('chat_rooms').select('id, kind, name').eq('community_id', communityId).single()
  expect(room).toMatchObject({ kind: 'community', name: `Bendruomenė ${communityId}` })
  community = room!.id
  ;[authorsFirst] = await arrange([
    { room_id: open, author_id: author.id, body: 'Pirma', created_at: minutesAgo(65) },
    { room_id: open, author_id: author.id, body: 'Antra', created_at: minutesAgo(64) },
    { room_id: open, author_id: reader.id, body: 'Trečia', created_at: minutesAgo(63) },
    { room_id: open, author_id: author.id, body: 'Ištrinta', deleted_at: minutesAgo(62), created_at: minutesAgo(62) },
    { room_id: open, author_id: reader.id, body: 'Paslėpta', hidden_at: minutesAgo(61), created_at: minutesAgo(61) },
    { room_id: community, author_id: author.id, body: 'Tik saviems' },
  ])
})

describe('signed-out visitors', () => {
  it('see the room list with real counts of the open rooms, and only the existence of a community room', async () => {
    const anon = client()
    const { data: rooms } = await anon.from('chat_rooms').select('id, kind').in('id', [open, community])
    expect(rooms?.map((room) => room.kind).sort()).toEqual(['community', 'open'])
    // Deleted and hidden messages are not counted.
    expect(await stats(anon, open)).toMatchObject({ message_count: 3, author_count: 2, can_read: false, can_write: false })
    const { data: newest } = await serviceClient().from('chat_messages').select('created_at').eq('room_id', open).eq('body', 'Trečia').single()
    expect(Date.parse((await stats(anon, open)).last_message_at!)).toBe(Date.parse(newest!.created_at))
    expect(await stats(anon, community)).toMatchObject({ message_count: null, author_count: null, last_message_at: null, can_read: false })
  })

  it('read no message of any room and write none', async () => {
    const anon = client()
    for (const roomId of [open, community]) {
      const { data, error, status } = await anon.from('chat_messages').select('*').eq('room_id', roomId)
      expect(error?.code).toBe('42501')
      expect(status).toBe(401)
      expect(data).toBeNull()
    }
    const { error } = await anon.from('chat_messages').insert({ room_id: open, body: 'Labas' })
    expect(error?.code).toBe('42501')
    expect((await anon.from('chat_rooms').insert({ kind: 'topic', name: 'Anoniminė tema', topic_category: 'bustas' })).error?.code).toBe('42501')
  })
})

describe('open rooms', () => {
  it('any member reads them: deleted messages as empty rows, hidden ones not at all', async () => {
    const { data, error } = await reader.client.from('chat_messages').select('body, deleted_at, author_id, author_name').eq('room_id', open).order('created_at')
    expect(error).toBeNull()
    expect(data!.map((row) => row.body)).toEqual(['Pirma', 'Antra', 'Trečia', ''])
    expect(data![3].deleted_at).not.toBeNull()
    expect(data![0]).toMatchObject({ author_id: author.id, author_name: 'Testas a.' })
  })

  it('any member writes in them as themselves, at the database’s time', async () => {
    const before = Date.now()
    const { data, error, status } = await post(reader, open, 'Labas visiems!')
    expect(error).toBeNull()
    expect(status).toBe(201)
    expect(data).toMatchObject({ room_id: open, author_id: reader.id, author_name: 'Testas s.', body: 'Labas visiems!', edited_at: null, deleted_at: null, hidden_at: null })
    expect(Date.parse(data!.created_at)).toBeGreaterThanOrEqual(before - 5_000)
    expect(await stats(client(), open)).toMatchObject({ message_count: 4, author_count: 2 })
    expect(await stats(reader.client, open)).toMatchObject({ can_read: true, can_write: true })
  })
})

describe('a community’s room', () => {
  it('is read and written by its approved members', async () => {
    expect(await bodiesSeenBy(author.client, community)).toEqual(['Tik saviems'])
    expect((await post(author, community, 'Kada susitinkame?')).error).toBeNull()
    expect(await stats(author.client, community)).toMatchObject({ message_count: 2, author_count: 1, can_read: true, can_write: true })
  })

  it('is closed to other members, observers of the community included', async () => {
    for (const who of [outsider, reader]) {
      expect(await bodiesSeenBy(who.client, community)).toEqual([])
      const { error } = await post(who, community, 'Įsibrovėlis')
      expect(error?.code).toBe('42501')
      expect(await stats(who.client, community)).toMatchObject({ message_count: null, author_count: null, can_read: false, can_write: false })
    }
    expect(await bodiesSeenBy(admin.client, community)).not.toContain('Įsibrovėlis')
  })

  it('is read and written by administrators', async () => {
    expect(await bodiesSeenBy(admin.client, community)).toContain('Tik saviems')
    expect((await post(admin, community, 'Administratorė sveikina')).error).toBeNull()
  })

  it('opens to a member when approved and closes when the approval is withdrawn', async () => {
    const service = serviceClient()
    const promote = (membership_type: string) =>
      service.from('community_memberships').update({ membership_type }).eq('user_id', outsider.id).eq('community_id', communityId)
    await promote('member')
    expect(await bodiesSeenBy(outsider.client, community)).toContain('Tik saviems')
    await promote('observer')
    expect(await bodiesSeenBy(outsider.client, community)).toEqual([])
  })

  it('is created once per community, on the first approved member, and follows the community’s name', async () => {
    const second = await member('antras')
    await serviceClient()
      .from('community_memberships')
      .insert({ user_id: second.id, community_id: communityId, community_name: 'Pokalbių bendruomenė', reason: 'participate', status: 'approved', membership_type: 'member' })
    const { data: rooms } = await serviceClient().from('chat_rooms').select('id').eq('community_id', communityId)
    expect(rooms).toEqual([{ id: community }])
    await serviceClient().from('communities').update({ name: 'Pervadinta bendruomenė' }).eq('id', communityId)
    const { data } = await client().from('chat_rooms').select('name').eq('id', community).single()
    expect(data?.name).toBe('Pervadinta bendruomenė')
  })
})

describe('own messages', () => {
  it('an author edits their own message; the database stamps edited_at', async () => {
    const own = (await post(author, open, 'Su klaida')).data!
    const { data, error } = await author.client.from('chat_messages').update({ body: 'Be klaidos' }).eq('id', own.id).select('body, edited_at, created_at').single()
    expect(error).toBeNull()
    expect(data?.body).toBe('Be klaidos')
    expect(Date.parse(data!.edited_at!)).toBeGreaterThanOrEqual(Date.parse(data!.created_at))
  })

  it('nobody else edits it: another member reaches no row, an administrator is refused', async () => {
    const other = await reader.client.from('chat_messages').update({ body: 'Perrašyta' }).eq('id', authorsFirst).select('id')
    expect(other.error).toBeNull()
    expect(other.data).toEqual([])
    const byAdmin = await admin.client.from('chat_messages').update({ body: 'Perrašyta' }).eq('id', authorsFirst).select('id')
    expect(byAdmin.error).toMatchObject({ code: '42501', message: 'Redaguoti galima tik savo žinutes.' })
    const { data } = await serviceClient().from('chat_messages').select('body, edited_at').eq('id', authorsFirst).single()
    expect(data).toEqual({ body: 'Pirma', edited_at: null })
  })

  it('an author deletes their own message: the row stays, the words are gone for good', async () => {
    const own = (await post(author, open, 'Greitai ištrinsiu')).data!
    const deleted = await author.client.from('chat_messages').update({ deleted_at: '2000-01-01T00:00:00Z' }).eq('id', own.id).select('body, deleted_at').single()
    expect(deleted.error).toBeNull()
    expect(deleted.data?.body).toBe('')
    expect(Date.parse(deleted.data!.deleted_at!)).toBeGreaterThan(Date.parse('2020-01-01'))
    const seen = await reader.client.from('chat_messages').select('body, deleted_at').eq('id', own.id).single()
    expect(seen.data).toMatchObject({ body: '' })
    expect(seen.data?.deleted_at).not.toBeNull()
    // Neither restored nor edited afterwards; not even service_role finds the words.
    for (const patch of [{ deleted_at: null }, { body: 'Atgal' }]) {
      expect((await author.client.from('chat_messages').update(patch).eq('id', own.id).select('id')).data).toEqual([])
    }
    expect((await serviceClient().from('chat_messages').select('body').eq('id', own.id).single()).data).toEqual({ body: '' })
  })

  it('nobody else deletes it, and nobody removes a row through the API', async () => {
    const other = await reader.client.from('chat_messages').update({ deleted_at: new Date().toISOString() }).eq('id', authorsFirst).select('id')
    expect(other.data).toEqual([])
    const byAdmin = await admin.client.from('chat_messages').update({ deleted_at: new Date().toISOString() }).eq('id', authorsFirst)
    expect(byAdmin.error).toMatchObject({ code: '42501', message: 'Ištrinti galima tik savo žinutes.' })
    for (const who of [author, admin]) {
      expect((await who.client.from('chat_messages').delete().eq('id', authorsFirst)).error?.code).toBe('42501')
    }
  })

  it('a member cannot hide a message, not even their own', async () => {
    const own = (await post(reader, open, 'Noriu paslėpti')).data!
    const { error } = await reader.client.from('chat_messages').update({ hidden_at: new Date().toISOString() }).eq('id', own.id)
    expect(error).toMatchObject({ code: '42501', message: 'Slėpti žinutes gali tik administratoriai.' })
  })
})

describe('what a message may hold', () => {
  let writer: User
  beforeAll(async () => {
    writer = await member('rasytojas')
  })

  it('refuses a body over 2,000 characters, and an empty or blank one', async () => {
    for (const body of ['a'.repeat(2001), '', '  \n\t ']) {
      const { error, status } = await post(writer, open, body)
      expect(error?.code, JSON.stringify(body.slice(0, 10))).toBe('23514')
      expect(status).toBe(400)
    }
    expect((await post(writer, open, 'ą'.repeat(2000))).error).toBeNull()
  })

  it("keeps plain text as typed ('<' included), without control characters and with LF line ends", async () => {
    const { data } = await post(writer, open, 'a<b <3\r\nantra\u0007 eilutė\u009b')
    expect(data?.body).toBe('a<b <3\nantra eilutė')
  })

  it('refuses a message forged with another author, time, name or moderation mark', async () => {
    for (const forged of [{ author_id: reader.id }, { created_at: minutesAgo(600) }, { author_name: 'Administratorė' }, { hidden_at: null }, { edited_at: null }]) {
      const { error } = await writer.client.from('chat_messages').insert({ room_id: open, body: 'Klastotė', ...forged })
      expect(error?.code, Object.keys(forged)[0]).toBe('42501')
    }
  })

  it('refuses two messages in one request', async () => {
    const { error } = await writer.client.from('chat_messages').insert([
      { room_id: open, body: 'Viena' },
      { room_id: open, body: 'Dvi' },
    ])
    expect(error?.code).toBe('P0001')
  })
})

describe('at most 20 messages per member per minute', () => {
  it('refuses the 21st with a Lithuanian message and HTTP 429; others still write', async () => {
    const chatty = await member('plepys')
    for (let i = 1; i <= 20; i++) expect((await post(chatty, open, `Žinutė ${i}`)).error, `message ${i}`).toBeNull()
    const { error, status } = await post(chatty, open, 'Žinutė 21')
    expect(status).toBe(429)
    expect(error).toMatchObject({ code: 'PT429', message: RATE_LIMITED })
    expect(error?.details).toMatch(/^Vėl rašyti galėsite po \d+ s\.$/)
    const { count } = await serviceClient().from('chat_messages').select('id', { count: 'exact', head: true }).eq('author_id', chatty.id)
    expect(count).toBe(20)
    // The limit is the member's, across rooms: another room does not help, another member writes.
    const other = await openRoom('kitas')
    expect((await post(chatty, other, 'Kitur')).error?.code).toBe('PT429')
    expect((await post(reader, other, 'Aš galiu')).error).toBeNull()
  })

  it('counts only the last minute', async () => {
    const steady = await member('ramus')
    await arrange(Array.from({ length: 20 }, (_, i) => ({ room_id: open, author_id: steady.id, body: `Sena ${i}`, created_at: minutesAgo(1.5) })))
    expect((await post(steady, open, 'Po minutės')).error).toBeNull()
  })
})

describe('reports', () => {
  let reported: Message
  beforeAll(async () => {
    reported = (await post(author, open, 'Įžeidi žinutė')).data!
  })

  it('a member reports a message once, into the one queue; the report keeps the words as they were', async () => {
    const { data, error } = await reader.client
      .from('content_reports')
      .insert({ target_kind: 'chat_message', target_id: reported.id, reason: 'harassment', note: 'Įžeidinėja kitus' })
      .select('*')
      .single()
    expect(error).toBeNull()
    expect(data).toMatchObject({ reporter_id: reader.id, snapshot: 'Įžeidi žinutė', status: 'open', decided_by: null })
    expect((await reader.client.from('content_reports').insert({ target_kind: 'chat_message', target_id: reported.id, reason: 'spam' })).error?.code).toBe('23505')
    await author.client.from('chat_messages').update({ body: 'Nieko nebuvo' }).eq('id', reported.id)
    const { data: kept } = await admin.client.from('content_reports').select('snapshot').eq('target_id', reported.id).single()
    expect(kept?.snapshot).toBe('Įžeidi žinutė')
  })

  it('is read by the reporter and administrators only', async () => {
    expect((await reader.client.from('content_reports').select('reason').eq('target_id', reported.id)).data).toEqual([{ reason: 'harassment' }])
    expect((await author.client.from('content_reports').select('id').eq('target_id', reported.id)).data).toEqual([])
    expect((await client().from('content_reports').select('id')).error?.code).toBe('42501')
    expect((await admin.client.from('content_reports').select('reporter_id').eq('target_id', reported.id)).data).toEqual([{ reporter_id: reader.id }])
  })

  it('refuses an unknown reason, a message the member cannot read, and a forged reporter', async () => {
    expect((await author.client.from('content_reports').insert({ target_kind: 'chat_message', target_id: reported.id, reason: 'nepatinka' })).error?.code).toBe('23514')
    const [secret] = await arrange([{ room_id: community, author_id: author.id, body: 'Vidinis reikalas' }])
    expect((await outsider.client.from('content_reports').insert({ target_kind: 'chat_message', target_id: secret, reason: 'spam' })).error?.code).toBe('42501')
    expect(
      (await outsider.client.from('content_reports').insert({ target_kind: 'chat_message', target_id: reported.id, reason: 'spam', reporter_id: reader.id } as never)).error?.code,
    ).toBe('42501')
  })

  it('is decided by an administrator through the database, which records who; a member can neither decide nor change it', async () => {
    expect((await reader.client.from('content_reports').update({ status: 'dismissed' } as never).eq('target_id', reported.id).select('id')).error?.code).toBe('42501')
    expect((await reader.client.rpc('dismiss_reports', { target_kind: 'chat_message', target_id: reported.id, reason: 'Nieko blogo' })).error?.code).toBe('PT403')
    const { data: closed, error } = await admin.client.rpc('dismiss_reports', { target_kind: 'chat_message', target_id: reported.id, reason: 'Nieko blogo' })
    expect(error).toBeNull()
    expect(closed).toBe(1)
    const { data } = await admin.client.from('content_reports').select('status, decided_by, decided_at').eq('target_id', reported.id).single()
    expect(data).toMatchObject({ status: 'dismissed', decided_by: admin.id })
    expect(Date.parse(data!.decided_at!)).toBeGreaterThan(Date.parse('2020-01-01'))
  })
})

describe('hiding', () => {
  it('an administrator hides a message: it disappears for readers and from the counts, and can be shown again', async () => {
    const room = await openRoom('slepimas')
    const [, hidden] = await arrange([
      { room_id: room, author_id: author.id, body: 'Lieka', created_at: minutesAgo(62) },
      { room_id: room, author_id: reader.id, body: 'Šlamštas', created_at: minutesAgo(61) },
    ])
    const { data, error } = await admin.client.from('chat_messages').update({ hidden_at: '2000-01-01T00:00:00Z' }).eq('id', hidden).select('hidden_at, hidden_by, body').single()
    expect(error).toBeNull()
    expect(data).toMatchObject({ hidden_by: admin.id, body: 'Šlamštas' })
    expect(Date.parse(data!.hidden_at!)).toBeGreaterThan(Date.parse('2020-01-01'))
    for (const who of [author, reader]) expect(await bodiesSeenBy(who.client, room)).toEqual(['Lieka'])
    expect((await reader.client.from('chat_messages').update({ body: 'Pataisyta' }).eq('id', hidden).select('id')).data).toEqual([])
    expect(await stats(client(), room)).toMatchObject({ message_count: 1, author_count: 1 })
    expect((await admin.client.from('chat_messages').select('id').eq('room_id', room)).data).toHaveLength(2)

    await admin.client.from('chat_messages').update({ hidden_at: null }).eq('id', hidden)
    expect(await bodiesSeenBy(reader.client, room)).toEqual(['Lieka', 'Šlamštas'])
  })
})

describe('mutes', () => {
  it('a muted member is refused with a Lithuanian message until an administrator lifts the mute', async () => {
    const noisy = await member('triuksmadarys')
    const { data: mute, error } = await admin.client
      .from('chat_mutes')
      .insert({ user_id: noisy.id, until: minutesAhead(30), reason: 'Šlamštas' })
      .select('id, created_by')
      .single()
    expect(error).toBeNull()
    expect(mute?.created_by).toBe(admin.id)

    const refused = await post(noisy, open, 'Ar mane girdi?')
    expect(refused.status).toBe(403)
    expect(refused.error?.code).toBe('PT403')
    expect(refused.error?.message).toMatch(/^Administratoriai laikinai apribojo jūsų rašymą pokalbiuose iki \d{4}-\d\d-\d\d \d\d:\d\d \(Londono laiku\)\.$/)
    expect((await noisy.client.from('chat_rooms').insert({ kind: 'topic', name: 'Nutildyto tema', topic_category: 'bustas' })).error?.code).toBe('PT403')
    expect(await stats(noisy.client, open)).toMatchObject({ can_read: true, can_write: false })
    // They read the room and their own mute, and cannot lift it.
    expect(await bodiesSeenBy(noisy.client, open)).toContain('Pirma')
    expect((await noisy.client.from('chat_mutes').select('reason')).data).toEqual([{ reason: 'Šlamštas' }])
    expect((await noisy.client.from('chat_mutes').update({ until: new Date().toISOString() }).eq('id', mute!.id).select('id')).data).toEqual([])

    await admin.client.from('chat_mutes').update({ until: new Date().toISOString() }).eq('id', mute!.id)
    expect((await post(noisy, open, 'Vėl galiu rašyti')).error).toBeNull()
  })

  it('only administrators mute, and for at most 366 days', async () => {
    expect((await reader.client.from('chat_mutes').insert({ user_id: author.id, until: minutesAhead(10) })).error?.code).toBe('42501')
    expect((await reader.client.from('chat_mutes').select('id').eq('user_id', author.id)).data).toEqual([])
    const tooLong = await admin.client.from('chat_mutes').insert({ user_id: author.id, until: minutesAhead(60 * 24 * 400) })
    expect(tooLong.error?.code).toBe('23514')
  })
})

describe('history', () => {
  it('loads the newest 50 first and pages back by (created_at, id) without gaps or repeats', async () => {
    const room = await openRoom('istorija')
    // Two messages share each time, so the id breaks ties.
    await arrange(Array.from({ length: 60 }, (_, i) => ({ room_id: room, author_id: author.id, body: `Nr. ${i}`, created_at: minutesAgo(200 - Math.floor(i / 2)) })))
    const page = (before?: Pick<Message, 'created_at' | 'id'>) => {
      let query = reader.client.from('chat_messages').select('id, body, created_at').eq('room_id', room)
      if (before) query = query.or(`created_at.lt.${before.created_at},and(created_at.eq.${before.created_at},id.lt.${before.id})`)
      return query.order('created_at', { ascending: false }).order('id', { ascending: false }).limit(50)
    }
    const first = (await page()).data!
    expect(first).toHaveLength(50)
    expect(first[0].body).toMatch(/^Nr\. 5[89]$/)
    const second = (await page(first[first.length - 1])).data!
    expect(second).toHaveLength(10)
    const all = [...first, ...second].map((row) => row.body)
    expect(new Set(all).size).toBe(60)
    expect(new Set(all)).toEqual(new Set(Array.from({ length: 60 }, (_, i) => `Nr. ${i}`)))
  })
})

describe('topics', () => {
  it('a member starts a topic: the database sets its address, starter and time; others reply', async () => {
    const starter = await member('temos-autorius')
    const { data, error } = await starter.client
      .from('chat_rooms')
      .insert({ kind: 'topic', name: 'Kur pigiau siųsti siuntinius į Lietuvą?', description: 'Dalinkimės patirtimi.', topic_category: 'keliones', slug: 'mano-adresas' })
      .select('*')
      .single()
    expect(error).toBeNull()
    expect(data).toMatchObject({ kind: 'topic', created_by: starter.id, topic_category: 'keliones', hidden_at: null })
    expect(data?.slug).toMatch(/^kur-pigiau-siusti-siuntinius-i-lietuva-[0-9a-f]{8}$/)
    expect((await post(reader, data!.id, 'Aš siunčiu per pažįstamus.')).error).toBeNull()
    expect(await stats(client(), data!.id)).toMatchObject({ message_count: 1, author_count: 1 })
  })

  it('a member starts no open or community room, and a topic needs its category', async () => {
    expect((await reader.client.from('chat_rooms').insert({ kind: 'open', slug: `mano-${stamp}`, name: 'Mano kambarys' })).error?.code).toBe('42501')
    expect((await reader.client.from('chat_rooms').insert({ kind: 'community', name: 'Bendruomenė', community_id: communityId })).error?.code).toBe('42501')
    expect((await reader.client.from('chat_rooms').insert({ kind: 'topic', name: 'Be kategorijos' })).error?.code).toBe('23514')
    expect((await reader.client.from('chat_rooms').update({ name: 'Pervadinta' }).eq('id', open).select('id')).data).toEqual([])
  })

  it('allows a member 5 new topics an hour', async () => {
    const starter = await member('temu-kurejas')
    const topic = (i: number) => starter.client.from('chat_rooms').insert({ kind: 'topic', name: `Tema ${i}`, topic_category: 'verslas' })
    for (let i = 1; i <= 5; i++) expect((await topic(i)).error).toBeNull()
    const { error, status } = await topic(6)
    expect(status).toBe(429)
    expect(error).toMatchObject({ code: 'PT429', message: 'Per daug naujų temų: galite pradėti ne daugiau kaip 5 temas per valandą.' })
  })

  it('an administrator hides a topic: gone from the list, closed to messages', async () => {
    const { data: topic } = await reader.client.from('chat_rooms').insert({ kind: 'topic', name: 'Reklama', topic_category: 'verslas' }).select('id').single()
    await post(reader, topic!.id, 'Pirkite pigiai!')
    const hidden = await admin.client.from('chat_rooms').update({ hidden_at: new Date().toISOString() }).eq('id', topic!.id).select('hidden_at').single()
    expect(hidden.data?.hidden_at).not.toBeNull()
    for (const who of [client(), reader.client, author.client]) {
      expect((await who.from('chat_rooms').select('id').eq('id', topic!.id)).data).toEqual([])
      expect((await who.from('chat_room_stats').select('room_id').eq('room_id', topic!.id)).data).toEqual([])
    }
    expect(await bodiesSeenBy(reader.client, topic!.id)).toEqual([])
    expect((await post(author, topic!.id, 'Atsakymas')).error?.code).toBe('42501')
    expect(await bodiesSeenBy(admin.client, topic!.id)).toEqual(['Pirkite pigiai!'])
  })
})

describe('seeded rooms', () => {
  it('the seeded member reads the Manchester community’s room; a new member does not', async () => {
    const { data: room } = await client().from('chat_rooms').select('id, kind').eq('community_id', 'mancesterio-lietuviu-bendruomene').single()
    expect(room?.kind).toBe('community')
    const seededMember = (await signInAs('member')).client
    expect(await bodiesSeenBy(seededMember, room!.id)).toContain('Ačiū! Kada kitas susirinkimas?')
    expect(await bodiesSeenBy(reader.client, room!.id)).toEqual([])
  })
})

describe('plain text only', () => {
  it('refuses HTML tags in messages and topics with a Lithuanian message, and accepts a lone "<"', async () => {
    const writer = await member('zymes')
    const room = await openRoom('zymes')
    const refused = await post(writer, room, '<b>Labas</b> visiems')
    expect(refused.error?.code).toBe('PT422')
    expect(refused.error?.message).toBe('Žinutėse ir temose negali būti HTML žymių: rašykite paprastą tekstą.')
    expect((await post(writer, room, '<img src=x onerror=alert(1)>')).error?.code).toBe('PT422')
    expect((await post(writer, room, 'a<b, o aš <3 Londoną')).error).toBeNull()
    const topic = await writer.client.from('chat_rooms').insert({ kind: 'topic', name: 'Tema <script>alert(1)</script>', topic_category: 'verslas' })
    expect(topic.error?.code).toBe('PT422')
  })
})
