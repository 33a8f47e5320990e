/**
 * The weekly digest of a member's communities: off until the member opts in, every opt-in and
 * opt-out kept with the words they were shown; written on Mondays from 08:00 UK time, once a
 * week, to members and observers of a community that had something new in the seven days
 * before; stopped by the one-click unsubscribe of the digest itself.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { digestConsent } from '../../src/features/account/digest-consent'
import { client, newUser, notificationPreferences, serviceClient } from './helpers'
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

/** An approved event of `where`, decided at `decided` and starting at `starts`. */
async function event(title: string, where: Community, decided: Date, starts: Date) {
  const { data, error } = await service
    .from('events')
    .insert({
      title,
      description: 'Savaitės laiško renginys.',
      category: 'Kultūra',
      starts_at: starts.toISOString(),
      ends_at: new Date(starts.getTime() + 3 * 3_600_000).toISOString(),
      town: 'Lidsas',
      region: 'Anglija',
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
