/**
 * The weekly digest of a member's communities: off until the member opts in, every opt-in and
 * opt-out kept with the words they were shown; written on Mondays from 08:00 UK time, once a
 * week, to members and observers of a community that had something new in the seven days
 * before; stopped by the one-click unsubscribe of the digest itself.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { digestConsent } from '../../src/features/account/digest-consent'
import { openDatabase } from '../../server/db/open-database.mjs'
import { startBackend } from '../../server/index.mjs'
import { ANON_KEY, apiUrl, client, databaseUrl, engine, newUser, notificationPreferences, SERVICE_ROLE_KEY, serviceClient, signInAs } from './helpers'
import { addDays, drain, isoWeekday, recorder, SITE, ukTime, ukToday } from './outbox'

const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`
const service = serviceClient()
const mail = recorder()

type Community = { id: string; slug: string; name: string }
type Member = Awaited<ReturnType<typeof newUser>>

/** A Monday at least a week ahead (UK calendar), so every moment of the tests is in the future. */
const monday = (() => {
  let day = addDays(ukToday(), 8)
  while (isoWeekday(day) !== 1) day = addDays(day, 1)
  return day
})()

let home: Community
let quiet: Community

async function community(name: string): Promise<Community> {
  const { data, error } = await service
    .from('directory_entries')
    .insert({ directory: 'communities', slug: `savaite-${name}-${stamp}`, status: 'published', name: `Savaitės bendruomenė ${name}` })
    .select('id, slug, name')
    .single()
  if (error) throw error
  return data
}

/** A new member of `where`: an observer (free) or an approved paying member. */
async function memberOf(prefix: string, where: Community, plan: 'observer' | 'member' = 'observer') {
  const member = await newUser(prefix)
  mail.watch(member.email)
  const row = { user_id: member.user!.id, community_id: where.slug, community_name: where.name, reason: 'participate' }
  if (plan === 'observer') {
    await member.client.from('community_memberships').insert({ ...row, membership_type: 'observer', status: 'approved' }).throwOnError()
  } else {
    await service.from('community_memberships').insert({ ...row, membership_type: 'member', status: 'approved' }).throwOnError()
  }
  return member
}

const optIn = (member: Member, weekly_digest = true) => member.client.rpc('set_notification_preferences', notificationPreferences({ weekly_digest }))

const consentRecords = async (member: Member) =>
  (await member.client.from('consent_records').select('purpose, granted, wording, wording_version, source').order('id')).data

/** What every event of these tests says, but for its title and start. */
const eventFields = (title: string, starts: Date) => ({
  title,
  description: 'Savaitės laiško renginys.',
  category: 'Kultūra',
  starts_at: starts.toISOString(),
  ends_at: new Date(starts.getTime() + 3 * 3_600_000).toISOString(),
  town: 'Lidsas',
  region: 'Anglija',
})

/** An approved event of `where`, decided at `decided` and starting at `starts`. */
async function event(title: string, where: Community, decided: Date, starts: Date) {
  const { data, error } = await service
    .from('events')
    .insert({
      ...eventFields(title, starts),
      status: 'approved',
      organiser_entry_id: where.id,
      created_at: decided.toISOString(),
      decided_at: decided.toISOString(),
    })
    .select('slug')
    .single()
  if (error) throw error
  return data.slug
}

/** Runs the dispatcher at `at`: the digests `member` got by then, oldest first. */
async function digestsAt(member: Member, at: Date) {
  await drain(mail.transport, at)
  return mail.to(member.email).filter((message) => message.subject.startsWith('Savaitė jūsų bendruomenėse'))
}

beforeAll(async () => {
  ;[home, quiet] = await Promise.all([community('namai'), community('tyli')])
})

