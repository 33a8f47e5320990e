/**
 * Events: a member proposes one, which nobody else sees
 * until an administrator approves it; a rejection carries its reason; the database refuses bad
 * input with the form's Lithuanian words and more than 10 proposals a day; pictures go to the
 * member's own folder of the event-images bucket, JPEG, PNG or WebP up to 2 MB.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { buildCalendar } from '../../src/features/events/ics'
import { eventColumns, eventFromRow, type EventRow } from '../../src/features/events/live/approved-events'
import type { TablesInsert } from '../../src/lib/supabase/database.types'
import { ANON_KEY, apiUrl, client, newUser, serviceClient, signInAs, type Client } from './helpers'

type Proposal = Omit<TablesInsert<'events'>, 'slug'>

const inDays = (days: number, hour = 18) => {
  const at = new Date(Date.now() + days * 86_400_000)
  at.setUTCHours(hour, 0, 0, 0)
  return at.toISOString()
}

const proposal = (title: string, change: Partial<Proposal> = {}): Proposal => ({
  title,
  description: 'Bandomasis renginys bendruomenei.',
  category: 'Kultūra',
  starts_at: inDays(30),
  ends_at: inDays(30, 21),
  town: 'Londonas',
  region: 'Anglija',
  ...change,
})

let admin: Client
let adminId: string
let member: { client: Client; user: { id: string } }
let other: Client

beforeAll(async () => {
  const signedIn = await signInAs('admin')
  admin = signedIn.client
  adminId = signedIn.user.id
  member = await newUser('renginiai')
  other = (await newUser('renginiai-kitas')).client
})

const propose = (who: Client, row: Proposal) => who.from('events').insert(row as TablesInsert<'events'>).select('id, slug, status').single()

describe('events', () => {
  it('are proposed by a member as pending, seen only by them and administrators until approved', async () => {
    const { data, error } = await propose(member.client, proposal('Bandomasis koncertas'))
    expect(error).toBeNull()
    expect(data).toMatchObject({ status: 'pending' })
    const stored = async () => (await serviceClient().from('events').select('submitted_by, decided_by').eq('id', data!.id).single()).data
    expect(await stored()).toEqual({ submitted_by: member.user.id, decided_by: null })
    expect(data!.slug).toMatch(/^bandomasis-koncertas-[0-9a-f]{6}$/)
    const id = data!.id

    const seen = async (who: Client) => ((await who.from('events').select('id').eq('id', id)).data ?? []).length
    expect(await seen(member.client)).toBe(1)
    expect(await seen(admin)).toBe(1)
    expect(await seen(other)).toBe(0)
    expect(await seen(client())).toBe(0)

    // Nobody but an administrator decides.
    expect((await member.client.from('events').update({ status: 'approved' }).eq('id', id).select('id')).data).toEqual([])
    expect((await other.from('events').update({ status: 'approved' }).eq('id', id).select('id')).data).toEqual([])

    const approved = await admin.from('events').update({ status: 'approved' }).eq('id', id).select('status, decided_at').single()
    expect(approved.error).toBeNull()
    expect(approved.data).toMatchObject({ status: 'approved' })
    expect(await stored()).toEqual({ submitted_by: member.user.id, decided_by: adminId })
    expect(await seen(client())).toBe(1)
    expect(await seen(other)).toBe(1)
  })

  it('are rejected only with a reason, which the member reads', async () => {
    const { data } = await propose(member.client, proposal('Atmestinas renginys'))
    const id = data!.id
    const bare = await admin.from('events').update({ status: 'rejected' }).eq('id', id)
    expect(bare.error?.code).toBe('23514')
    const rejected = await admin.from('events').update({ status: 'rejected', rejection_reason: 'Renginys ne apie lietuvių bendruomenę.' }).eq('id', id)
    expect(rejected.error).toBeNull()
    const mine = await member.client.from('events').select('status, rejection_reason').eq('id', id).single()
    expect(mine.data).toEqual({ status: 'rejected', rejection_reason: 'Renginys ne apie lietuvių bendruomenę.' })
    expect((await client().from('events').select('id').eq('id', id)).data).toEqual([])
  })

  it('keep what only the database decides: status, author and slug are not the proposer’s to set', async () => {
    const asApproved = await member.client.from('events').insert({ ...proposal('Savavališkai patvirtintas'), status: 'approved' } as TablesInsert<'events'>)
    expect(asApproved.error?.code).toBe('42501')
    const asOther = await member.client.from('events').insert({ ...proposal('Kito vardu'), submitted_by: adminId } as TablesInsert<'events'>)
    expect(asOther.error?.code).toBe('42501')
    const anon = await client().from('events').insert(proposal('Anonimo renginys') as TablesInsert<'events'>)
    expect(anon.error?.code).toBe('42501')
  })

  it.each([
    ['an end before the start', { ends_at: inDays(30, 10) }, 'Renginys turi baigtis vėliau, nei prasideda.'],
    ['a start in the past', { starts_at: inDays(-2), ends_at: inDays(-2, 21) }, 'Renginio pradžia jau praėjo: pasirinkite būsimą datą.'],
    ['a javascript: link', { link: 'javascript:alert(1)' }, 'Nuoroda turi prasidėti „https://“.'],
    ['a plain http link', { link: 'http://example.org/renginys' }, 'Nuoroda turi prasidėti „https://“.'],
    ['HTML in the description', { description: 'Ateikite <script>alert(1)</script> visi' }, 'Renginio aprašyme negali būti HTML žymių: rašykite paprastą tekstą.'],
    ['HTML in the title', { title: '<b>Koncertas</b>' }, 'Renginio aprašyme negali būti HTML žymių: rašykite paprastą tekstą.'],
    ['a picture from another member’s folder', { image_path: '00000000-0000-4000-8000-000000000001/kitas.png' }, 'Paveikslėlis turi būti įkeltas iš jūsų paskyros.'],
  ] as const)('refuse %s with the form’s words', async (_case, change, message) => {
    const { error } = await member.client.from('events').insert(proposal('Netinkamas renginys', change) as TablesInsert<'events'>)
    expect(error?.code).toBe('PT422')
    expect(error?.message).toBe(message)
  })

  it('name a published directory entry as organiser, which a visitor reads with the event; never a draft', async () => {
    const suffix = Math.random().toString(36).slice(2, 8)
    const entry = (status: string) => ({
      directory: 'schools',
      slug: `organizatorius-${status}-${suffix}`,
      name: `Organizatorė ${status} ${suffix}`,
      status,
      region: 'Londonas',
      details: { students: '10+', programs: [], gallery: [] },
    })
    const { data: entries } = await admin.from('directory_entries').insert([entry('published'), entry('draft')]).select('id, status').throwOnError()
    const published = entries.find((row) => row.status === 'published')!.id
    const draft = entries.find((row) => row.status === 'draft')!.id

    const refused = await member.client.from('events').insert(proposal('Juodraščio renginys', { organiser_entry_id: draft }) as TablesInsert<'events'>)
    expect(refused.error).toMatchObject({ code: 'PT422', message: 'Organizatorius turi būti paskelbtas katalogo įrašas.' })

    const { data } = await propose(member.client, proposal('Mokyklos šventė', { organiser_entry_id: published, organiser_name: 'Mokykla (įrašyta ranka)' }))
    await admin.from('events').update({ status: 'approved' }).eq('id', data!.id).throwOnError()
    // What a visitor's browser reads: the event with its organiser's name and page.
    const read = async () => (await client().from('event_listings').select(eventColumns).eq('slug', data!.slug).single()).data
    expect(await read()).toMatchObject({ organiser_name: `Organizatorė published ${suffix}`, organiser_directory: 'schools', organiser_slug: `organizatorius-published-${suffix}` })
    // Once the entry is archived, the event names the organiser as the proposer typed it, without a page.
    await admin.from('directory_entries').update({ status: 'archived' }).eq('id', published).throwOnError()
    expect(await read()).toMatchObject({ organiser_name: 'Mokykla (įrašyta ranka)', organiser_directory: null, organiser_slug: null })
  })

  it('refuse over-long text', async () => {
    const { error } = await member.client.from('events').insert(proposal('Per ilgas', { description: 'a'.repeat(2001) }) as TablesInsert<'events'>)
    expect(error?.code).toBe('23514')
  })

  it('take at most 10 proposals from a member in 24 hours', async () => {
    const busy = (await newUser('renginiai-daug')).client
    for (let i = 1; i <= 10; i++) expect((await propose(busy, proposal(`Renginys ${i}`))).error).toBeNull()
    const eleventh = await propose(busy, proposal('Renginys 11'))
    expect(eleventh.error?.code).toBe('PT429')
    expect(eleventh.error?.message).toBe('Per daug pasiūlymų: per parą galite pasiūlyti ne daugiau kaip 10 renginių.')
  })
})

describe('event listings (what public pages read)', () => {
  let proposer: Client
  beforeAll(async () => {
    proposer = (await newUser('renginiai-sarasas')).client
  })
  const listed = async (who: Client, slug: string) => (await who.from('event_listings').select(eventColumns).eq('slug', slug)).data as EventRow[] | null

  it('show approved events only, to every reader, never a proposal or a rejected one', async () => {
    const { data } = await propose(proposer, proposal('Dar laukiantis sąrašo'))
    for (const who of [client(), proposer, other, admin]) expect(await listed(who, data!.slug)).toEqual([])
    await admin.from('events').update({ status: 'approved' }).eq('id', data!.id)
    for (const who of [client(), proposer, other, admin]) expect(await listed(who, data!.slug)).toHaveLength(1)
    await admin.from('events').update({ status: 'rejected', rejection_reason: 'Nebeaktualus renginys.' }).eq('id', data!.id)
    expect(await listed(client(), data!.slug)).toEqual([])
    // A view is read, never written.
    expect((await admin.from('event_listings').delete().eq('slug', data!.slug)).error).not.toBeNull()
  })

  it('give UK days and clock times across the clock changes, and the last day of an all-day event', async () => {
    // Next year's dates: always ahead, always within the two years a proposal may look ahead.
    const y = new Date().getUTCFullYear() + 1
    // The last Sunday of October, when the clocks go back an hour.
    const clocksBack = new Date(Date.UTC(y, 9, 31 - new Date(Date.UTC(y, 9, 31)).getUTCDay()))
    const day = (date: Date, offset: number) => new Date(date.getTime() + offset * 86_400_000).toISOString().slice(0, 10)
    const cases: [string, Partial<Proposal>, Pick<EventRow, 'start_date' | 'start_time' | 'end_date' | 'end_time'>][] = [
      // British Summer Time: 17:00 UTC is 18:00 in London.
      ['Vasaros vakaras', { starts_at: `${y}-07-10T17:00:00Z`, ends_at: `${y}-07-10T20:30:00Z` }, { start_date: `${y}-07-10`, start_time: '18:00', end_date: null, end_time: '21:30' }],
      // Greenwich Mean Time: 22:00 UTC is 22:00 in London, and the event ends on its day.
      ['Žiemos vakaras', { starts_at: `${y}-12-10T22:00:00Z`, ends_at: `${y}-12-10T23:30:00Z` }, { start_date: `${y}-12-10`, start_time: '22:00', end_date: null, end_time: '23:30' }],
      // Past midnight in London (BST) though not in UTC: two days, no end time.
      ['Naktinis renginys', { starts_at: `${y}-07-10T21:00:00Z`, ends_at: `${y}-07-10T23:30:00Z` }, { start_date: `${y}-07-10`, start_time: '22:00', end_date: `${y}-07-11`, end_time: null }],
      // All day, three UK days: from the midnight of the first to the midnight after the last.
      ['Trijų dienų stovykla', { all_day: true, starts_at: `${y}-07-09T23:00:00Z`, ends_at: `${y}-07-12T23:00:00Z` }, { start_date: `${y}-07-10`, start_time: '00:00', end_date: `${y}-07-12`, end_time: null }],
      // All day on the day the clocks go back: BST midnight to GMT midnight, one UK day.
      ['Vienos dienos mugė', { all_day: true, starts_at: `${day(clocksBack, -1)}T23:00:00Z`, ends_at: `${day(clocksBack, 1)}T00:00:00Z` }, { start_date: day(clocksBack, 0), start_time: '00:00', end_date: null, end_time: null }],
    ]
    for (const [title, when, expected] of cases) {
      const { data, error } = await propose(proposer, proposal(title, when))
      expect(error, title).toBeNull()
      await admin.from('events').update({ status: 'approved' }).eq('id', data!.id)
      const [row] = (await listed(client(), data!.slug)) ?? []
      expect({ start_date: row?.start_date, start_time: row?.start_time, end_date: row?.end_date, end_time: row?.end_time }, title).toEqual(expected)
      // Out of the calendar the next test compares with the app's own .ics writer.
      await serviceClient().from('events').delete().eq('id', data!.id).throwOnError()
    }
  })
})

describe('the events calendar', () => {
  it('is served by the data API to a calendar app without headers, the same calendar the app writes, approved events only', async () => {
    await propose(member.client, proposal('Dar nepatvirtintas renginys'))
    const site = 'https://lietuviai.example.org'
    const withoutStamps = (ics: string) => ics.replace(/DTSTAMP:\d{8}T\d{6}Z/g, 'DTSTAMP')
    // Other test files approve events meanwhile: the two reads are compared when no event came
    // between them (a few tries).
    let feed = ''
    let expected = ''
    for (let attempt = 0; attempt < 5 && (attempt === 0 || withoutStamps(feed) !== withoutStamps(expected)); attempt += 1) {
      const response = await fetch(`${apiUrl}/rest/v1/rpc/events_calendar?${new URLSearchParams({ site, apikey: ANON_KEY })}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
      feed = await response.text()
      const { data } = await client().from('event_listings').select(eventColumns).order('starts_at').order('slug')
      expected = buildCalendar((data as EventRow[]).map((row) => eventFromRow(row)), { siteUrl: site })
    }
    expect(withoutStamps(feed)).toBe(withoutStamps(expected))
    expect(feed).toContain('UID:kaledine-muge@lietuviai-jk\r\n')
    expect(feed).not.toContain('Dar nepatvirtintas renginys')
  })

  it('links to the site only when it is given a plain origin', async () => {
    const response = await fetch(`${apiUrl}/rest/v1/rpc/events_calendar?${new URLSearchParams({ site: 'javascript:alert(1)//', apikey: ANON_KEY })}`)
    expect(await response.text()).not.toContain('javascript:')
  })
})

describe('event pictures', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])
  const upload = (who: Client, path: string, bytes: Uint8Array<ArrayBuffer>, type: string) => who.storage.from('event-images').upload(path, new Blob([bytes], { type }), { contentType: type })

  it('are uploaded by a member into their own folder, and are public', async () => {
    const path = `${member.user.id}/renginys-${Date.now()}.png`
    expect((await upload(member.client, path, png, 'image/png')).error).toBeNull()
    const { data } = client().storage.from('event-images').getPublicUrl(path)
    expect((await fetch(data.publicUrl)).status).toBe(200)
    await serviceClient().storage.from('event-images').remove([path])
  })

  it('are refused in another member’s folder, from a signed-out visitor, above 2 MB and when not JPEG, PNG or WebP', async () => {
    const otherFolder = await upload(member.client, `${adminId}/svetimas.png`, png, 'image/png')
    expect(otherFolder.error).not.toBeNull()
    const anon = await upload(client(), `${member.user.id}/anonimas.png`, png, 'image/png')
    expect(anon.error).not.toBeNull()
    const tooLarge = await upload(member.client, `${member.user.id}/didelis.png`, new Uint8Array(6 * 1024 * 1024), 'image/png')
    expect(tooLarge.error).not.toBeNull()
    const program = await upload(member.client, `${member.user.id}/programa.png`, new Uint8Array([0x4d, 0x5a, 0x90, 0]), 'application/x-msdownload')
    expect(program.error).not.toBeNull()
    const listed = await serviceClient().storage.from('event-images').list(member.user.id)
    expect((listed.data ?? []).map((file) => file.name)).not.toContain('didelis.png')
  })
})

describe('the picture check (the check-event-image function)', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])
  // A Windows program's first bytes, renamed .png and declared image/png: Storage takes it.
  const program = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0])
  const upload = (who: Client, path: string, bytes: Uint8Array<ArrayBuffer>) => who.storage.from('event-images').upload(path, new Blob([bytes], { type: 'image/png' }), { contentType: 'image/png' })
  const check = (who: Client, path: string) => who.functions.invoke('check-event-image', { body: { path } })
  const refusal = async (error: unknown) => (error as { context: Response }).context.json()

  it('takes a real picture, which a proposal may then name', async () => {
    const path = `${member.user.id}/tikras-${Date.now()}.png`
    expect((await upload(member.client, path, png)).error).toBeNull()
    const { data, error } = await check(member.client, path)
    expect(error).toBeNull()
    expect(data).toEqual({ path, mime: 'image/png' })
    const proposed = await member.client.from('events').insert(proposal('Renginys su paveikslėliu', { image_path: path }) as TablesInsert<'events'>)
    expect(proposed.error).toBeNull()
  })

  it('refuses a program renamed .png in Lithuanian and removes it; a proposal cannot name an unchecked picture', async () => {
    const path = `${member.user.id}/programa-${Date.now()}.png`
    expect((await upload(member.client, path, program)).error).toBeNull()
    const { error } = await check(member.client, path)
    expect(await refusal(error)).toEqual({ code: 'not_an_image', message: 'Tai ne JPEG, PNG ar WebP paveikslėlis: pasirinkite kitą failą.' })
    const listed = await serviceClient().storage.from('event-images').list(member.user.id)
    expect((listed.data ?? []).map((file) => file.name)).not.toContain(path.split('/')[1])

    // Sent straight to Storage and never checked: the database refuses to publish it.
    const unchecked = `${member.user.id}/nepatikrintas-${Date.now()}.png`
    expect((await upload(member.client, unchecked, program)).error).toBeNull()
    const proposed = await member.client.from('events').insert(proposal('Renginys su programa', { image_path: unchecked }) as TablesInsert<'events'>)
    expect(proposed.error).toMatchObject({ code: 'PT422', message: 'Paveikslėlis nepatikrintas: įkelkite jį per renginio formą.' })
  })

  it('answers a signed-out caller, a bad path and a missing picture with a Lithuanian refusal', async () => {
    const anon = await fetch(`${apiUrl}/functions/v1/check-event-image`, { method: 'POST', headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' }, body: '{}' })
    expect(anon.status).toBe(401)
    // A page of the site can read the answer: one allowed origin, not two.
    const fromPage = await fetch(`${apiUrl}/functions/v1/check-event-image`, { method: 'POST', headers: { Origin: 'http://localhost:4173', apikey: ANON_KEY }, body: '{}' })
    expect(fromPage.headers.get('access-control-allow-origin')).toBe('http://localhost:4173')
    expect(await refusal((await check(member.client, '../kitur.png')).error)).toMatchObject({ code: 'bad_path' })
    expect(await refusal((await check(member.client, `${member.user.id}/nera.png`)).error)).toMatchObject({ code: 'not_found' })
  })

  it('cannot be recorded by a member directly', async () => {
    const { error } = await member.client.rpc('record_event_image_check', { object_name: `${member.user.id}/x.png`, mime: 'image/png' })
    expect(error).not.toBeNull()
  })
})