describe('the weekly digest’s consent', () => {
  it('is recorded with the words the forms show each time it changes, and read by its member alone', async () => {
    const member = await newUser('savaite-sutikimas')
    expect(await consentRecords(member)).toEqual([])
    expect((await member.client.from('profiles').select('newsletter_consent').single()).data).toEqual({ newsletter_consent: false })

    const saved = await optIn(member)
    expect(saved.error).toBeNull()
    const granted = { purpose: 'weekly_digest', granted: true, wording: digestConsent.wording, wording_version: digestConsent.version, source: 'account' }
    expect(await consentRecords(member)).toEqual([granted])
    expect((await member.client.from('profiles').select('newsletter_consent').single()).data).toEqual({ newsletter_consent: true })
    // Saving the settings again changes nothing, so records nothing.
    await optIn(member).throwOnError()
    expect(await consentRecords(member)).toEqual([granted])

    // The profile form's checkbox is the same switch.
    await member.client.from('profiles').update({ newsletter_consent: false }).eq('id', member.user!.id).throwOnError()
    expect(await consentRecords(member)).toEqual([granted, { ...granted, granted: false }])

    // Nobody else reads them, writes them or removes them.
    const other = await newUser('savaite-kitas')
    expect((await other.client.from('consent_records').select('id').eq('user_id', member.user!.id)).data).toEqual([])
    expect((await client().from('consent_records').select('id')).error?.code).toBe('42501')
    const forged = await member.client.from('consent_records').insert({ user_id: member.user!.id, purpose: 'weekly_digest', granted: true, wording: 'Kita', wording_version: 'x', source: 'account' })
    expect(forged.error?.code).toBe('42501')
    expect((await member.client.from('consent_records').delete().eq('user_id', member.user!.id)).error?.code).toBe('42501')
    expect(await consentRecords(member)).toHaveLength(2)
  })
})

describe('the weekly digest', () => {
  let reader: Member
  let neighbour: Member
  let unwilling: Member
  let lonely: Member
  let newTitle: string
  let slug: string
  const oldTitle = `Senas renginys ${stamp}`

  beforeAll(async () => {
    reader = await memberOf('savaite-skaitytoja', home)
    neighbour = await memberOf('savaite-kaimyne', home, 'member')
    unwilling = await memberOf('savaite-nenori', home)
    lonely = await memberOf('savaite-tyli', quiet)
    for (const member of [reader, neighbour, lonely]) await optIn(member).throwOnError()

    const mondayMorning = ukTime(monday, 8)
    newTitle = `Naujas renginys ${stamp}`
    slug = await event(newTitle, home, new Date(mondayMorning.getTime() - 2 * 86_400_000), new Date(mondayMorning.getTime() + 10 * 86_400_000))
    // Decided the week before: not new any more.
    await event(oldTitle, home, new Date(mondayMorning.getTime() - 9 * 86_400_000), new Date(mondayMorning.getTime() + 12 * 86_400_000))
  })

  it('goes out on Monday from 08:00 UK time, once, to members and observers who opted in', async () => {
    expect(await digestsAt(reader, ukTime(addDays(monday, -1), 12))).toEqual([])
    expect(await digestsAt(reader, ukTime(monday, 7, 59))).toEqual([])

    const sent = await digestsAt(reader, ukTime(monday, 8, 1))
    expect(sent.map((message) => message.subject)).toEqual(['Savaitė jūsų bendruomenėse: 1 naujiena'])
    expect(sent[0]!.text).toContain(newTitle)
    expect(sent[0]!.text).toContain(`${SITE}/renginiai/${slug}`)
    expect(sent[0]!.text).not.toContain(oldTitle)
    // Not essential: it can be turned off with one click.
    expect(sent[0]!.headers['List-Unsubscribe']).toMatch(/^<http:\/\/127\.0\.0\.1:\d+\/functions\/v1\/unsubscribe\?t=[\w.%-]+>$/)

    // Later that Monday, and that week: nothing more.
    expect(await digestsAt(reader, ukTime(monday, 18))).toHaveLength(1)
    expect(await digestsAt(reader, ukTime(addDays(monday, 3), 9))).toHaveLength(1)
    // A paying member opted in too; in the portal, no notice (the digest is e-mail only).
    expect(await digestsAt(neighbour, ukTime(monday, 18))).toHaveLength(1)
    expect((await reader.client.from('notices').select('kind').eq('kind', 'weekly_digest')).data).toEqual([])
  })

  it('goes to nobody who did not opt in, and to nobody whose communities had nothing new', async () => {
    expect(await digestsAt(unwilling, ukTime(monday, 18))).toEqual([])
    expect(await digestsAt(lonely, ukTime(monday, 18))).toEqual([])
  })

  it('stops with the one-click unsubscribe of the digest, which records the withdrawal', async () => {
    const [digest] = await digestsAt(reader, ukTime(monday, 18))
    const oneClick = digest!.headers['List-Unsubscribe']!.slice(1, -1)
    const clicked = await fetch(oneClick, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click', redirect: 'manual' })
    expect(clicked.status).toBe(200)
    expect((await reader.client.from('profiles').select('newsletter_consent').single()).data).toEqual({ newsletter_consent: false })
    expect((await consentRecords(reader))!.at(-1)).toEqual({ purpose: 'weekly_digest', granted: false, wording: digestConsent.wording, wording_version: digestConsent.version, source: 'unsubscribe_link' })
    // The other kinds stay as they were.
    expect((await reader.client.from('notification_preferences').select('decisions, portal_decisions').single()).data).toEqual({ decisions: true, portal_decisions: true })

    // Something new the next week: the neighbour hears of it, the reader no more.
    const nextMonday = addDays(monday, 7)
    const title = `Kitos savaitės renginys ${stamp}`
    await event(title, home, ukTime(addDays(monday, 3), 10), ukTime(addDays(nextMonday, 5), 18))
    const neighbours = await digestsAt(neighbour, ukTime(nextMonday, 9))
    expect(neighbours).toHaveLength(2)
    expect(neighbours[1]!.text).toContain(title)
    expect(neighbours[1]!.text).not.toContain(newTitle)
    expect(await digestsAt(reader, ukTime(nextMonday, 9))).toHaveLength(1)
  })
})

describe('a heavy weekly digest', () => {
  it('goes out within the outbox’s payload limit, listing what fits and counting the rest, and holds up no other mail', async () => {
    const busy = await community('gausi')
    const reader = await memberOf('savaite-gausi', busy)
    await optIn(reader).throwOnError()
    const mondayMorning = ukTime(monday, 8)
    // Ten events and ten articles with titles as long as the tables take, in characters of four
    // bytes each: together more than the outbox's 8 KB of payload.
    for (let i = 0; i < 10; i += 1) {
      const title = `Renginys ${i} ${'🎉'.repeat(109)}`
      await event(title, busy, new Date(mondayMorning.getTime() - 86_400_000), new Date(mondayMorning.getTime() + (3 + i) * 86_400_000))
    }
    for (let i = 0; i < 10; i += 1) {
      await service
        .from('articles')
        .insert({
          title: `Straipsnis ${i} ${'📰'.repeat(147)}`,
          lead: 'Savaitės laiško straipsnis.',
          body: 'Tekstas.',
          category: 'Bendruomenė',
          entry_id: busy.id,
          status: 'scheduled',
          publish_at: new Date(mondayMorning.getTime() - (i + 1) * 3_600_000).toISOString(),
        })
        .throwOnError()
    }
    // Mail of another kind, waiting in the outbox for the same run.
    const proposer = await memberOf('savaite-siule', busy)
    const { data: proposal } = await service
      .from('events')
      .insert({ ...eventFields(`Pasiūlymas ${stamp}`, mondayMorning), status: 'pending', organiser_entry_id: busy.id, submitted_by: proposer.user!.id })
      .select('id')
      .single()
      .throwOnError()
    const { client: admin } = await signInAs('admin')
    await admin.from('events').update({ status: 'rejected', rejection_reason: 'Ne mūsų bendruomenės.' }).eq('id', proposal.id).throwOnError()

    const sent = await digestsAt(reader, ukTime(monday, 8, 1))
    expect(sent.map((message) => message.subject)).toEqual(['Savaitė jūsų bendruomenėse: 20 naujienų'])
    // What did not fit is counted, with the page that lists it.
    const text = sent[0]!.text
    expect(text).toMatch(/^Ir dar \d+ /m)
    const count = (pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? 0)
    expect((text.match(/^Renginys \d/gm) ?? []).length + count(/^Ir dar (\d+) rengin\S+: \S+\/renginiai$/m)).toBe(10)
    expect((text.match(/^Straipsnis \d/gm) ?? []).length + count(/^Ir dar (\d+) naujien\S+: \S+\/naujienos$/m)).toBe(10)
    expect(mail.subjects(proposer.email)).toEqual([`Jūsų renginys „Pasiūlymas ${stamp}“ atmestas`])
  })
})

describe('a digest the outbox refuses', () => {
  it('is recorded for administrators alone, while the other members’ digests go out in the same run', async () => {
    // A database the test may alter: the suite's PostgreSQL 15 cluster, or on PGlite a backend of its own.
    const own = engine === 'postgres15' ? null : await startBackend({ port: 0, dataDir: null, databaseUrl: '', bcryptCost: 4, quiet: true })
    const db = own?.db ?? (await openDatabase({ databaseUrl }))
    const url = own?.url ?? apiUrl
    try {
      const services = client(SERVICE_ROLE_KEY, url)
      const { data: place } = await services
        .from('directory_entries')
        .insert({ directory: 'communities', slug: `savaite-atmesta-${stamp}`, status: 'published', name: `Atmestos savaitės bendruomenė ${stamp}` })
        .select('id, slug, name')
        .single()
        .throwOnError()
      const [refused, welcome] = await Promise.all([newUser('savaite-atmestas', url), newUser('savaite-laukiamas', url)])
      for (const member of [refused, welcome]) {
        await member.client
          .from('community_memberships')
          .insert({ user_id: member.user!.id, community_id: place.slug, community_name: place.name, reason: 'participate', membership_type: 'observer', status: 'approved' })
          .throwOnError()
        await member.client.rpc('set_notification_preferences', notificationPreferences({ weekly_digest: true })).throwOnError()
      }
      const mondayMorning = ukTime(monday, 8)
      await services
        .from('events')
        .insert({ ...eventFields(`Atmestos savaitės renginys ${stamp}`, new Date(mondayMorning.getTime() + 5 * 86_400_000)), status: 'approved', organiser_entry_id: place.id, decided_at: new Date(mondayMorning.getTime() - 86_400_000).toISOString() })
        .throwOnError()
      // The outbox refuses one member's digest, as its payload limit refused a heavy one.
      await db.exec(`alter table private.email_outbox add constraint refuses_one_digest check (dedupe_key not like 'weekly_digest:${refused.user!.id}:%') not valid`)

      const watched = recorder(refused.email, welcome.email)
      await drain(watched.transport, ukTime(monday, 8, 1), url)
      expect(watched.subjects(welcome.email)).toEqual(['Savaitė jūsų bendruomenėse: 1 naujiena'])
      expect(watched.subjects(refused.email)).toEqual([])

      const { client: admin } = await signInAs('admin', url)
      const failures = () => admin.from('due_job_failures').select('job, subject, error_code, error, failures').eq('subject', refused.user!.id)
      const recorded = { job: 'weekly_digest', subject: refused.user!.id, error_code: '23514', error: expect.stringContaining('refuses_one_digest') }
      expect((await failures()).data).toEqual([{ ...recorded, failures: 1 }])
      // The next run tries again and counts the failure on the same row.
      await drain(watched.transport, ukTime(monday, 8, 2), url)
      expect((await failures()).data).toEqual([{ ...recorded, failures: 2 }])

      // Nobody else reads it: not the member it was about, not a visitor.
      expect((await refused.client.from('due_job_failures').select('id')).data).toEqual([])
      expect((await client(ANON_KEY, url).from('due_job_failures').select('id')).error?.code).toBe('42501')
    } finally {
      await db.exec('alter table private.email_outbox drop constraint if exists refuses_one_digest')
      if (own) await own.close()
      else await db.close()
    }
  })
})
